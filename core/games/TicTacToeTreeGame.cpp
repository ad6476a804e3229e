#include "core/games/TicTacToeTreeGame.h"

namespace gtl {

TicTacToeTreeGame::TicTacToeTreeGame(const GameTree& tree)
    : tree_(tree)
{
}

std::vector<Move> TicTacToeTreeGame::moves(Position position) const
{
    return rules_.moves(boardOf(position));
}

std::vector<Move> TicTacToeTreeGame::moves(Position position, StaticOrder order) const
{
    return rules_.moves(boardOf(position), order);
}

Position TicTacToeTreeGame::play(Position position, Move move) const
{
    // Children are the empty squares in increasing order: the move's child is preceded by
    // one child per empty square before it.
    const TicTacToeBoard board = TicTacToeGame::boardOf(boardOf(position));
    NodeId index = 0;
    for (Move square = 0; square < move; ++square)
        index += board.at(int(square)) == TicTacToeBoard::Mark::Empty ? 1 : 0;
    return tree_.firstChild(NodeId(position)) + index;
}

bool TicTacToeTreeGame::isOver(Position position) const
{
    return tree_.isLeaf(NodeId(position));
}

Value TicTacToeTreeGame::finalScore(Position position, Scoring scoring) const
{
    return rules_.finalScore(boardOf(position), scoring);
}

Value TicTacToeTreeGame::evaluate(Position position) const
{
    return rules_.evaluate(boardOf(position));
}

} // namespace gtl
