// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/games/tictactoe/TicTacToeBoard.h"

#include "core/base/Printable.h"

#include <algorithm>

namespace gtl {
namespace {

/// How many marks each side has, to complete a reason.
Message counts(int xs, int os)
{
    return Message("Games", QT_TRANSLATE_NOOP("Games", "X has {x} marks and O has {o}"))
        .arg("x", std::to_string(xs))
        .arg("o", std::to_string(os));
}

} // namespace

Result<TicTacToeBoard> TicTacToeBoard::parse(std::string_view text, std::optional<char> toMove)
{
    if (text.size() != 9) {
        return Result<TicTacToeBoard>::failure(Message("Games",
            QT_TRANSLATE_NOOP("Games",
                "a board has 9 squares but \"{board}\" has {characters} "
                "characters (write X, O or . for each square, row "
                "by row)"))
                                                   .arg("board", printable(text))
                                                   .arg("characters", std::to_string(text.size())));
    }
    TicTacToeBoard board;
    int xs = 0;
    int os = 0;
    for (int i = 0; i < 9; ++i) {
        const char c = text[static_cast<std::size_t>(i)];
        if (c == 'X' || c == 'x') {
            board.x_ |= std::uint16_t(1u << i);
            ++xs;
        } else if (c == 'O' || c == 'o') {
            board.o_ |= std::uint16_t(1u << i);
            ++os;
        } else if (c != '.' && c != '-' && c != '_') {
            return Result<TicTacToeBoard>::failure(
                Message("Games", QT_TRANSLATE_NOOP("Games", "square {square} is '{char}': use X, O or . (empty)"))
                    .arg("square", std::to_string(i + 1))
                    .arg("char", printable(std::string_view(&c, 1))));
        }
    }
    if (xs - os > 1 || os - xs > 1) {
        return Result<TicTacToeBoard>::failure(Message(
            "Games", QT_TRANSLATE_NOOP("Games", "{counts}: the players alternate, so the counts differ by at most one"))
                                                   .arg("counts", counts(xs, os)));
    }
    const bool xWon = hasLine(board.x_);
    const bool oWon = hasLine(board.o_);
    if (xWon && oWon) {
        return Result<TicTacToeBoard>::failure(
            Message("Games", QT_TRANSLATE_NOOP("Games", "both X and O have three in a row, which no game can reach")));
    }
    // The side with fewer marks moves; on equal counts X does unless told otherwise.
    Mark mover = xs > os ? Mark::O : Mark::X;
    if (toMove) {
        if (std::string_view("XxOo").find(*toMove) == std::string_view::npos)
            return Result<TicTacToeBoard>::failure(
                Message("Games", QT_TRANSLATE_NOOP("Games", "the side to move must be X or O")));
        const Mark asked = (*toMove == 'O' || *toMove == 'o') ? Mark::O : Mark::X;
        if (xs != os && asked != mover) {
            return Result<TicTacToeBoard>::failure(
                Message("Games", QT_TRANSLATE_NOOP("Games", "it cannot be {side}'s turn: {counts}"))
                    .arg("side", asked == Mark::X ? "X" : "O")
                    .arg("counts", counts(xs, os)));
        }
        mover = asked;
    }
    if ((xWon && mover == Mark::X) || (oWon && mover == Mark::O)) {
        return Result<TicTacToeBoard>::failure(
            Message("Games", QT_TRANSLATE_NOOP("Games", "{side} is to move but already has three in a row"))
                .arg("side", mover == Mark::X ? "X" : "O"));
    }
    board.toMove_ = mover;
    return board;
}

std::string TicTacToeBoard::toString() const
{
    std::string text;
    for (int i = 0; i < 9; ++i) {
        const Mark m = at(i);
        text += m == Mark::X ? 'X' : (m == Mark::O ? 'O' : '.');
    }
    return text;
}

} // namespace gtl
