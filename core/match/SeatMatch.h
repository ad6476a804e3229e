// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/match/EnginesSetup.h"
#include "core/match/MatchEngine.h"
#include "core/match/MatchStatistics.h"

#include <atomic>
#include <functional>
#include <string>
#include <vector>

namespace gtl {

/// A match of a game of several players, one engine a seat: each opening is played once for
/// each rotation of the engines through the seats, so that every engine sits in every seat of
/// every opening. In rotation r, engine k sits in seat (k + r) mod the players. One engine a
/// seat, as many as the game has players.
using SeatMatchSettings = EnginesSetup;

/// One game of a seat match: its opening and rotation, the moves as the game names them, and
/// the points each engine took (by engine, not by seat), the winners' letters.
struct SeatGame {
    std::size_t opening = 0;
    std::size_t rotation = 0;
    std::vector<std::string> moves;
    std::vector<double> points;
    std::string winners;
    bool operator==(const SeatGame&) const = default;
};

/// What a seat match played: each opening's round of rotations, whole rounds only, in the order
/// of their openings once all were played.
struct SeatReport {
    std::vector<std::vector<SeatGame>> rounds;
    /// Stopped by the caller before every round was played.
    bool cancelled = false;
    /// Games finished so far, unfinished rounds included: for a progress line.
    std::size_t gamesDone = 0;

    std::size_t games() const;
    double points(std::size_t engine) const;
    std::uint32_t wins(std::size_t engine) const;
    /// Engine @p engine's share of the points, with its 95% interval from the spread of the
    /// rounds' shares (the rounds are independent, the games of one round not).
    ScoreInterval share(std::size_t engine) const;
};

namespace SeatMatch {
/// The engine in seat @p seat in rotation @p rotation of a match of @p engines engines.
std::size_t engineInSeat(std::size_t seat, std::size_t rotation, std::size_t engines);
/// Plays rotation @p rotation from @p opening to the end; nothing when an engine could not
/// move (@p cancel stopped it).
std::optional<SeatGame> playGame(const GameKind& game, Position opening, const std::vector<MatchEngine>& engines,
    std::size_t rotation, const std::atomic<bool>* cancel);
/// Plays the match on settings.threads threads. @p progress is called, on one thread at a
/// time, after each game with the report so far; @p cancel stops it after the games being
/// played.
SeatReport run(const SeatMatchSettings& settings, const std::function<void(const SeatReport&)>& progress,
    const std::atomic<bool>* cancel);
} // namespace SeatMatch

} // namespace gtl
