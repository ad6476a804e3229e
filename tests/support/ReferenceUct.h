// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// UCT written again plainly: nodes that own their children, recursion instead of paths, the
// same random numbers (one SplitMix64 draw per playout move) and the same UCB1 arithmetic, so
// that a run of the library with the same seed must visit every node as often.
#include "core/games/Game.h"
#include "core/search/mcts/MctsSettings.h"
#include "core/search/mcts/PlayoutScore.h"

#include <cstdint>
#include <map>
#include <string>

namespace gtl::test {

/// The visits of every node after @p settings.iterations iterations of UCT on @p game, each
/// node named by its moves from the start joined by '/' ("root" for the start).
std::map<std::string, std::uint32_t> referenceUctVisits(
    const Game& game, const PlayoutScore& score, const MctsSettings& settings);

} // namespace gtl::test
