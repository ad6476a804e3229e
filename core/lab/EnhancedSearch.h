#pragma once

#include "core/search/Trace.h"
#include "core/tree/GameTree.h"

#include <string>

namespace gtl {

/// The searches with enhancements (SearchOptions::enhancements), recorded over a tree: a
/// tic-tac-toe tree is searched as the game (its scoring, evaluation and keys), any other
/// tree as written (its static evaluations `[N]` and transpositions `~name`). Nodes may be
/// entered more than once (iterations, re-searches); see EventKind.
namespace EnhancedSearch {
/// The deepest the enhanced searches go: they recurse, one frame per move.
inline constexpr std::uint32_t kMaxDepth = 64;
/// Why @p options cannot run on @p tree, in a sentence, or "".
std::string problem(const GameTree& tree, const SearchOptions& options);
/// Runs a search problem() accepts. Throws TraceTooLong when the trace would pass its bound.
Trace run(const GameTree& tree, const SearchOptions& options);
/// The same figures without keeping the events.
SearchResult summarize(const GameTree& tree, const SearchOptions& options);
} // namespace EnhancedSearch

} // namespace gtl
