// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/play/PerfectPlay.h"

#include "core/games/connect4/Connect4Kind.h"
#include "core/games/tictactoe/TicTacToeKind.h"
#include "ui/games/connect4/Connect4Verdicts.h"
#include "ui/games/tictactoe/TicTacToeVerdicts.h"

#include <utility>

namespace gtl::ui {
namespace {

using Solver = std::vector<MoveVerdict> (*)(Position, const std::atomic<bool>&);

/// The exact solver of @p game, or nullptr. One line per game.
Solver solverOf(const GameKind& game)
{
    static const std::pair<const GameKind*, Solver> solvers[] = {
        {&ticTacToeKind(), &ticTacToeVerdicts},
        {&connect4Kind(), &connect4Verdicts},
    };
    for (const auto& [kind, solver] : solvers) {
        if (kind == &game)
            return solver;
    }
    return nullptr;
}

} // namespace

PerfectPlay::PerfectPlay(QObject* parent)
    : QObject(parent)
{
}

bool PerfectPlay::solves(const GameKind& game)
{
    return solverOf(game) != nullptr;
}

std::vector<MoveVerdict> PerfectPlay::verdicts(
    const GameKind& game, Position position, const std::atomic<bool>& cancelled)
{
    const Solver solver = solverOf(game);
    return solver ? solver(position, cancelled) : std::vector<MoveVerdict>();
}

void PerfectPlay::solve(const GameKind& game, Position position)
{
    position_ = position;
    runner_.submit([&game, position](JobToken& token) { return verdicts(game, position, token.cancelFlag()); },
        [this, position](std::vector<MoveVerdict> found) { emit solved(position, found); });
}

} // namespace gtl::ui
