// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/games/TreeGame.h"

#include <vector>

namespace gtl {

TreeGame::TreeGame(const GameTree& tree)
    : tree_(tree)
{
}

void TreeGame::moves(Position position, MoveList& moves) const
{
    for (NodeId child : tree_.children(NodeId(position)))
        moves.push(child);
}

Position TreeGame::play(Position, Move move) const
{
    return move; // a move is the child it leads to
}

bool TreeGame::isOver(Position position) const
{
    return tree_.isLeaf(NodeId(position));
}

Value TreeGame::finalScore(Position position, std::size_t) const
{
    const NodeId node = NodeId(position);
    return tree_.player(node) == Player::Max ? tree_.leafValue(node) : -tree_.leafValue(node);
}

Value TreeGame::evaluate(Position position, std::size_t) const
{
    // Callers check missingEvaluation() first; an unchecked node counts as even.
    const NodeId node = NodeId(position);
    const Value evaluation = tree_.evaluation(node);
    if (evaluation == kNoValue)
        return 0;
    return tree_.player(node) == Player::Max ? evaluation : -evaluation;
}

NodeId TreeGame::missingEvaluation(std::uint32_t depth, std::uint32_t quiescencePlies) const
{
    // Breadth-first ids: the nodes of one depth are consecutive, each after its parent.
    std::vector<bool> reached(quiescencePlies > 0 ? tree_.size() : 0, false); // by quiescence
    const std::uint64_t deepest = std::uint64_t(depth) + quiescencePlies;
    for (NodeId node = 0; node < tree_.size() && tree_.depth(node) <= deepest; ++node) {
        bool scored = tree_.depth(node) == depth;
        if (tree_.depth(node) > depth) {
            const NodeId parent = tree_.parent(node);
            scored = tree_.isForcing(node) && (tree_.depth(parent) == depth || reached[parent]);
            reached[node] = scored;
        }
        if (scored && !tree_.isLeaf(node) && tree_.evaluation(node) == kNoValue)
            return node;
    }
    return kNoNode;
}

std::string TreeGame::moveName(Move move) const
{
    return std::string(tree_.label(NodeId(move)));
}

} // namespace gtl
