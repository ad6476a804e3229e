#pragma once

#include "GameTree.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace gtl {

/// The ways a tree's moves can be put in order without changing the game.
enum class MoveOrder {
    BestFirst, ///< every node's moves sorted by minimax value, best for the side to move first
    WorstFirst, ///< the same, worst first
    Shuffled, ///< a seeded random permutation at every node
};

/// The minimax value of every node, from MAX's point of view, computed bottom-up in linear time.
std::vector<Value> minimaxValues(const GameTree& tree);

/// The same game with its moves in @p order: labels, values and boards travel with their
/// moves, so the minimax value and best move never change. Ties keep their order.
GameTree reorderMoves(const GameTree& tree, MoveOrder order, std::uint64_t seed = 0);

/// Branching factor and depth of a uniform tree (every leaf at the same depth, every interior
/// node with the same number of moves), or nothing.
struct UniformShape {
    std::uint32_t branching;
    std::uint32_t depth;
    /// Knuth and Moore's minimum number of leaves alpha-beta must read: b^⌈d/2⌉ + b^⌊d/2⌋ − 1.
    double minimalLeaves() const;
    /// All b^d leaves, as minimax reads them.
    double allLeaves() const;
};
std::optional<UniformShape> uniformShape(const GameTree& tree);

} // namespace gtl
