// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/GameKind.h"
#include "core/search/Algorithm.h"

#include <atomic>
#include <optional>
#include <string>

namespace gtl {

/// One side of a match: a search, as `trace` runs it, or the game's exact solver (perfect
/// play). Its name is how the match reports it: the options it was given.
struct MatchEngine {
    std::string name;
    /// The search; none for perfect play, the solver's best move (the first best on a tie).
    std::optional<SearchOptions> search;

    /// The move the engine plays at @p position of @p game, or nothing when it has none (a
    /// solve @p cancel stopped, a search that found no move). A search runs to its end.
    std::optional<Move> choose(const GameKind& game, Position position, const std::atomic<bool>* cancel) const;
};

} // namespace gtl
