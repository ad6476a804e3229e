// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/games/tictactoe/TicTacToeGame.h"

#include "core/base/Message.h"

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

Player TicTacToeGame::toMove(Position position) const
{
    return boardOf(position).toMove() == Mark::X ? Player::Max : Player::Min;
}

void TicTacToeGame::moves(Position position, MoveList& moves) const
{
    const TicTacToeBoard board = boardOf(position);
    if (board.isOver())
        return;
    for (int square = 0; square < 9; ++square) {
        if (board.at(square) == Mark::Empty)
            moves.push(Move(square));
    }
}

std::span<const std::string_view> TicTacToeGame::orderNames() const
{
    static constexpr std::string_view kNames[] = {QT_TRANSLATE_NOOP("Choices", "centre first")};
    return kNames;
}

void TicTacToeGame::order(Position, std::size_t order, MoveList& moves) const
{
    if (order != kCentreFirst)
        return;
    static constexpr int kRank[9] = {1, 5, 2, 6, 0, 7, 3, 8, 4}; // squares 1–9: centre, corners, edges
    std::sort(moves.begin(), moves.end(),
        [](const MoveList::Entry& a, const MoveList::Entry& b) { return kRank[a.move] < kRank[b.move]; });
}

std::span<const std::string_view> TicTacToeGame::scoringNames() const
{
    static constexpr std::string_view kNames[] = {QT_TRANSLATE_NOOP("Choices", "fast wins")};
    return kNames;
}

Position TicTacToeGame::play(Position position, Move move) const
{
    return positionOf(boardOf(position).played(int(move)));
}

bool TicTacToeGame::isOver(Position position) const
{
    return boardOf(position).isOver();
}

Value TicTacToeGame::finalScore(Position position, std::size_t scoring) const
{
    const TicTacToeBoard board = boardOf(position);
    if (board.winner() == Mark::Empty)
        return 0;
    // The side to move never has the line: the opponent made it with the last move.
    int empty = 0;
    for (int square = 0; square < 9; ++square)
        empty += board.at(square) == Mark::Empty ? 1 : 0;
    return scoring == kFastWins ? -(1 + empty) : -1;
}

Value TicTacToeGame::evaluate(Position position, std::size_t) const
{
    const TicTacToeBoard board = boardOf(position);
    const Mark mover = board.toMove();
    return openLines(board, opponentOf(mover)) - openLines(board, mover);
}

} // namespace gtl
