// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/match/SeatMatch.h"

#include "core/games/GameRecord.h"

#include <algorithm>
#include <mutex>
#include <thread>

namespace gtl {
namespace {

std::size_t seatOf(const GameKind& game, Position position)
{
    return game.names().sides.find(game.sideToMove(position));
}

} // namespace

std::size_t SeatReport::games() const
{
    std::size_t games = 0;
    for (const auto& round : rounds)
        games += round.size();
    return games;
}

double SeatReport::points(std::size_t engine) const
{
    double points = 0;
    for (const auto& round : rounds)
        for (const SeatGame& game : round)
            points += game.points[engine];
    return points;
}

std::uint32_t SeatReport::wins(std::size_t engine) const
{
    std::uint32_t wins = 0;
    for (const auto& round : rounds)
        for (const SeatGame& game : round)
            wins += game.points[engine] == *std::max_element(game.points.begin(), game.points.end()) ? 1 : 0;
    return wins;
}

ScoreInterval SeatReport::share(std::size_t engine) const
{
    std::vector<double> shares;
    for (const auto& round : rounds) {
        double mine = 0;
        double all = 0;
        for (const SeatGame& game : round) {
            mine += game.points[engine];
            for (const double points : game.points)
                all += points;
        }
        shares.push_back(all > 0 ? mine / all : 0);
    }
    return MatchStatistics::meanInterval(shares);
}

std::size_t SeatMatch::engineInSeat(std::size_t seat, std::size_t rotation, std::size_t engines)
{
    return (seat + engines - rotation % engines) % engines;
}

std::optional<SeatGame> SeatMatch::playGame(const GameKind& game, Position opening,
    const std::vector<MatchEngine>& engines, std::size_t rotation, const std::atomic<bool>* cancel)
{
    SeatGame played;
    played.rotation = rotation;
    GameRecord record(game, opening);
    while (!record.isOver()) {
        const MatchEngine& engine = engines[engineInSeat(seatOf(game, record.position()), rotation, engines.size())];
        const std::optional<Move> move = engine.choose(game, record.position(), cancel);
        if (!move)
            return std::nullopt;
        record.play(*move);
    }
    played.moves = record.moves();
    const Position position = record.position();
    const std::vector<Value> bySeat = game.points(position);
    played.points.assign(engines.size(), 0);
    for (std::size_t seat = 0; seat < bySeat.size(); ++seat)
        played.points[engineInSeat(seat, rotation, engines.size())] = double(bySeat[seat]);
    played.winners = game.leaders(position);
    return played;
}

SeatReport SeatMatch::run(const SeatMatchSettings& settings, const std::function<void(const SeatReport&)>& progress,
    const std::atomic<bool>* cancel)
{
    const std::size_t players = settings.engines.size();
    std::mutex mutex;
    std::atomic<std::size_t> next{0};
    SeatReport report;
    const auto stopping = [cancel] { return cancel && *cancel; };
    const auto work = [&] {
        while (!stopping()) {
            const std::size_t index = next++;
            if (index >= settings.openings.size())
                return;
            std::vector<SeatGame> round;
            for (std::size_t rotation = 0; rotation < players; ++rotation) {
                auto played = playGame(*settings.game, settings.openings[index], settings.engines, rotation, cancel);
                // A round cut short by a cancel is left out: only whole rounds count.
                if (!played || (rotation + 1 < players && stopping()))
                    return;
                played->opening = index;
                round.push_back(std::move(*played));
                const std::lock_guard lock(mutex);
                ++report.gamesDone;
                if (rotation + 1 == players)
                    report.rounds.push_back(round);
                if (progress)
                    progress(report);
            }
        }
    };
    {
        std::vector<std::jthread> threads;
        for (unsigned i = 1; i < std::max(1u, settings.threads); ++i)
            threads.emplace_back(work);
        work();
    } // joins
    std::ranges::sort(report.rounds, {}, [](const std::vector<SeatGame>& round) { return round.front().opening; });
    report.cancelled = stopping() && report.rounds.size() < settings.openings.size();
    return report;
}

} // namespace gtl
