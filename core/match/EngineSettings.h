// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/GameKind.h"
#include "core/search/Algorithm.h"

namespace gtl {

/// How strong the engine plays: its search (algorithm, depth, enhancements, the order and
/// evaluation of the game) and how long it may think about a move.
struct EngineSettings {
    /// A depth limit of 0 searches to the end of the game.
    SearchOptions options{algorithmNamed("negamax-alphabeta"), false, {.depth = 4}};
    /// Milliseconds the engine may think about a move; 0 for no limit.
    int timeLimitMs = 0;

    /// The search the engine runs at a position of @p game: always to a horizon, so that it
    /// grows its own tree from the position (the end of the game when no depth is set), with
    /// the time limit, under which it deepens iteratively and answers with the last depth it
    /// completed. In a game of several players, the options as they are: with no depth, the
    /// whole tree.
    SearchOptions searchOptions(const GameKind& game) const;
    bool operator==(const EngineSettings&) const = default;
};

} // namespace gtl
