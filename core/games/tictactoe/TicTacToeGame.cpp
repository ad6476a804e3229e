#include "core/games/tictactoe/TicTacToeGame.h"

#include <algorithm>
#include <array>

namespace gtl {
namespace {

constexpr std::array<std::array<int, 3>, 8> kLines
    = {{{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}}};

using Mark = TicTacToeBoard::Mark;

Mark opponentOf(Mark mark)
{
    return mark == Mark::X ? Mark::O : Mark::X;
}

/// How many lines hold no mark of @p blocker.
int openLines(const TicTacToeBoard& board, Mark blocker)
{
    int open = 0;
    for (const auto& line : kLines) {
        bool blocked = false;
        for (int square : line)
            blocked = blocked || board.at(square) == blocker;
        open += blocked ? 0 : 1;
    }
    return open;
}

} // namespace

TicTacToeGame::TicTacToeGame(TicTacToeBoard start)
    : start_(start)
{
}

std::vector<Move> TicTacToeGame::moves(Position position) const
{
    const TicTacToeBoard board = boardOf(position);
    std::vector<Move> moves;
    if (board.isOver())
        return moves;
    for (int square = 0; square < 9; ++square) {
        if (board.at(square) == Mark::Empty)
            moves.push_back(Move(square));
    }
    return moves;
}

std::vector<Move> TicTacToeGame::moves(Position position, StaticOrder order) const
{
    std::vector<Move> moves = TicTacToeGame::moves(position);
    if (order != StaticOrder::CentreFirst)
        return moves;
    static constexpr Move kCentreFirst[] = {4, 0, 2, 6, 8, 1, 3, 5, 7};
    std::vector<Move> ordered;
    for (Move square : kCentreFirst) {
        if (std::find(moves.begin(), moves.end(), square) != moves.end())
            ordered.push_back(square);
    }
    return ordered;
}

Position TicTacToeGame::play(Position position, Move move) const
{
    return positionOf(boardOf(position).played(int(move)));
}

bool TicTacToeGame::isOver(Position position) const
{
    return boardOf(position).isOver();
}

Value TicTacToeGame::finalScore(Position position, Scoring scoring) const
{
    const TicTacToeBoard board = boardOf(position);
    if (board.winner() == Mark::Empty)
        return 0;
    // The side to move never has the line: the opponent made it with the last move.
    int empty = 0;
    for (int square = 0; square < 9; ++square)
        empty += board.at(square) == Mark::Empty ? 1 : 0;
    return scoring == Scoring::FastWins ? -(1 + empty) : -1;
}

Value TicTacToeGame::evaluate(Position position) const
{
    const TicTacToeBoard board = boardOf(position);
    const Mark mover = board.toMove();
    return openLines(board, opponentOf(mover)) - openLines(board, mover);
}

} // namespace gtl
