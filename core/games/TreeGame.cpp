// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/games/TreeGame.h"

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

NodeId TreeGame::missingEvaluation(std::uint32_t depth) const
{
    // Breadth-first ids: the nodes of one depth are consecutive.
    for (NodeId node = 0; node < tree_.size() && tree_.depth(node) <= depth; ++node) {
        if (tree_.depth(node) == depth && !tree_.isLeaf(node) && tree_.evaluation(node) == kNoValue)
            return node;
    }
    return kNoNode;
}

std::string TreeGame::moveName(Move move) const
{
    return std::string(tree_.label(NodeId(move)));
}

} // namespace gtl
