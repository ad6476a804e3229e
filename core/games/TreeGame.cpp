#include "core/games/TreeGame.h"

namespace gtl {

TreeGame::TreeGame(const GameTree& tree)
    : tree_(tree)
{
}

std::vector<Move> TreeGame::moves(Position position) const
{
    std::vector<Move> moves;
    for (NodeId child : tree_.children(NodeId(position)))
        moves.push_back(child);
    return moves;
}

Position TreeGame::play(Position, Move move) const
{
    return move; // a move is the child it leads to
}

bool TreeGame::isOver(Position position) const
{
    return tree_.isLeaf(NodeId(position));
}

Value TreeGame::finalScore(Position position, Scoring) const
{
    const NodeId node = NodeId(position);
    return tree_.player(node) == Player::Max ? tree_.leafValue(node) : -tree_.leafValue(node);
}

Value TreeGame::evaluate(Position) const
{
    return 0; // not reached: searches of abstract trees go down to the leaves
}

std::string TreeGame::moveName(Move move) const
{
    return std::string(tree_.label(NodeId(move)));
}

} // namespace gtl
