// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/match/RoundRobin.h"

namespace gtl {

std::optional<double> RoundRobinReport::score(std::size_t row, std::size_t column) const
{
    for (const Pairing& pairing : pairings) {
        if (pairing.report.counts.games() == 0)
            continue;
        if (pairing.first == row && pairing.second == column)
            return pairing.report.counts.score();
        if (pairing.first == column && pairing.second == row)
            return 1 - pairing.report.counts.score();
    }
    return std::nullopt;
}

double RoundRobinReport::points(std::size_t engine) const
{
    double points = 0;
    for (const Pairing& pairing : pairings) {
        const MatchCounts& counts = pairing.report.counts;
        const double firstPoints = counts.wins + counts.draws / 2.0;
        if (pairing.first == engine)
            points += firstPoints;
        else if (pairing.second == engine)
            points += counts.games() - firstPoints;
    }
    return points;
}

std::uint32_t RoundRobinReport::games(std::size_t engine) const
{
    std::uint32_t games = 0;
    for (const Pairing& pairing : pairings)
        if (pairing.first == engine || pairing.second == engine)
            games += pairing.report.counts.games();
    return games;
}

std::optional<double> RoundRobinReport::overallScore(std::size_t engine) const
{
    const std::uint32_t played = games(engine);
    return played == 0 ? std::nullopt : std::optional<double>(points(engine) / played);
}

std::uint32_t RoundRobinReport::gamesFinished() const
{
    std::uint32_t games = 0;
    for (const Pairing& pairing : pairings)
        games += pairing.report.counts.games();
    return games;
}

std::vector<std::pair<std::size_t, std::size_t>> RoundRobin::pairings(std::size_t engines)
{
    std::vector<std::pair<std::size_t, std::size_t>> all;
    for (std::size_t first = 0; first < engines; ++first)
        for (std::size_t second = first + 1; second < engines; ++second)
            all.emplace_back(first, second);
    return all;
}

RoundRobinReport RoundRobin::run(const RoundRobinSettings& settings,
    const std::function<void(const RoundRobinReport&)>& progress, const std::atomic<bool>* cancel)
{
    RoundRobinReport report;
    for (const auto& [first, second] : pairings(settings.engines.size())) {
        if (cancel && *cancel) {
            report.cancelled = true;
            break;
        }
        MatchSettings match;
        match.game = settings.game;
        match.engines = {settings.engines[first], settings.engines[second]};
        match.openings = settings.openings;
        match.threads = settings.threads;
        const std::size_t before = report.gamesDone;
        report.pairings.push_back({first, second, {}});
        report.pairings.back().report = Match::run(
            match,
            [&](const MatchReport& sofar) {
                // Called on one thread at a time: the report is the round robin's so far.
                report.pairings.back().report = sofar;
                report.gamesDone = before + sofar.gamesDone;
                if (progress)
                    progress(report);
            },
            cancel);
        report.gamesDone = before + report.pairings.back().report.gamesDone;
        report.cancelled = report.pairings.back().report.cancelled;
    }
    return report;
}

} // namespace gtl
