// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/match/MatchEngine.h"

#include <vector>

namespace gtl {

/// What a contest of more than two engines (a round robin, or a game of several players with an
/// engine a seat) is set up with: the game, the engines in order, the openings, and the threads
/// to play on.
struct EnginesSetup {
    const GameKind* game = nullptr;
    std::vector<MatchEngine> engines;
    /// One per pair of games of each match, or per round of a seat match.
    std::vector<Position> openings;
    unsigned threads = 1;
};

} // namespace gtl
