// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/match/EngineSettings.h"

namespace gtl {

SearchOptions EngineSettings::searchOptions(const GameKind& game) const
{
    SearchOptions searched = options;
    // A game of several players is small: its engines search its whole tree, as max^n must.
    if (game.players() > 2)
        return searched;
    if (searched.enhancements.depth == 0)
        searched.enhancements.depth = game.longestGame();
    if (timeLimitMs > 0) {
        searched.enhancements.iterative = true;
        searched.enhancements.timeLimit = std::uint32_t(timeLimitMs);
    }
    return searched;
}

} // namespace gtl
