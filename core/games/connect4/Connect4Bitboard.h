// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <bit>
#include <cstdint>

namespace gtl {

/// The board's geometry as bits, for Connect4Bitboard: column c, row r is bit 7c + r.
namespace connect4 {
inline constexpr int kColumns = 7;
inline constexpr int kRows = 6;
constexpr std::uint64_t bottomOf(int column)
{
    return std::uint64_t(1) << (column * (kRows + 1));
}
constexpr std::uint64_t columnOf(int column)
{
    return ((std::uint64_t(1) << kRows) - 1) << (column * (kRows + 1));
}
constexpr std::uint64_t square(int column, int row)
{
    return bottomOf(column) << row;
}
inline constexpr std::uint64_t kBottom = [] {
    std::uint64_t bottom = 0;
    for (int column = 0; column < kColumns; ++column)
        bottom |= bottomOf(column);
    return bottom;
}();
inline constexpr std::uint64_t kBoard = kBottom * ((std::uint64_t(1) << kRows) - 1);
inline constexpr std::array<std::uint64_t, 69> kWindowMasks = [] {
    std::array<std::uint64_t, 69> windows{};
    std::size_t count = 0;
    constexpr int kDirections[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    for (const auto& direction : kDirections) {
        for (int column = 0; column < kColumns; ++column) {
            for (int row = 0; row < kRows; ++row) {
                const int lastColumn = column + 3 * direction[0];
                const int lastRow = row + 3 * direction[1];
                if (lastColumn >= kColumns || lastRow < 0 || lastRow >= kRows)
                    continue;
                std::uint64_t window = 0;
                for (int k = 0; k < 4; ++k)
                    window |= square(column + k * direction[0], row + k * direction[1]);
                windows[count++] = window;
            }
        }
    }
    return windows;
}();
} // namespace connect4

/// A Connect Four position as two 64-bit words, as in Pascal Pons' solver: every disc on the
/// board (mask) and the discs of the side to move (current). Column c, row r (0 at the bottom)
/// is bit 7c + r; the seventh bit of each column stays empty so that shifts never carry a line
/// from one column into the next. Everything the search and the solver ask of a position is a
/// few shifts and masks here, with no loop over squares.
class Connect4Bitboard {
public:
    static constexpr int kColumns = connect4::kColumns;
    static constexpr int kRows = connect4::kRows;
    static constexpr int kSquares = kColumns * kRows;
    /// The windows of four squares in a line on the board: 24 across, 21 up, 24 diagonal.
    static constexpr int kWindows = 69;
    static constexpr std::uint64_t kBottom = connect4::kBottom;
    static constexpr std::uint64_t kBoard = connect4::kBoard;
    /// The 69 windows of four, each as the squares it covers.
    static constexpr const std::array<std::uint64_t, kWindows>& kWindowMasks = connect4::kWindowMasks;

    static constexpr std::uint64_t bottomOf(int column) { return connect4::bottomOf(column); }
    static constexpr std::uint64_t topOf(int column) { return connect4::bottomOf(column) << (kRows - 1); }
    static constexpr std::uint64_t columnOf(int column) { return connect4::columnOf(column); }
    static constexpr std::uint64_t square(int column, int row) { return connect4::square(column, row); }

    constexpr Connect4Bitboard() = default;
    constexpr Connect4Bitboard(std::uint64_t mask, std::uint64_t current)
        : mask_(mask)
        , current_(current)
    {
    }

