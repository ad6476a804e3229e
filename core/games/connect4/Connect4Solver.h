#pragma once

#include "core/games/Solution.h"
#include "core/games/connect4/Connect4Board.h"
#include "core/games/connect4/Connect4Table.h"

#include <cstdint>
#include <memory>

namespace gtl {

/// Solves Connect Four positions exactly, as Pascal Pons' solver does: a negamax with
/// alpha-beta on bitboards, which never searches a move that loses at once (it plays the forced
/// block, and gives up when two threats are open), tries moves by how many threats they make
/// (centre first among equals), keeps a fixed-size transposition table of bounds, and finds the
/// score by null-window searches that halve the interval it lies in. Scores follow Pons'
/// convention (see Solution). One solver is used by one thread at a time; the table it keeps
/// (Connect4Table) serves every later solve.
class Connect4Solver {
public:
    Connect4Solver();

    /// The score of @p board, where no one has connected four yet. Throws Cancelled when the
    /// flag of @p control is set during the solve.
    int solve(const Connect4Bitboard& board, const SolveControl& control = {});
    /// The score of @p board and of each column; a board where someone has connected four scores
    /// the loss of the side to move, and has no moves.
    Solution analyze(const Connect4Board& board, const SolveControl& control = {});
    /// The positions searched since the solver was made.
    std::uint64_t nodes() const { return nodes_; }

    struct Cancelled { };

private:
    /// The score of @p board, known to lie within @p low to @p high.
    int solveWithin(const Connect4Bitboard& board, const SolveControl& control, int low, int high);
    int negamax(const Connect4Bitboard& board, int alpha, int beta);
    /// Held apart so that a solver moves without moving 42 MB.
    std::unique_ptr<Connect4Table> table_;
    std::uint64_t nodes_ = 0;
    const std::atomic<bool>* cancel_ = nullptr;
};

} // namespace gtl
