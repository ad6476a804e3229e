// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/Trace.h"
#include "core/tree/GameTree.h"

namespace gtl {

/// The figures of a search of a game's whole tree (no enhancements) counted over the game
/// itself: the same figures Search::runFiguresOnly() gives on the tree built in advance, with
/// neither the tree (549,946 nodes for tic-tac-toe) nor a trace. What `trace --summary` prints.
namespace GameSummary {
/// Whether a search of the game at @p root's position with @p options can be summarized so:
/// @p root is a position of a game and no enhancement is on.
bool applies(const GameTree& root, const SearchOptions& options);
/// The figures, with Trace::grownTree holding the start and its moves, which the best move
/// names. Only where applies().
Trace run(const GameTree& root, const SearchOptions& options);
} // namespace GameSummary

} // namespace gtl
