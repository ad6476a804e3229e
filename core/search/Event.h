// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tree/GameTree.h"

#include <cstdint>
#include <string_view>
#include <type_traits>

namespace gtl {

struct EventFields;

/// What one step of a search did. Every kind carries what it needs to be undone.
enum class EventKind : std::uint8_t {
    Enter, ///< the search reaches `node`; a = α, b = β on entry (kNoValue for minimax forms)
    Leaf, ///< `node` is a leaf, evaluated to a and returned at once
    ValueChanged, ///< the best value v of `node` changes from a to b
    AlphaChanged, ///< α of `node` changes from a to b
    BetaChanged, ///< β of `node` changes from a to b
    Cutoff, ///< α ≥ β at `node`; its children from id a on are skipped: extra moves, b nodes of the tree in all
    Return, ///< `node` returns a to its parent; b is the value it showed before
    // The enhanced searches' steps. A node may be entered more than once: again in the next
    // iteration, or searched again after a null or aspiration window failed.
    Iteration, ///< iterative deepening starts depth a at the root; b: the step of the last Iteration, or -1
    Evaluate, ///< `node` lies on the horizon: its static evaluation a is returned at once; b is the value it showed
    Probe, ///< the table is asked for `node`: detail a ProbeOutcome, extra the entry's depth, a its value, b the step
           ///< of its Store (-1: none)
    Store, ///< the table files `node` with value a; detail the TableFlag (+ TableFlagRefused), extra the depth,
           ///< b the step of the Store whose entry it replaced, or -1
    Order, ///< `node`'s moves are tried out of the game's order: a, b the child indices + 1, 4 bits each, first in the
           ///< low bits; detail the OrderReasons
    Research, ///< `node` is searched again: detail a ResearchReason, a the value that failed, b the step of its last
              ///< Enter
    // Star1's steps at a chance node: the bounds on its expected value as its outcomes come in
    // (a Cutoff there has detail kChanceCutByUpper or kChanceCutByLower).
    LowerChanged, ///< the lower bound of the chance node `node` rises from a to b
    UpperChanged, ///< its upper bound falls from a to b
    Interrupted, ///< a limit abandons iteration a at the root (`node`); the answer is the last completed iteration's,
                 ///< depth a - 1, whose value is b; detail a LimitKind
    // Monte Carlo tree search's steps. A reward is that of the side that moved into the node,
    // in Reward's fixed point; the terms of UCB1 are stored as floats (packReal).
    Sample, ///< iteration a (from 1) starts at the root
    Select, ///< selection goes down to the child `node`, whose UCB1 terms are a (its mean reward) and b (exploration)
    Expand, ///< `node` is created: its parent's first move without a node
    Playout, ///< random moves from `node` to the end: extra of them, Trace::playouts from offset a; b the reward
    Backup, ///< `node`'s visits rise from a by one and its sum of rewards by b
    // Quiescence search's step, at a position on the horizon or past it that has forcing moves.
    StandPat, ///< `node`'s best value starts at its static evaluation: from a (its value on entry) to b
    // Forward pruning's step, which may lose the best move.
    Dropped, ///< the beam leaves out the move to `node`, whose static score is a; b nodes of the tree in all
    Reduced, ///< a late move reduction: the move to `node`, entered next, is searched to depth a instead of b, with a
             ///< null window at α
    NullMove, ///< the side to move at `node` passes; a search with a null window at β, untraced, of b positions gives
              ///< a; detail 1 when that reaches β and the node is cut (kNullMoveCut)
};

/// A Cutoff at a chance node: even the largest remaining outcomes cannot lift the node up to α
/// (its upper bound decided), or even the smallest cannot bring it down to β (its lower bound).
inline constexpr std::uint8_t kChanceCutByUpper = 1;
inline constexpr std::uint8_t kChanceCutByLower = 2;

/// A NullMove whose search after the pass reached β: the node returns next, unsearched.
inline constexpr std::uint8_t kNullMoveCut = 1;

/// What ended an interrupted iteration (Event::detail of an Interrupted).
enum class LimitKind : std::uint8_t { Time, Nodes };

/// "enter", "leaf", "value", "alpha", "beta", "cutoff", "return", …: the names used in exports.
std::string_view eventKindName(EventKind kind);

/// What a table probe found (Event::detail of a Probe).
enum class ProbeOutcome : std::uint8_t {
    Miss, ///< the position is not in the table
    TooShallow, ///< it is, searched less deep than needed now
    Exact, ///< its exact value: the position is answered
    RaisesAlpha, ///< a lower bound above α: α rises
    LowersBeta, ///< an upper bound below β: β falls
    Cutoff, ///< a bound that closes the window: the position is answered
};

/// What a table entry's value is (the low bits of a Store's Event::detail).
enum class TableFlag : std::uint8_t { Exact, Lower, Upper };
/// A Store whose new entry the fixed-size table refused, keeping a deeper one.
inline constexpr std::uint8_t kStoreRefused = 4;
/// The best move's child index + 1 in a Store's detail, above the flag bits (0: none known).
inline constexpr int kStoreMoveShift = 3;

/// Why moves are tried out of the game's order (bits of an Order's Event::detail).
enum OrderReason : std::uint8_t {
    OrderStatic = 1, ///< the game's static order (Enhancements::order)
    OrderHistory = 2,
    OrderTableMove = 4,
    OrderKiller = 8,
};

/// Why a node is searched again (Event::detail of a Research).
enum class ResearchReason : std::uint8_t {
    NullWindowFailedHigh, ///< PVS: a later move proved better than α with a null window
    AspirationFailedLow, ///< the root's value fell below the aspiration window
    AspirationFailedHigh, ///< …or rose above it
    ReducedFailedHigh, ///< a late move searched a ply shallower beat α: it is searched again at full depth
};

/// A fixed-size, reversible step record: 16 bytes, so that even the full tic-tac-toe minimax
/// trace (about 1.6 million events) stays small.
/// Trivially default-constructible, so that a trace's room is allocated without being zeroed:
/// every event is made with all its fields.
struct Event {
    Event() = default;
    constexpr Event(EventKind kind, NodeId node, Value a, Value b, std::uint8_t detail = 0, std::uint16_t extra = 0)
        : kind(kind)
        , detail(detail)
        , extra(extra)
        , node(node)
        , a(a)
        , b(b)
    {
    }

    bool operator==(const Event&) const = default;

    EventKind kind;

private:
    // The payload, read by name through EventFields, which says what each kind keeps here.
    friend struct EventFields;
    /// What kind of probe, store, order, re-search, interruption or chance cut-off (EventKind says which).
    std::uint8_t detail;
    /// A table entry's depth (Probe, Store), the moves a cut-off skips (Cutoff), the random
    /// moves of a playout (Playout): each kind's own, as EventKind says.
    std::uint16_t extra;

public:
    NodeId node;

private:
    Value a;
    Value b;
};
static_assert(sizeof(Event) == 16, "events must stay 16 bytes");
static_assert(std::is_trivially_default_constructible_v<Event>);

} // namespace gtl
