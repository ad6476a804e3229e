// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for tic-tac-toe positions: an accepted position reads back the same with
// its side to move, and its game tree can be built (only for positions with a few empty
// squares, to keep each run short).
#include "core/games/tictactoe/TicTacToeBoard.h"
#include "core/games/tictactoe/TicTacToeTree.h"

#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size == 0)
        return 0;
    // The first byte chooses the side to move (or none), the rest is the board.
    const std::optional<char> toMove = data[0] % 3 == 0 ? std::nullopt : std::optional<char>(char(data[0]));
    const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
    const auto board = gtl::TicTacToeBoard::parse(text, toMove);
    if (!board) {
        if (board.error().message.empty() || board.error().message.english().size() > 1000)
            std::abort();
        return 0;
    }
    const char mover = board->toMove() == gtl::TicTacToeBoard::Mark::X ? 'X' : 'O';
    const auto again = gtl::TicTacToeBoard::parse(board->toString(), mover);
    if (!again || again->toString() != board->toString() || again->toMove() != board->toMove())
        std::abort();
    int empty = 0;
    for (int square = 0; square < 9; ++square)
        empty += board->at(square) == gtl::TicTacToeBoard::Mark::Empty;
    if (empty <= 4 && gtl::buildTicTacToeTree(*board).size() == 0)
        std::abort();
    return 0;
}
