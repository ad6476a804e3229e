// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for Connect Four positions in Pons' notation: an accepted position writes
// moves that read back as the same position (its discs, side to move and last disc), its
// decoded board agrees with the bitboard, and a refusal names the move and why.
#include "core/games/connect4/Connect4Board.h"
#include "core/games/connect4/Connect4Game.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto board = gtl::Connect4Board::parse(text);
    if (!board) {
        const std::string message = board.error().message.english();
        if (!message.starts_with("move ") || message.size() > 1000)
            std::abort();
        return 0;
    }
    const gtl::Position position = board->position();
    const auto again = gtl::Connect4Board::parse(board->moves());
    if (!again || again->position() != position || gtl::Connect4Board::fromPosition(position) != *board)
        std::abort();
    // Every disc the board shows is one the moves dropped, and a four only ends the game.
    if (board->discs() != int(text.size())
        || (board->winner() != gtl::Connect4Board::Disc::Empty) != bool(board->winningFour()))
        std::abort();
    const gtl::Connect4Game game(*board);
    if (game.isOver(position) != board->isOver())
        std::abort();
    return 0;
}
