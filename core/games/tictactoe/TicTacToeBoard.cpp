#include "core/games/tictactoe/TicTacToeBoard.h"

#include "core/base/Printable.h"

#include <algorithm>

namespace gtl {

Result<TicTacToeBoard> TicTacToeBoard::parse(std::string_view text, std::optional<char> toMove)
{
    if (text.size() != 9) {
        return Result<TicTacToeBoard>::failure("a board has 9 squares but \"" + printable(text) + "\" has "
            + std::to_string(text.size()) + " characters (write X, O or . for each square, row by row)");
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
            return Result<TicTacToeBoard>::failure("square " + std::to_string(i + 1) + " is '"
                + printable(std::string_view(&c, 1)) + "': use X, O or . (empty)");
        }
    }
    if (xs - os > 1 || os - xs > 1) {
        return Result<TicTacToeBoard>::failure("X has " + std::to_string(xs) + " marks and O has " + std::to_string(os)
            + ": the players alternate, so the counts differ by at most one");
    }
    const bool xWon = hasLine(board.x_);
    const bool oWon = hasLine(board.o_);
    if (xWon && oWon) {
        return Result<TicTacToeBoard>::failure("both X and O have three in a row, which no game can reach");
    }
    // The side with fewer marks moves; on equal counts X does unless told otherwise.
    Mark mover = xs > os ? Mark::O : Mark::X;
    if (toMove) {
        if (std::string_view("XxOo").find(*toMove) == std::string_view::npos)
            return Result<TicTacToeBoard>::failure("the side to move must be X or O");
        const Mark asked = (*toMove == 'O' || *toMove == 'o') ? Mark::O : Mark::X;
        if (xs != os && asked != mover) {
            return Result<TicTacToeBoard>::failure(std::string("it cannot be ") + (asked == Mark::X ? "X" : "O")
                + "'s turn: X has " + std::to_string(xs) + " marks and O has " + std::to_string(os));
        }
        mover = asked;
    }
    if ((xWon && mover == Mark::X) || (oWon && mover == Mark::O)) {
        return Result<TicTacToeBoard>::failure(
            std::string(mover == Mark::X ? "X" : "O") + " is to move but already has three in a row");
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
