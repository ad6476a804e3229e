// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/play/PerfectPlay.h"

#include "ui/games/connect4/Connect4Verdicts.h"
#include "ui/games/tictactoe/TicTacToeVerdicts.h"

#include <string_view>
#include <utility>

namespace gtl::ui {
namespace {

using Solver = std::vector<MoveVerdict> (*)(Position, const std::atomic<bool>&);

/// The exact solver of the game called @p game, or nullptr. One line per game.
Solver solverOf(std::string_view game)
{
    static const std::pair<std::string_view, Solver> solvers[] = {
        {"tic-tac-toe", &ticTacToeVerdicts},
        {"Connect Four", &connect4Verdicts},
    };
    for (const auto& [name, solver] : solvers) {
        if (name == game)
            return solver;
    }
    return nullptr;
}

} // namespace

PerfectPlay::PerfectPlay(QObject* parent)
    : QObject(parent)
{
}

PerfectPlay::~PerfectPlay()
{
    for (auto& [worker, work] : workers_) {
        work->cancelled = true;
        if (worker)
            worker->wait();
    }
}

bool PerfectPlay::solves(const GameKind& game)
{
    return solverOf(game.names().name) != nullptr;
}

std::vector<MoveVerdict> PerfectPlay::verdicts(
    const GameKind& game, Position position, const std::atomic<bool>& cancelled)
{
    const Solver solver = solverOf(game.names().name);
    return solver ? solver(position, cancelled) : std::vector<MoveVerdict>();
}

void PerfectPlay::solve(const GameKind& game, Position position)
{
    cancel();
    auto work = std::make_shared<Work>();
    current_ = work;
    solving_ = true;
    position_ = position;
    QThread* worker
        = QThread::create([&game, position, work] { work->verdicts = verdicts(game, position, work->cancelled); });
    connect(worker, &QThread::finished, this, [this, position, work] {
        if (work != current_ || work->cancelled)
            return;
        solving_ = false;
        emit solved(position, work->verdicts);
    });
    connect(worker, &QThread::finished, worker, &QObject::deleteLater);
    std::erase_if(workers_, [](const auto& entry) { return entry.first.isNull(); });
    workers_.emplace_back(worker, work);
    worker->start();
}

void PerfectPlay::cancel()
{
    if (current_)
        current_->cancelled = true;
    current_.reset();
    solving_ = false;
}

} // namespace gtl::ui
