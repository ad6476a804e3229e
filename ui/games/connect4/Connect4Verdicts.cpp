// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/games/connect4/Connect4Verdicts.h"

#include "core/games/connect4/Connect4Solver.h"

namespace gtl::ui {
namespace {

/// One more than the discs a side can place: the scale's zero point.
constexpr int kScale = 22;

} // namespace

MoveVerdict connect4Verdict(int column, int score, int discs)
{
    MoveVerdict verdict{.number = column};
    const int ownPlaced = discs / 2; // the side to move has placed as many as its opponent, or one fewer
    const int opponentPlaced = discs - ownPlaced;
    if (score > 0) {
        verdict.outcome = MoveVerdict::Outcome::Win;
        verdict.ownMoves = (kScale - score) - ownPlaced;
    } else if (score < 0) {
        // The opponent wins with its (22 + score)-th disc; each of its moves follows one of ours.
        verdict.outcome = MoveVerdict::Outcome::Loss;
        verdict.ownMoves = (kScale + score) - opponentPlaced;
    }
    return verdict;
}

std::vector<MoveVerdict> connect4Verdicts(Position position, const std::atomic<bool>& cancelled)
{
    const Connect4Board board = Connect4Board::fromPosition(position);
    std::vector<MoveVerdict> verdicts;
    try {
        Connect4Solver solver;
        const Solution solution = solver.analyze(board, {.cancel = &cancelled, .progress = {}});
        if (solution.cancelled)
            return {};
        for (std::size_t column = 0; column < solution.moves.size(); ++column) {
            if (solution.moves[column])
                verdicts.push_back(connect4Verdict(int(column) + 1, *solution.moves[column], board.discs()));
        }
    } catch (const Connect4Solver::Cancelled&) {
        return {};
    }
    return verdicts;
}

} // namespace gtl::ui