    constexpr std::uint64_t mask() const { return mask_; }
    constexpr std::uint64_t current() const { return current_; }
    constexpr std::uint64_t opponent() const { return current_ ^ mask_; }
    constexpr int discs() const { return std::popcount(mask_); }
    constexpr bool canPlay(int column) const { return (mask_ & topOf(column)) == 0; }
    /// The square a disc dropped in @p column lands on (the column must have room).
    constexpr std::uint64_t landing(int column) const { return (mask_ + bottomOf(column)) & columnOf(column); }
    /// The position after the side to move drops a disc on @p move, a square of possible().
    constexpr Connect4Bitboard played(std::uint64_t move) const { return {mask_ | move, current_ ^ mask_}; }
    constexpr Connect4Bitboard playedColumn(int column) const { return played(landing(column)); }
    /// The squares a disc can be dropped on now, one per column with room.
    constexpr std::uint64_t possible() const { return (mask_ + kBottom) & kBoard; }
    /// Unique per position and below 2^49: the discs of the side to move plus one bit above
    /// each column's top disc (which says how high the column is).
    constexpr std::uint64_t key() const { return current_ + mask_ + kBottom; }
    static constexpr Connect4Bitboard fromKey(std::uint64_t key)
    {
        std::uint64_t mask = 0;
        std::uint64_t current = 0;
        for (int column = 0; column < kColumns; ++column) {
            const std::uint64_t bits = (key >> (column * (kRows + 1))) & 0x7F;
            const int height = bits == 0 ? 0 : int(std::bit_width(bits)) - 1;
            const std::uint64_t filled = (std::uint64_t(1) << height) - 1;
            mask |= filled << (column * (kRows + 1));
            current |= (bits & filled) << (column * (kRows + 1));
        }
        return {mask, current};
    }

    /// Whether @p discs hold four in a line.
    static constexpr bool hasFour(std::uint64_t discs)
    {
        constexpr int kSteps[4] = {1, kRows, kRows + 1, kRows + 2}; // up, diagonal down, across, diagonal up
        for (int step : kSteps) {
            const std::uint64_t pairs = discs & (discs >> step);
            if (pairs & (pairs >> (2 * step)))
                return true;
        }
        return false;
    }
    /// The empty squares that would complete a four of @p discs.
    static constexpr std::uint64_t completions(std::uint64_t discs, std::uint64_t mask)
    {
        std::uint64_t r = (discs << 1) & (discs << 2) & (discs << 3);
        for (int step : {kRows + 1, kRows, kRows + 2}) {
            std::uint64_t p = (discs << step) & (discs << 2 * step);
            r |= p & (discs << 3 * step);
            r |= p & (discs >> step);
            p = (discs >> step) & (discs >> 2 * step);
            r |= p & (discs << step);
            r |= p & (discs >> 3 * step);
        }
        return r & (kBoard ^ mask);
    }
    /// The squares where the side to move, or its opponent, would connect four.
    constexpr std::uint64_t winningSquares() const { return completions(current_, mask_); }
    constexpr std::uint64_t opponentWinningSquares() const { return completions(opponent(), mask_); }
    constexpr bool canWinNext() const { return (winningSquares() & possible()) != 0; }
    /// Whether the side to move, or its opponent, still has a window of four free of the
    /// other's discs: one that has none can no longer win.
    constexpr bool canStillConnect() const { return hasFour(kBoard & ~opponent()); }
    constexpr bool opponentCanStillConnect() const { return hasFour(kBoard & ~current_); }
    /// The moves that do not lose at once: none when the opponent threatens two squares the
    /// side to move can reach, only the block when it threatens one, and never the square
    /// under an opponent's threat (Pons' possibleNonLosingMoves).
    constexpr std::uint64_t nonLosingMoves() const
    {
        std::uint64_t moves = possible();
        const std::uint64_t threats = opponentWinningSquares();
        const std::uint64_t forced = moves & threats;
        if (forced) {
            if (forced & (forced - 1))
                return 0;
            moves = forced;
        }
        return moves & ~(threats >> 1);
    }
    /// How many squares the side to move would threaten after @p move: the solver tries the
    /// moves that make most threats first. Counted bit by bit, since there are seldom more than
    /// a few, and std::popcount is a library call on processors the build does not assume the
    /// instruction of.
    constexpr int threatsAfter(std::uint64_t move) const
    {
        int count = 0;
        for (std::uint64_t threats = completions(current_ | move, mask_); threats != 0; threats &= threats - 1)
            ++count;
        return count;
    }

    constexpr bool operator==(const Connect4Bitboard&) const = default;

private:
    std::uint64_t mask_ = 0;
    std::uint64_t current_ = 0;
};

} // namespace gtl
