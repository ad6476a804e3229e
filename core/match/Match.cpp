// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/match/Match.h"

#include "core/games/GameRecord.h"
#include "core/games/MoveNamed.h"
#include "core/games/Winners.h"

#include <algorithm>
#include <mutex>
#include <thread>

namespace gtl {
namespace {

/// The pairs of a match being played, shared by its threads.
class SharedMatch {
public:
    SharedMatch(const MatchSettings& settings, const std::function<void(const MatchReport&)>& progress,
        const std::atomic<bool>* cancel)
        : settings_(settings)
        , progress_(progress)
        , cancel_(cancel)
    {
    }

    /// Plays pairs until none is left or the match stops.
    void work()
    {
        while (!stopping()) {
            const std::size_t index = next_++;
            if (index >= settings_.openings.size())
                return;
            std::array<MatchGame, 2> pair;
            for (int game = 0; game < 2; ++game) {
                // A pair half played when the match stops is left out: only whole pairs count.
                if (game == 1 && stopping())
                    return;
                pair[game] = Match::playGame(
                    *settings_.game, settings_.openings[index], settings_.engines, game == 0, cancel_);
                pair[game].opening = index;
                finish(pair, game == 1);
            }
        }
    }

    MatchReport report()
    {
        std::ranges::sort(report_.pairs, {}, [](const std::array<MatchGame, 2>& pair) { return pair[0].opening; });
        report_.cancelled = cancel_ && *cancel_ && report_.pairs.size() < settings_.openings.size();
        return std::move(report_);
    }

private:
    bool stopping() const { return decided_ || (cancel_ && *cancel_); }

    void finish(const std::array<MatchGame, 2>& pair, bool whole)
    {
        const std::lock_guard lock(mutex_);
        ++report_.gamesDone;
        if (whole) {
            report_.pairs.push_back(pair);
            report_.counts.addPair(pair[0].result, pair[1].result);
            if (settings_.sprt) {
                report_.sprt = MatchStatistics::sprt(report_.counts, *settings_.sprt);
                decided_ = report_.sprt->verdict != SprtResult::Verdict::Continue;
            }
        }
        if (progress_)
            progress_(report_);
    }

    const MatchSettings& settings_;
    const std::function<void(const MatchReport&)>& progress_;
    const std::atomic<bool>* cancel_;
    std::atomic<std::size_t> next_{0};
    std::atomic<bool> decided_{false};
    std::mutex mutex_;
    MatchReport report_;
};

} // namespace

MatchGame Match::playGame(const GameKind& game, Position opening, const std::array<MatchEngine, 2>& engines,
    bool firstEngineMovesFirst, const std::atomic<bool>* cancel)
{
    const auto firstEngineToMove
        = [&](Position position) { return engineToMove(game, opening, firstEngineMovesFirst, position) == 0; };
    MatchGame result;
    result.firstEngineMovedFirst = firstEngineMovesFirst;
    GameRecord record(game, opening);
    while (!record.isOver()) {
        const bool first = firstEngineToMove(record.position());
        const std::optional<Move> move = engines[first ? 0 : 1].choose(game, record.position(), cancel);
        if (!move) {
            result.moves = record.moves();
            result.result = first ? 0 : 1;
            return result;
        }
        record.play(*move);
    }
    result.moves = record.moves();
    // The first engine won where the winner is whoever it is at the end: to move or not.
    const Position position = record.position();
    const std::string winners = winnersOf(game, position);
    const bool winnerToMove = !winners.empty() && winners.front() == game.sideToMove(position);
    result.result = winners.empty() ? 0.5 : winnerToMove == firstEngineToMove(position) ? 1 : 0;
    return result;
}

std::size_t Match::engineToMove(const GameKind& game, Position opening, bool firstEngineMovesFirst, Position position)
{
    const bool openingSide = game.sideToMove(position) == game.sideToMove(opening);
    return openingSide == firstEngineMovesFirst ? 0 : 1;
}

std::vector<Position> Match::positionsOf(const GameKind& game, Position opening, const MatchGame& played)
{
    const auto rules = game.game(opening);
    std::vector<Position> positions{opening};
    for (const std::string& name : played.moves) {
        const std::optional<Move> move = moveNamed(*rules, positions.back(), name);
        if (!move)
            break; // not a game this match played
        positions.push_back(rules->play(positions.back(), *move));
    }
    return positions;
}

MatchReport Match::run(const MatchSettings& settings, const std::function<void(const MatchReport&)>& progress,
    const std::atomic<bool>* cancel)
{
    SharedMatch match(settings, progress, cancel);
    std::vector<std::jthread> threads;
    for (unsigned i = 1; i < std::max(1u, settings.threads); ++i)
        threads.emplace_back([&match] { match.work(); });
    match.work();
    threads.clear(); // joins
    return match.report();
}

} // namespace gtl
