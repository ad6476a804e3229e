// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/Result.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace gtl {

/// A tic-tac-toe position: nine squares numbered 1–9 row by row, written as nine characters
/// of X, O and '.' (e.g. "XXOOOX..."), plus the side to move.
class TicTacToeBoard {
public:
    enum class Mark : std::uint8_t { Empty, X, O };

    /// Reads and checks a position. @p toMove ('X' or 'O') overrides the inferred side to
    /// move. A failure says in a sentence what is wrong.
    static Result<TicTacToeBoard> parse(std::string_view text, std::optional<char> toMove);

    TicTacToeBoard() = default;
    /// @p square counts from 0.
    Mark at(int square) const { return (x_ >> square) & 1u ? Mark::X : ((o_ >> square) & 1u ? Mark::O : Mark::Empty); }
    Mark toMove() const { return toMove_; }
    /// The position after the side to move marks @p square (0-based, must be empty).
    TicTacToeBoard played(int square) const
    {
        TicTacToeBoard next = *this;
        (toMove_ == Mark::X ? next.x_ : next.o_) |= std::uint16_t(1u << square);
        next.toMove_ = toMove_ == Mark::X ? Mark::O : Mark::X;
        return next;
    }
    /// X or O if that side has three in a row, Empty otherwise.
    Mark winner() const { return hasLine(x_) ? Mark::X : (hasLine(o_) ? Mark::O : Mark::Empty); }
    bool isFull() const { return (x_ | o_) == 0x1FFu; }
    bool isOver() const { return winner() != Mark::Empty || isFull(); }

    /// Two bits per square, used as the game tree's per-node payload.
    std::uint32_t packed() const
    {
        return std::uint32_t(x_) | std::uint32_t(o_) << 9 | (toMove_ == Mark::O ? 1u << 18 : 0u);
    }
    static TicTacToeBoard unpacked(std::uint32_t bits)
    {
        TicTacToeBoard board;
        board.x_ = std::uint16_t(bits & 0x1FFu);
        board.o_ = std::uint16_t((bits >> 9) & 0x1FFu);
        board.toMove_ = (bits >> 18) & 1u ? Mark::O : Mark::X;
        return board;
    }
    std::string toString() const;

private:
    /// Whether @p marks hold one of the eight lines, looked up: tree building and the search
    /// ask it of millions of positions.
    static bool hasLine(std::uint16_t marks) { return kHasLine[marks & 0x1FFu]; }
    static constexpr std::array<bool, 512> kHasLine = [] {
        constexpr std::uint16_t kLines[8] = {0007, 0070, 0700, 0111, 0222, 0444, 0421, 0124};
        std::array<bool, 512> table{};
        for (std::uint16_t marks = 0; marks < 512; ++marks) {
            for (std::uint16_t line : kLines)
                table[marks] = table[marks] || (marks & line) == line;
        }
        return table;
    }();

    // One bit per square for each side: tree building tests millions of positions.
    std::uint16_t x_ = 0;
    std::uint16_t o_ = 0;
    Mark toMove_ = Mark::X;
};

} // namespace gtl
