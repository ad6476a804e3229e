// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tree/GameTree.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace gtl {

/// The ways a tree's moves can be put in order without changing the game.
enum class MoveOrder {
    BestFirst, ///< every node's moves sorted by expectiminimax value, best for the side to move first
    WorstFirst, ///< the same, worst first
    Shuffled, ///< a seeded random permutation at every node
};

/// The expectiminimax value of every node, from MAX's point of view, computed bottom-up in
/// linear time: a chance node's is the expectation of its outcomes'.
std::vector<double> expectedValues(const GameTree& tree);
/// The same, rounded to whole values (exact on a tree without chance nodes).
std::vector<Value> minimaxValues(const GameTree& tree);

/// The same game with its moves in @p order: labels, values and boards travel with their
/// moves, so the minimax value and best move never change. Ties keep their order.
GameTree reorderMoves(const GameTree& tree, MoveOrder order, std::uint64_t seed = 0);

/// The shape of a tree whose leaves all lie at one depth and whose nodes at each depth all have
/// the same number of moves: uniform trees (one branching factor throughout) and the mixed-game
/// presets (3, then 2, then 2) alike. Knuth and Moore's bound holds for every such tree.
struct LevelShape {
    std::vector<std::uint32_t> branching; ///< the number of moves of every node at depth 0, 1, …

    std::uint32_t depth() const { return std::uint32_t(branching.size()); }
    /// One branching factor at every depth.
    bool isUniform() const;
    /// Knuth and Moore's minimum number of leaves alpha-beta must read, reached when every node's
    /// best move comes first: the product of the branching at even depths plus the product at
    /// odd depths, less the one leaf both count; b^⌈d/2⌉ + b^⌊d/2⌋ − 1 for a uniform tree.
    double minimalLeaves() const;
    /// All the leaves, as minimax reads them: b^d for a uniform tree.
    double allLeaves() const;
};
std::optional<LevelShape> levelShape(const GameTree& tree);

} // namespace gtl
