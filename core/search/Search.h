// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/Trace.h"
#include "core/tree/GameTree.h"

#include <atomic>
#include <string>

namespace gtl {

/// Runs a search (SearchOptions: any algorithm of the registry, with what it takes) over a tree
/// and records every step, by the routine of the search's family (SearchFamilyEntry). A
/// game's tree is searched as the game (its scorings, evaluations, orders and keys), any other
/// tree as written (its static evaluations `[N]` and transpositions `~name`). A game's search
/// that need not see the whole tree (a depth limit, a table) grows its own tree instead of
/// walking the one built in advance: Trace::grownTree, whose nodes the events name.
namespace Search {
/// Why @p options cannot run on @p tree, in a sentence, or "".
Message problem(const GameTree& tree, const SearchOptions& options);
/// Runs a search problem() accepts. Throws TraceTooLong when the trace or the grown tree
/// would pass its bound, and SearchCancelled soon after @p cancel, if given, is set.
Trace run(const GameTree& tree, SearchOptions options, const std::atomic<bool>* cancel = nullptr);
/// The same search and figures without keeping the events, for summaries of big trees.
SearchResult summarize(const GameTree& tree, SearchOptions options);
/// The same as summarize(), with the tree the search grew, if it grew one: what its best move
/// and node count refer to.
Trace runFiguresOnly(const GameTree& tree, SearchOptions options);
/// "Connect Four is too big to search to the end: give a depth limit …" when @p tree is of a
/// game whose tree is never built whole (GameKind::treeIsWhole()) and @p depth is 0 (none),
/// and its game goes on; else "". Every search, the lab and `tree` refuse such a tree with it.
Message depthNeeded(const GameTree& tree, std::uint32_t depth);
/// "the game is over: X has won; there is no move to search" when @p tree is a position of a
/// game that has ended (every search of it gives a result with no move), else "".
Message gameOver(const GameTree& tree);
/// Whether a search of @p tree with @p options grows its own tree.
bool growsTree(const GameTree& tree, const SearchOptions& options);
/// The score @p algorithm reads at @p leaf: its value from MAX's side, or for the negamax
/// forms from the side to move there.
Value leafScore(const GameTree& tree, NodeId leaf, Algorithm algorithm);
} // namespace Search

} // namespace gtl
