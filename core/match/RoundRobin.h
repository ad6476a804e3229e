// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/match/EnginesSetup.h"
#include "core/match/Match.h"

#include <atomic>
#include <functional>
#include <optional>
#include <vector>

namespace gtl {

/// A round robin: every two of three or more engines play a match of the same openings, each
/// opening twice with the seats swapped, one match after another.
using RoundRobinSettings = EnginesSetup;

/// One match of a round robin: engines first and second (by their places in the settings),
/// the report from first's side.
struct Pairing {
    std::size_t first = 0;
    std::size_t second = 0;
    MatchReport report;
};

/// What a round robin played: its matches in the order they were played (1–2, 1–3, …, 2–3, …),
/// the last perhaps unfinished.
struct RoundRobinReport {
    std::vector<Pairing> pairings;
    /// Stopped by the caller before every match was played.
    bool cancelled = false;
    /// Games finished so far, over all matches: for a progress line.
    std::size_t gamesDone = 0;

    /// Engine @p row's score against engine @p column (0 to 1), or nothing when they have not
    /// played or are the same.
    std::optional<double> score(std::size_t row, std::size_t column) const;
    /// Engine @p engine's points over all its games, a draw half a point.
    double points(std::size_t engine) const;
    /// The games engine @p engine played.
    std::uint32_t games(std::size_t engine) const;
    /// Engine @p engine's score over all its games (0 to 1), or nothing before its first.
    std::optional<double> overallScore(std::size_t engine) const;
    /// The games finished, over every match.
    std::uint32_t gamesFinished() const;
};

namespace RoundRobin {
/// The matches a round robin of @p engines engines plays: every two, the lower first.
std::vector<std::pair<std::size_t, std::size_t>> pairings(std::size_t engines);
/// Plays the round robin, each match on settings.threads threads. @p progress is called, on
/// one thread at a time, after each game with the report so far; @p cancel stops it after the
/// games being played.
RoundRobinReport run(const RoundRobinSettings& settings, const std::function<void(const RoundRobinReport&)>& progress,
    const std::atomic<bool>* cancel);
} // namespace RoundRobin

} // namespace gtl
