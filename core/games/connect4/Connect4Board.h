// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/Result.h"
#include "core/games/Game.h"
#include "core/games/connect4/Connect4Bitboard.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace gtl {

/// A Connect Four position as people and painters see it: 7 columns of 6 rows, X moving first,
/// typed as the columns played from the empty board (Pascal Pons' notation: "4453" is X in 4,
/// O in 4, X in 5, O in 3). It keeps the column of the last disc, so that a drawing can mark
/// it. Columns and rows count from 0 here (row 0 at the bottom); people's columns are 1–7.
///
/// A Game's Position packs it in 64 bits: the bitboard's key (49 bits: the discs of the side
/// to move and each column's height) and above it the last column plus one (0 for none).
class Connect4Board {
public:
    static constexpr int kColumns = Connect4Bitboard::kColumns;
    static constexpr int kRows = Connect4Bitboard::kRows;
    enum class Disc : std::uint8_t { Empty, X, O };
    struct Square {
        int column;
        int row;
        bool operator==(const Square&) const = default;
    };

    /// Reads the columns played from the empty board. A failure names the move (counting from
    /// 1) and why: a character that is no column 1–7, a full column, a move after a win.
    static Result<Connect4Board> parse(std::string_view moves);
    static Connect4Board fromPosition(Position position);
    Position position() const;

    Connect4Board() = default;
    explicit Connect4Board(Connect4Bitboard bitboard, std::optional<int> lastMove = std::nullopt)
        : bitboard_(bitboard)
        , lastMove_(lastMove)
    {
    }

    const Connect4Bitboard& bitboard() const { return bitboard_; }
    Disc disc(int column, int row) const;
    Disc toMove() const { return bitboard_.discs() % 2 == 0 ? Disc::X : Disc::O; }
    int discs() const { return bitboard_.discs(); }
    /// How many discs @p column holds.
    int height(int column) const;
    bool canPlay(int column) const { return bitboard_.canPlay(column); }
    /// The board after the side to move drops a disc in @p column (which must have room).
    Connect4Board played(int column) const { return Connect4Board(bitboard_.playedColumn(column), column); }
    /// The column of the last disc played, if any.
    std::optional<int> lastMove() const { return lastMove_; }
    /// The side that has connected four, or Empty. Only the last disc can have made a four.
    Disc winner() const;
    /// The squares of a four in a line, when someone has one (the one through the last disc).
    std::optional<std::array<Square, 4>> winningFour() const;
    bool isFull() const { return bitboard_.discs() == Connect4Bitboard::kSquares; }
    bool isOver() const { return winner() != Disc::Empty || isFull(); }
    /// A sequence of columns (1–7) that parse() reads back as this board, last move included.
    std::string moves() const;

    bool operator==(const Connect4Board&) const = default;

private:
    std::uint64_t discsOf(Disc side) const { return (side == toMove()) ? bitboard_.current() : bitboard_.opponent(); }

    Connect4Bitboard bitboard_;
    std::optional<int> lastMove_;
};

} // namespace gtl
