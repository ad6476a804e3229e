#include "core/search/chance/GameChanceScale.h"

#include "core/games/ChanceGame.h"

#include <algorithm>

namespace gtl {

ChanceScale gameChanceScale(const Game& game, const SearchOptions& options, std::string& problem)
{
    ChanceScale scale;
    const auto* dice = dynamic_cast<const ChanceGame*>(&game);
    if (!dice)
        return scale;
    const std::uint32_t throws = dice->mostThrows(game.start(), options.enhancements.depth);
    const Value limit = dice->scoreLimit();
    for (std::uint32_t i = 0; i < throws; ++i) {
        scale.denominator *= dice->outcomeDenominator();
        if (scale.denominator * std::max<std::int64_t>(limit, 1) > kMaxLeafValue) {
            problem = "exact expected values " + std::to_string(options.enhancements.depth)
                + " moves and throws deep need a common denominator of " + std::to_string(dice->outcomeDenominator())
                + " to the power " + std::to_string(throws) + ", and with scores up to " + std::to_string(limit)
                + " they pass the 1,000,000,000 the search counts to: search less deep";
            return {};
        }
    }
    if (options.algorithm != Algorithm::Star1)
        return scale;
    if ((options.lowBound != kNoValue && options.lowBound > -limit)
        || (options.highBound != kNoValue && options.highBound < limit)) {
        problem = "the game's scores run from " + formatValue(-limit) + " to " + formatValue(limit)
            + ": Star1's bounds must hold every score";
        return {};
    }
    scale.low = scale.scaled(options.lowBound != kNoValue ? options.lowBound : -limit);
    // Equal bounds leave no window to search a child with; one unit more is still a bound.
    scale.high = std::max(scale.scaled(options.highBound != kNoValue ? options.highBound : limit), scale.low + 1);
    return scale;
}

} // namespace gtl
