#pragma once

#include "core/search/Trace.h"
#include "core/tree/GameTree.h"

namespace gtl {

/// Runs one of the four searches over a tree and records every step. The searches are
/// iterative (an explicit stack of frames), so tree depth is limited by memory, not by the
/// call stack. Children are searched in tree order. Options with enhancements run as
/// EnhancedSearch (check EnhancedSearch::problem first).
namespace Search {
Trace run(const GameTree& tree, SearchOptions options);
/// The same search and figures without keeping the events, for summaries of big trees.
SearchResult summarize(const GameTree& tree, SearchOptions options);
/// The score @p algorithm reads at @p leaf: its value from MAX's side, or for the negamax
/// forms from the side to move there.
Value leafScore(const GameTree& tree, NodeId leaf, Algorithm algorithm);
} // namespace Search

} // namespace gtl
