// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/games/tictactoe/TicTacToeSolver.h"

#include "core/games/SolveBudget.h"

#include <algorithm>
#include <optional>
#include <unordered_map>

namespace gtl {
namespace {

using Mark = TicTacToeBoard::Mark;

int marksOf(const TicTacToeBoard& board, Mark side)
{
    int marks = 0;
    for (int square = 0; square < 9; ++square)
        marks += board.at(square) == side ? 1 : 0;
    return marks;
}

/// Scores positions once each: the same position comes by many move orders.
class Solver {
public:
    explicit Solver(const SolveControl& control) { budget_.start(control, 0); }
    std::optional<int> squareScore(const TicTacToeBoard& board, int square)
    {
        if (board.at(square) != Mark::Empty)
            return std::nullopt;
        const TicTacToeBoard next = board.played(square);
        if (next.winner() != Mark::Empty)
            return 6 - marksOf(next, board.toMove());
        return -score(next);
    }
    int score(const TicTacToeBoard& board)
    {
        budget_.count(++nodes_);
        if (board.isFull())
            return 0;
        const auto known = scores_.find(board.packed());
        if (known != scores_.end())
            return known->second;
        int best = -6;
        for (int square = 0; square < 9; ++square)
            best = std::max(best, squareScore(board, square).value_or(-6));
        scores_.emplace(board.packed(), best);
        return best;
    }
    std::uint64_t nodes() const { return nodes_; }

private:
    std::unordered_map<std::uint32_t, int> scores_;
    std::uint64_t nodes_ = 0;
    SolveBudget budget_;
};

} // namespace

Solution solveTicTacToe(const TicTacToeBoard& board, const SolveControl& control)
{
    Solution solution;
    solution.movesName = "squares";
    solution.winBase = 6;
    solution.moves.resize(9);
    solution.moverPlaced = marksOf(board, board.toMove());
    solution.opponentPlaced = marksOf(board, board.toMove() == Mark::X ? Mark::O : Mark::X);
    if (const Mark winner = board.winner(); winner != Mark::Empty) {
        solution.score = -(6 - marksOf(board, winner));
        return solution;
    }
    Solver solver(control);
    static constexpr int kCentreFirst[9] = {4, 0, 2, 6, 8, 1, 3, 5, 7};
    const std::size_t playable = std::size_t(std::count_if(
        std::begin(kCentreFirst), std::end(kCentreFirst), [&](int square) { return board.at(square) == Mark::Empty; }));
    std::size_t solved = 0;
    try {
        for (int square : kCentreFirst) {
            solution.moves[std::size_t(square)] = solver.squareScore(board, square);
            const auto& score = solution.moves[std::size_t(square)];
            if (score && (!solution.best || *score > *solution.moves[*solution.best]))
                solution.best = std::size_t(square);
            if (score && control.progress)
                control.progress(++solved, playable);
        }
    } catch (const SolveBudget::Exhausted&) {
        solution.cancelled = true;
    }
    solution.score = solution.best ? *solution.moves[*solution.best] : 0;
    solution.nodes = solver.nodes() + 1;
    return solution;
}

} // namespace gtl
