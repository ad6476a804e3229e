// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tree/GameTree.h"

#include <optional>
#include <span>
#include <vector>

namespace gtl {

/// The max^n value of every node of a tree of several players, worked out without pruning:
/// what a game of several players' solve reports for a position and each of its moves. A
/// node's value is the scores of the child whose score for the player to move is highest, the
/// first such child on a tie.
class MaxnValues {
public:
    /// @p tree must score each player at its leaves.
    explicit MaxnValues(const GameTree& tree);

    /// Each player's score at @p node, the first player's first.
    std::span<const Value> of(NodeId node) const
    {
        return std::span<const Value>(scores_).subspan(std::size_t(node) * players_, players_);
    }
    /// The child of @p node its player moves to (kNoNode at a leaf).
    NodeId choice(NodeId node) const { return choice_[node]; }

private:
    std::uint32_t players_;
    std::vector<Value> scores_;
    std::vector<NodeId> choice_;
};

} // namespace gtl
