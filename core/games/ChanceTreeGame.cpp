// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/games/ChanceTreeGame.h"

#include <algorithm>
#include <cstdlib>

namespace gtl {

ChanceTreeGame::ChanceTreeGame(const GameTree& tree)
    : tree_(tree)
    , plain_(tree)
{
}

Value ChanceTreeGame::finalScore(Position position, std::size_t scoring) const
{
    const NodeId node = NodeId(position);
    return tree_.player(node) == Player::Chance ? tree_.leafValue(node) : plain_.finalScore(position, scoring);
}

Probability ChanceTreeGame::outcomeProbability(Position, Move move) const
{
    return tree_.probability(NodeId(move)); // a move is the child it leads to
}

Value ChanceTreeGame::scoreLimit() const
{
    Value limit = 0;
    for (NodeId node = 0; node < tree_.size(); ++node) {
        if (tree_.isLeaf(node))
            limit = std::max(limit, std::abs(tree_.leafValue(node)));
    }
    return limit;
}

} // namespace gtl
