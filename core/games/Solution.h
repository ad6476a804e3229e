// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string_view>
#include <vector>

namespace gtl {

/// What perfect play says of a position: its score and each move's, from the side to move, in
/// Pascal Pons' convention: 0 a draw; a win scores one more than the most pieces a player can
/// place, minus those the winner has placed when it completes its line (Connect Four: 22 minus
/// the discs, so a win with the 4th disc is 18; tic-tac-toe: 6 minus the marks, so a win with
/// the 3rd mark is 3); a loss is the negative of the opponent's win.
struct Solution {
    int score = 0;
    /// Per move of the game's own order (Connect Four's columns 1–7, tic-tac-toe's squares
    /// 1–9), its score, or nothing where it cannot be played.
    std::vector<std::optional<int>> moves;
    /// What the moves are: "columns" or "squares".
    std::string_view movesName;
    /// One more than the most pieces a player can place: 22 or 6. A score s > 0 is a win with
    /// the side to move's (winBase − s)th piece.
    int winBase = 0;
    /// The pieces the side to move and its opponent have placed: with winBase, how many moves
    /// each side still makes before a won game ends.
    int moverPlaced = 0;
    int opponentPlaced = 0;
    /// The best move's place in moves (the first of the best, in the game's static order).
    std::optional<std::size_t> best;
    /// The positions the solver searched.
    std::uint64_t nodes = 0;
    /// Whether the solve was cancelled or spent its node limit (SolveControl); then only the
    /// moves solved so far and the positions searched hold.
    bool cancelled = false;
};

/// How a caller follows a long solve from another thread: a flag it may set to stop it, and a
/// function told how many of the moves are solved.
struct SolveControl {
    const std::atomic<bool>* cancel = nullptr;
    std::function<void(std::size_t solved, std::size_t moves)> progress;
    /// Where the solver writes the positions it has searched so far, every few thousand, for a
    /// progress line; or nothing.
    std::atomic<std::uint64_t>* searched = nullptr;
    /// Stop, as when cancelled, once this many positions are searched; 0 for no limit.
    std::uint64_t nodeLimit = 0;
};

} // namespace gtl
