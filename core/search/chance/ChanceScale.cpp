// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/chance/ChanceScale.h"

#include "core/search/maxn/PlayerScores.h"

#include <algorithm>
#include <numeric>
#include <vector>

namespace gtl {

namespace {

/// The largest denominator a fraction is written with ("7/12"); past it, "≈0.58".
constexpr std::int64_t kShortDenominator = 12;

bool isSentinel(Value value)
{
    return value == kNoValue || value >= kInfinity || value <= -kInfinity;
}

/// "−" for a negative value, as formatValue writes it.
std::string sign(std::int64_t value)
{
    return value < 0 ? "−" : "";
}

/// |@p numerator| / @p denominator in @p places decimals (rounded half up), trailing zeros cut.
std::string decimals(std::int64_t numerator, std::int64_t denominator, int places)
{
    std::int64_t scale = 1;
    for (int i = 0; i < places; ++i)
        scale *= 10;
    const std::int64_t magnitude = numerator < 0 ? -numerator : numerator;
    const std::int64_t rounded = (magnitude * scale * 2 + denominator) / (denominator * 2);
    std::string text = std::to_string(rounded / scale);
    if (places == 0)
        return text;
    std::string fraction = std::to_string(rounded % scale);
    fraction.insert(0, std::size_t(places) - fraction.size(), '0');
    while (!fraction.empty() && fraction.back() == '0')
        fraction.pop_back();
    return fraction.empty() ? text : text + "." + fraction;
}

} // namespace

std::string ChanceScale::text(Value value) const
{
    if (scores)
        return scores->text(value);
    if (denominator == 1 || isSentinel(value))
        return formatValue(value);
    const std::string digits = decimals(value, denominator, 2);
    return (digits == "0" ? "" : sign(value)) + digits;
}

std::string ChanceScale::exactText(Value value) const
{
    if (scores)
        return scores->text(value);
    if (denominator == 1 || isSentinel(value))
        return formatValue(value);
    const std::int64_t common = std::gcd(std::int64_t(value), denominator);
    const std::int64_t below = denominator / common;
    std::int64_t ten = 1;
    int places = 0;
    while (places < 6 && ten % below != 0) {
        ten *= 10;
        ++places;
    }
    if (ten % below != 0 && below <= kShortDenominator) {
        const std::int64_t above = value / common;
        return sign(above) + std::to_string(above < 0 ? -above : above) + "/" + std::to_string(below);
    }
    if (ten % below != 0) // a long fraction says less than its rounded decimal
        return "≈" + text(value);
    return sign(value) + decimals(value, denominator, places);
}

std::string ChanceScale::spokenText(Value value) const
{
    const std::string exact = exactText(value);
    return exact.find('/') == std::string::npos ? exact : exact + " ≈ " + text(value);
}

std::pair<Value, Value> ChanceScale::leafRange(const GameTree& tree)
{
    Value low = kMaxLeafValue;
    Value high = -kMaxLeafValue;
    for (NodeId node = 0; node < tree.size(); ++node) {
        if (tree.isLeaf(node)) {
            low = std::min(low, tree.leafValue(node));
            high = std::max(high, tree.leafValue(node));
        }
    }
    return {low, high};
}

ChanceScale ChanceScale::of(const GameTree& tree, Message& problem)
{
    ChanceScale scale;
    if (!tree.hasChance())
        return scale;
    constexpr std::int64_t kLimit = kMaxLeafValue;
    std::int64_t common = 1;
    std::vector<std::uint32_t> throws(tree.size(), 0); // chance nodes from the root down to each node
    std::uint32_t deepest = 0;
    Value largest = 0;
    for (NodeId node = 0; node < tree.size(); ++node) {
        const bool chance = tree.player(node) == Player::Chance;
        throws[node] = (node == GameTree::root() ? 0 : throws[tree.parent(node)]) + (chance ? 1 : 0);
        deepest = std::max(deepest, throws[node]);
        if (node != GameTree::root() && tree.player(tree.parent(node)) == Player::Chance)
            common = std::lcm(common, std::int64_t(tree.probability(node).denominator));
        if (tree.isLeaf(node))
            largest = std::max(largest, std::abs(tree.leafValue(node)));
        if (common > kLimit) {
            problem = Message("Search",
                QT_TRANSLATE_NOOP("Search",
                    "the outcomes' probabilities have no common denominator up to 1,000,000,000: use simpler "
                    "fractions"));
            return scale;
        }
    }
    for (std::uint32_t i = 0; i < deepest; ++i) {
        scale.denominator *= common;
        if (scale.denominator * std::max<std::int64_t>(largest, 1) > kLimit) {
            problem = Message("Search",
                QT_TRANSLATE_NOOP("Search",
                    "exact expected values of this tree need a common denominator of {common} to the power "
                    "{deepest} (its most chance nodes on one path), and with leaves up to {largest} they pass the "
                    "1,000,000,000 the search counts to: use smaller leaves, simpler probabilities or fewer throws"));
            problem.arg("common", std::to_string(common))
                .arg("deepest", std::to_string(deepest))
                .arg("largest", std::to_string(largest));
            return {};
        }
    }
    return scale;
}

} // namespace gtl
