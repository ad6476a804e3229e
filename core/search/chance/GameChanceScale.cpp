// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/chance/GameChanceScale.h"

#include "core/games/ChanceGame.h"
#include "core/games/ChanceTreeGame.h"

#include <algorithm>

namespace gtl {

namespace {

/// A tree written out with its throws: the scale its own probabilities need, and for Star1
/// bounds from its leaves unless options give wider ones.
ChanceScale treeChanceScale(const GameTree& tree, const SearchOptions& options, Message& problem)
{
    ChanceScale scale = ChanceScale::of(tree, problem);
    if (!problem.empty() || options.algorithm != Algorithm::Star1 || tree.size() == 0)
        return scale;
    auto [low, high] = ChanceScale::leafRange(tree);
    const auto outside = [&problem](const char* text, Value leaf, Value bound) {
        problem = Message("Search", text).arg("leaf", formatValue(leaf)).arg("bound", formatValue(bound));
    };
    if (options.lowBound != kNoValue && low < options.lowBound) {
        outside(QT_TRANSLATE_NOOP("Search",
                    "a leaf is worth {leaf}, below the lower bound {bound}: Star1's bounds must hold every leaf"),
            low, options.lowBound);
        return scale;
    }
    if (options.highBound != kNoValue && high > options.highBound) {
        outside(QT_TRANSLATE_NOOP("Search",
                    "a leaf is worth {leaf}, above the upper bound {bound}: Star1's bounds must hold every leaf"),
            high, options.highBound);
        return scale;
    }
    low = options.lowBound != kNoValue ? options.lowBound : low;
    high = options.highBound != kNoValue ? options.highBound : high;
    scale.low = scale.scaled(low);
    // Equal bounds leave no window to search a child with; one unit more is still a bound.
    scale.high = std::max(scale.scaled(high), scale.low + 1);
    return scale;
}

} // namespace

ChanceScale gameChanceScale(const Game& game, const SearchOptions& options, Message& problem)
{
    ChanceScale scale;
    if (const auto* written = dynamic_cast<const ChanceTreeGame*>(&game))
        return treeChanceScale(written->tree(), options, problem);
    const auto* dice = dynamic_cast<const ChanceGame*>(&game);
    if (!dice)
        return scale;
    const std::uint32_t throws = dice->mostThrows(game.start(), options.enhancements.depth);
    const Value limit = dice->scoreLimit();
    for (std::uint32_t i = 0; i < throws; ++i) {
        scale.denominator *= dice->outcomeDenominator();
        if (scale.denominator * std::max<std::int64_t>(limit, 1) > kMaxLeafValue) {
            problem = Message("Search",
                QT_TRANSLATE_NOOP("Search",
                    "exact expected values {depth} moves and throws deep need a common denominator of {denominator} "
                    "to the power {throws}, and with scores up to {limit} they pass the 1,000,000,000 the search "
                    "counts to: search less deep"));
            problem.arg("depth", std::to_string(options.enhancements.depth))
                .arg("denominator", std::to_string(dice->outcomeDenominator()))
                .arg("throws", std::to_string(throws))
                .arg("limit", std::to_string(limit));
            return {};
        }
    }
    if (options.algorithm != Algorithm::Star1)
        return scale;
    if ((options.lowBound != kNoValue && options.lowBound > -limit)
        || (options.highBound != kNoValue && options.highBound < limit)) {
        problem = Message("Search",
            QT_TRANSLATE_NOOP(
                "Search", "the game's scores run from {low} to {high}: Star1's bounds must hold every score"));
        problem.arg("low", formatValue(-limit)).arg("high", formatValue(limit));
        return {};
    }
    scale.low = scale.scaled(options.lowBound != kNoValue ? options.lowBound : -limit);
    // Equal bounds leave no window to search a child with; one unit more is still a bound.
    scale.high = std::max(scale.scaled(options.highBound != kNoValue ? options.highBound : limit), scale.low + 1);
    return scale;
}

} // namespace gtl
