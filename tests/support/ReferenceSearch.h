// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Reference oracles: the searches written again plainly, recursive and apart from the library,
// for the tests to hold the library's results against.
#include "core/tree/GameTree.h"

#include <string>
#include <utility>
#include <vector>

namespace gtl::test {

/// Tic-tac-toe as the textbook engine defines it, written again plainly and apart from the
/// library: the value for the side to move, a loss scoring −1 or −(1 + empty squares), and
/// positions at the depth limit scored by the lines still open to each side.
struct ReferenceTicTacToe {
    static constexpr int kLines[8][3]
        = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};
    std::string board;
    bool fastWins;

    bool won(char mark) const;
    int open(char blocker) const;
    int value(char mover, int depth);
    /// value(), remembered: the tests ask for the same positions many times over.
    int remembered(char mover, int depth);
};

/// Every position reachable from the empty board, with its side to move.
std::vector<std::pair<std::string, char>> reachableTicTacToe();

/// The textbook definition, recursive and independent of the library's search: the value of
/// @p node from MAX's side.
Value referenceMinimax(const GameTree& tree, NodeId node);

/// Minimax that stops @p depthLeft moves below @p node and scores an inner node there by its
/// static evaluation.
Value referenceMinimaxTo(const GameTree& tree, NodeId node, std::uint32_t depthLeft);

/// Minimax to @p depthLeft moves below @p node with quiescence search @p plies deep past the
/// horizon, as defined: a horizon node is the best for its mover of its evaluation and its
/// forcing children's values (each such child again so, one ply further), a node @p plies past
/// the horizon or without forcing children its evaluation, a leaf its value.
Value referenceQuiescenceTo(const GameTree& tree, NodeId node, std::uint32_t depthLeft, std::uint32_t plies);

/// The nodes that definition looks at past the horizon: what plain minimax with quiescence enters
/// there.
std::uint64_t referenceQuiescenceNodes(const GameTree& tree, NodeId node, std::uint32_t depthLeft, std::uint32_t plies);

/// Minimax to @p depthLeft moves below @p node in which every node above the horizon searches
/// only the @p width children that score best for its mover (a leaf by its value, an inner node
/// by its evaluation), ties in tree order: a beam.
Value referenceBeamTo(const GameTree& tree, NodeId node, std::uint32_t depthLeft, std::uint32_t width);

/// Alpha-beta (fail-soft, from MAX's side) to @p depthLeft moves below @p node with late move
/// reductions: each child after the first three, while two moves or more are left, is searched
/// a move shallower with a null window at its mover's bound, and again at full depth with the
/// window when it beats that bound. @p bestMove, when given, gets the first child of the value.
Value referenceReducedTo(
    const GameTree& tree, NodeId node, std::uint32_t depthLeft, Value alpha, Value beta, NodeId* bestMove = nullptr);

/// The first root move achieving the root's minimax value.
NodeId referenceBestMove(const GameTree& tree);

} // namespace gtl::test
