// SPDX-License-Identifier: GPL-3.0-or-later
// Figures for engine matches, printed as JSON lines: 200 games of two depth-4 Connect Four
// engines from the same random openings, on one thread and on two, in games per second, and
// the speed-up of the second thread over the first in the same run.
#include "core/games/connect4/Connect4Kind.h"
#include "core/match/Match.h"
#include "core/match/Openings.h"

#include <chrono>
#include <cstdio>

using namespace gtl;

namespace {

using Clock = std::chrono::steady_clock;

/// The fastest of three runs of a 200-game match on @p threads, in seconds.
double matchSeconds(unsigned threads)
{
    const GameKind& game = connect4Kind();
    MatchSettings settings;
    settings.game = &game;
    const SearchOptions depth4{algorithmNamed("negamax-alphabeta"), false, {.depth = 4}};
    SearchOptions weighted = depth4;
    weighted.enhancements.evaluation = 1; // the weighted windows
    settings.engines = {MatchEngine{"depth 4", depth4}, MatchEngine{"depth 4, weighted windows", weighted}};
    settings.openings = *Openings::random(game, game.newGame(), 4, 1, 100);
    settings.threads = threads;
    double best = 1e300;
    for (int run = 0; run < 3; ++run) {
        const auto start = Clock::now();
        const MatchReport report = Match::run(settings, nullptr, nullptr);
        best = std::min(best, std::chrono::duration<double>(Clock::now() - start).count());
        if (report.counts.games() != 200)
            std::fprintf(stderr, "bench_match: %u games played\n", report.counts.games());
    }
    return best;
}

} // namespace

int main()
{
    const double one = matchSeconds(1);
    const double two = matchSeconds(2);
    std::printf("{\"bench\": \"match connect4 depth 4, 200 games\", \"threads\": 1, \"seconds\": %.3f, "
                "\"games_per_second\": %.1f}\n",
        one, 200 / one);
    std::printf("{\"bench\": \"match connect4 depth 4, 200 games\", \"threads\": 2, \"seconds\": %.3f, "
                "\"games_per_second\": %.1f, \"speedup\": %.2f}\n",
        two, 200 / two, one / two);
    return 0;
}
