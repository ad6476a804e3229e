#pragma once

#include "core/tree/GameTree.h"

#include <cstdint>
#include <string_view>

namespace gtl {

/// What one step of a search did. Every kind carries what it needs to be undone.
enum class EventKind : std::uint8_t {
    Enter, ///< the search reaches `node`; a = α, b = β on entry (kNoValue for minimax forms)
    Leaf, ///< `node` is a leaf, evaluated to a and returned at once
    ValueChanged, ///< the best value v of `node` changes from a to b
    AlphaChanged, ///< α of `node` changes from a to b
    BetaChanged, ///< β of `node` changes from a to b
    Cutoff, ///< α ≥ β at `node`; its children from id a on are skipped (b nodes in all)
    Return, ///< `node` returns a to its parent; b is the value it showed before
};

/// "enter", "leaf", "value", "alpha", "beta", "cutoff", "return": the names used in exports.
std::string_view eventKindName(EventKind kind);

/// A fixed-size, reversible step record: 16 bytes, so that even the full tic-tac-toe minimax
/// trace (about 1.6 million events) stays small.
struct Event {
    EventKind kind;
    NodeId node;
    Value a;
    Value b;
};
static_assert(sizeof(Event) == 16, "events must stay 16 bytes");

} // namespace gtl
