// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Connect Four written again plainly, with none of the library's bitboards, for the tests to
// hold the game, its search and its solver against.
#include <array>
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>

namespace gtl::test {

/// A board of 7 columns, each the string of its discs from the bottom ('X' or 'O'), with the
/// column of the last disc.
struct ReferenceConnect4 {
    std::array<std::string, 7> columns;
    int last = -1;

    /// The board after the columns (1–7) of @p moves, which must be legal.
    static ReferenceConnect4 fromMoves(std::string_view moves);
    int discs() const;
    char toMove() const { return discs() % 2 == 0 ? 'X' : 'O'; }
    /// The disc at @p column, @p row (0 at the bottom), or '.'.
    char at(int column, int row) const;
    bool canPlay(int column) const { return columns[std::size_t(column)].size() < 6; }
    ReferenceConnect4 played(int column) const;
    /// Whether the last disc played completed four in a line.
    bool lastMadeFour() const;
    /// The empty squares (column, row) that would complete a four of @p side's: each the one
    /// empty square of a window of four whose other three are @p side's.
    std::set<std::pair<int, int>> completions(char side) const;
    /// Whether dropping a disc in @p column wins at once, blocks the opponent's win at once, or
    /// makes a square complete a four of the mover's that did not before.
    bool isForcing(int column) const;
    /// Windows of four holding no disc of the opponent of the side to move, minus those
    /// holding none of its own; with @p weighted, each window counts 1, 2, 4 or 8 as it holds
    /// 0, 1, 2 or 3 of its side's discs.
    int evaluation(bool weighted = false) const;
    /// Plain negamax to @p depth on the library's scale: a finished game scores
    /// −(1000 + empty squares) for the side to move when the opponent connected four, 0 when full.
    int value(int depth) const;
    /// The exact score in Pascal Pons' convention, by plain negamax over every move to the end,
    /// cut off by alpha-beta (fail-hard, centre first) when @p alpha and @p beta are narrower
    /// than every score: then a score at or below @p alpha, or at or above @p beta, is only a
    /// bound.
    int solve(int alpha = -100, int beta = 100) const;
    /// The score of playing @p column, or nothing when it is full.
    std::optional<int> columnScore(int column, int alpha = -100, int beta = 100) const;
};

/// @p discs moves of random play from the empty board that never completes four (a move that
/// would is not chosen while another is left), as a move string; "" when the game got stuck.
std::string randomQuietMoves(std::uint64_t seed, int discs);

} // namespace gtl::test
