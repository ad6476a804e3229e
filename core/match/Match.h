// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/match/MatchEngine.h"
#include "core/match/MatchStatistics.h"

#include <array>
#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace gtl {

/// A match between two engines: every opening played twice, once with the first engine to
/// move and once with the second, the games shared out among threads.
struct MatchSettings {
    const GameKind* game = nullptr;
    std::array<MatchEngine, 2> engines;
    /// One per pair of games.
    std::vector<Position> openings;
    unsigned threads = 1;
    /// Stops once the test accepts either hypothesis, after the games already running.
    std::optional<SprtTest> sprt;
};

/// One game of a match: its opening, who moved first there, the moves as the game names them,
/// and the result for the first engine, 1, 0.5 or 0.
struct MatchGame {
    std::size_t opening = 0;
    bool firstEngineMovedFirst = true;
    std::vector<std::string> moves;
    double result = 0.5;
    bool operator==(const MatchGame&) const = default;
};

/// What a match played: the pairs finished (by opening, in order of their openings where all
/// were played), the counts over them, and why it stopped early, if it did.
struct MatchReport {
    /// The pairs played, each with the game in which the first engine moved first, then the other.
    std::vector<std::array<MatchGame, 2>> pairs;
    MatchCounts counts;
    std::optional<SprtResult> sprt;
    /// Stopped by the caller (Ctrl-C) before every pair was played.
    bool cancelled = false;
    /// Games finished so far, pairs unfinished included: for a progress line.
    std::size_t gamesDone = 0;
};

namespace Match {
/// Plays the game from @p opening, the first engine at @p opening's side to move when
/// @p firstEngineMovesFirst, until it is over. A game an engine cannot move in (a cancelled
/// solve) counts as its loss.
MatchGame playGame(const GameKind& game, Position opening, const std::array<MatchEngine, 2>& engines,
    bool firstEngineMovesFirst, const std::atomic<bool>* cancel);
/// Which engine, 0 or 1, moves at @p position of a game played from @p opening.
std::size_t engineToMove(const GameKind& game, Position opening, bool firstEngineMovesFirst, Position position);
/// The positions @p played went through from @p opening, its opening, to its end: one more
/// than its moves.
std::vector<Position> positionsOf(const GameKind& game, Position opening, const MatchGame& played);
/// Plays the match on settings.threads threads. @p progress is called, on one thread at a
/// time, after each game with the report so far; @p cancel stops the match after the games
/// being played.
MatchReport run(const MatchSettings& settings, const std::function<void(const MatchReport&)>& progress,
    const std::atomic<bool>* cancel);
} // namespace Match

} // namespace gtl
