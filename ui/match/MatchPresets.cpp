// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/match/MatchPresets.h"

#include "core/search/Algorithm.h"

#include <QtGlobal>

namespace gtl::ui {
namespace {

EngineSettings toDepth(std::uint32_t depth, std::size_t evaluation = 0)
{
    EngineSettings engine;
    engine.options.enhancements.depth = depth;
    engine.options.enhancements.evaluation = evaluation;
    return engine;
}

/// Deepening with a table until @p ms are up, in the game's order or another.
EngineSettings timed(int ms, std::size_t order = 0)
{
    EngineSettings engine;
    engine.timeLimitMs = ms;
    engine.options.enhancements.depth = 0;
    engine.options.enhancements.table = true;
    engine.options.enhancements.order = order;
    return engine;
}

EngineSettings samples(std::uint32_t iterations)
{
    EngineSettings engine;
    engine.options.algorithm = algorithmNamed("mcts");
    engine.options.enhancements.depth = 0;
    engine.options.mcts.iterations = iterations;
    engine.options.mcts.seed = 1;
    return engine;
}

// Connect Four's evaluation 1 is the weighted windows, its order 1 centre first.
const MatchPreset kPresets[] = {
    {QT_TRANSLATE_NOOP(
         "MatchPresets", "Depth against evaluation: depth 6 counting open windows, or depth 4 weighing them?"),
        "connect4", {toDepth(6), toDepth(4, 1)}, 200, 4},
    {QT_TRANSLATE_NOOP(
         "MatchPresets", "Ordering at a fixed time: does centre-first ordering win games at 20 ms a move?"),
        "connect4", {timed(20, 1), timed(20)}, 100, 4},
    {QT_TRANSLATE_NOOP("MatchPresets", "Samples: Monte Carlo with 5,000 iterations against 500"), "connect4",
        {samples(5000), samples(500)}, 100, 4},
};

} // namespace

std::span<const MatchPreset> matchPresets()
{
    return kPresets;
}

} // namespace gtl::ui
