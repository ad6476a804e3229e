// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/Solution.h"
#include "core/games/SolveBudget.h"
#include "core/games/connect4/Connect4Board.h"
#include "core/games/connect4/Connect4EndTable.h"
#include "core/games/connect4/Connect4Table.h"

#include <cstdint>
#include <memory>
#include <optional>

namespace gtl {

/// Solves Connect Four positions exactly, on the lines of Pascal Pons' solver: a negamax with
/// alpha-beta on bitboards, which never searches a move that loses at once (it plays the forced
/// block, and gives up when two threats are open), tries the best move filed for a position
/// first and the others by how many threats they make (centre first among equals), bounds the
/// score of a player with no window of four left by a draw, keeps fixed-size transposition
/// tables of bounds (Connect4Table, and Connect4EndTable near the end), and finds the score by
/// null-window searches that start at a guess. Beyond Pons', the bucketed table, the children's
/// cut-offs, the end table and the guesses together search about a quarter fewer positions and
/// take about a fifth less time on positions 8–12 moves in. Scores follow Pons' convention
/// (see Solution). One solver is used by one thread at a time; its tables serve every later
/// solve.
class Connect4Solver {
public:
    Connect4Solver();

    /// The score of @p board, where no one has connected four yet; the search is quickest when
    /// @p guess is near it. Throws Cancelled when the flag of @p control is set during the
    /// solve, or its node limit is spent.
    int solve(const Connect4Bitboard& board, const SolveControl& control = {}, int guess = 0);
    /// The score of @p board and of each column; a board where someone has connected four scores
    /// the loss of the side to move, and has no moves.
    Solution analyze(const Connect4Board& board, const SolveControl& control = {});
    /// The positions searched since the solver was made.
    std::uint64_t nodes() const { return nodes_; }

    using Cancelled = SolveBudget::Exhausted;

private:
    /// solve() within the budget already started.
    int solveWithin(const Connect4Bitboard& board, int guess);
    /// Negamax over @p board, which holds @p discs discs (passed down rather than counted: a
    /// count is a library call on processors the build does not assume the instruction of).
    int negamax(const Connect4Bitboard& board, int discs, int alpha, int beta);
    /// The entry of @p key, a position with @p discs discs, in the table that files it.
    Connect4Table::Found lookUp(std::uint64_t key, int discs) const;
    /// Files a bound found after searching @p searched positions.
    void file(std::uint64_t key, int discs, int value, int column, std::uint64_t searched);
    void prefetchChildren(const Connect4Bitboard& board, int discs, std::uint64_t moves) const;
    /// A score of at least @p beta that a child's filed upper bound proves for one of @p moves.
    std::optional<int> childCutOff(const Connect4Bitboard& board, std::uint64_t moves, int beta) const;
    /// Held apart so that a solver moves without moving 45 MB.
    std::unique_ptr<Connect4Table> table_;
    std::unique_ptr<Connect4EndTable> endTable_;
    std::uint64_t nodes_ = 0;
    SolveBudget budget_;
};

} // namespace gtl
