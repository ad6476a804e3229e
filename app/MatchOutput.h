// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/match/Match.h"
#include "core/match/RoundRobin.h"
#include "core/match/SeatMatch.h"

#include <optional>
#include <string>
#include <vector>

namespace gtl::app {

/// How `match` reports what was played: as text, as JSON and as a file of the games, for a
/// match of two engines and for a round robin of more.
namespace MatchOutput {
/// The first engine's wins, draws and losses, score, Elo with its intervals, likelihood of
/// superiority, pairs and SPRT.
std::string text(
    const MatchSettings& settings, const MatchReport& report, const std::optional<SprtTest>& test, double seconds);
std::string json(const MatchSettings& settings, const MatchReport& report, double seconds);
/// The crosstable: each engine's score against each other, its score over all its games and the
/// Elo difference that score means against the others.
std::string roundRobinText(const RoundRobinSettings& settings, const RoundRobinReport& report, double seconds);
std::string roundRobinJson(const RoundRobinSettings& settings, const RoundRobinReport& report, double seconds);
/// A game of several players: each engine's wins and share of the points with its interval,
/// beside the even share.
std::string seatText(const SeatMatchSettings& settings, const SeatReport& report, double seconds);
std::string seatJson(const SeatMatchSettings& settings, const SeatReport& report, double seconds);
/// One game a line, tab-separated: the opening, its side to move, the moves, the winners'
/// letters and the engines by seat, the engine in the first seat first ("2 3 1").
std::string seatGamesFile(const SeatMatchSettings& settings, const SeatReport& report);
/// "34 of 200 games, engine 1 55.9%, about 42 s left"; the score only where given.
std::string progressLine(std::size_t done, std::size_t games, std::optional<double> firstScore, double seconds);
} // namespace MatchOutput

} // namespace gtl::app
