// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/play/PerfectPlay.h"

namespace gtl::ui {

PerfectPlay::PerfectPlay(QObject* parent)
    : QObject(parent)
{
}

std::vector<MoveVerdict> PerfectPlay::verdicts(
    const GameKind& game, Position position, const std::atomic<bool>& cancelled)
{
    const std::optional<Solution> solution = game.solve(position, {.cancel = &cancelled, .progress = {}});
    // A solve quicker than the solver's checks of the flag is dropped all the same.
    if (!solution || solution->cancelled || cancelled)
        return {};
    return verdictsOf(*solution);
}

void PerfectPlay::solve(const GameKind& game, Position position)
{
    position_ = position;
    runner_.submit([&game, position](JobToken& token) { return verdicts(game, position, token.cancelFlag()); },
        [this, position](std::vector<MoveVerdict> found) { emit solved(position, found); });
}

} // namespace gtl::ui
