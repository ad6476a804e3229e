// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tree/RandomTree.h"

#include "core/base/Printable.h"
#include "core/base/WholeNumber.h"
#include "core/tree/GameTreeBuilder.h"
#include "core/tree/SplitMix64.h"

#include <limits>
#include <vector>

namespace gtl {
namespace {

/// Reads the part of a spec called @p part ("the depth") into @p out; what is wrong with it (its
/// {text} yet to fill in with the whole spec), or an empty message.
template <typename T> Message readPart(std::string_view text, const char* part, T low, T high, T& out)
{
    const auto number = readWholeNumber(text, low, high);
    if (number) {
        out = *number;
        return {};
    }
    return Message("RandomTree", QT_TRANSLATE_NOOP("RandomTree", "{part} of '{text}': {problem}"))
        .arg("part", Message("RandomTree", part))
        .arg("problem", number.error().message);
}

/// Reads and removes the trailing `chance`, `players=N` and `sum=S` of @p parts, in any order,
/// into @p spec.
Message readSuffixes(std::vector<std::string_view>& parts, RandomTreeSpec& spec)
{
    Message problem;
    while (parts.size() > 3 && problem.empty()) {
        const std::string_view part = parts.back();
        if (part == "chance")
            spec.chance = true;
        else if (part.starts_with("players="))
            problem = readPart(part.substr(8), QT_TRANSLATE_NOOP("RandomTree", "the players"), 0u,
                GameTree::kMaxPlayers, spec.players);
        else if (part.starts_with("sum="))
            problem = readPart(part.substr(4), QT_TRANSLATE_NOOP("RandomTree", "the sum of the scores"), Value(0),
                kMaxLeafValue, spec.scoreSum);
        else
            break;
        parts.pop_back();
    }
    return problem;
}

std::vector<std::string_view> split(std::string_view text, char separator)
{
    std::vector<std::string_view> parts;
    for (std::size_t start = 0;;) {
        const std::size_t end = text.find(separator, start);
        parts.push_back(text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start));
        if (end == std::string_view::npos)
            return parts;
        start = end + 1;
    }
}

/// Gives the @p count outcomes from @p first weights of 1 or 2, as probabilities.
void weighOutcomes(GameTreeBuilder& builder, NodeId first, std::uint32_t count, SplitMix64& random)
{
    std::vector<std::uint32_t> weights(count);
    std::uint32_t total = 0;
    for (std::uint32_t& weight : weights) {
        weight = std::uint32_t(random.between(1, 2));
        total += weight;
    }
    for (std::uint32_t i = 0; i < count; ++i)
        builder.setProbability(first + i, Probability::reduced(weights[i], total));
}

/// A leaf's score per player: each from the value range, or cuts of the constant sum.
std::vector<Value> drawScores(const RandomTreeSpec& spec, SplitMix64& random)
{
    std::vector<Value> scores(spec.players);
    if (spec.scoreSum == kNoValue) {
        for (Value& score : scores)
            score = Value(random.between(spec.minValue, spec.maxValue));
        return scores;
    }
    // players - 1 cuts of [0, sum], sorted: the pieces between them add up to the sum.
    std::vector<Value> cuts{0, spec.scoreSum};
    for (std::uint32_t i = 1; i < spec.players; ++i)
        cuts.push_back(Value(random.between(0, spec.scoreSum)));
    std::sort(cuts.begin(), cuts.end());
    for (std::uint32_t i = 0; i < spec.players; ++i)
        scores[i] = cuts[i + 1] - cuts[i];
    return scores;
}

} // namespace

Message RandomTreeSpec::problem() const
{
    const auto reason = [](const char* text) { return Message("RandomTree", text); };
    if (maxBranching < minBranching) {
        return reason(QT_TRANSLATE_NOOP("RandomTree", "the branching range {low}-{high} is empty"))
            .arg("low", std::to_string(minBranching))
            .arg("high", std::to_string(maxBranching));
    }
    if (maxBranching < 1 || maxBranching > 20)
        return reason(QT_TRANSLATE_NOOP("RandomTree", "the branching factor must be between 1 and 20"));
    if (depth > 30)
        return reason(QT_TRANSLATE_NOOP("RandomTree", "the depth must be at most 30"));
    if (minValue > maxValue) {
        return reason(QT_TRANSLATE_NOOP("RandomTree", "the value range {low}..{high} is empty"))
            .arg("low", std::to_string(minValue))
            .arg("high", std::to_string(maxValue));
    }
    if (players != 0 && (players < 2 || players > GameTree::kMaxPlayers))
        return reason(QT_TRANSLATE_NOOP("RandomTree", "the players must number from 2 to {most}"))
            .arg("most", std::to_string(GameTree::kMaxPlayers));
    if (scoreSum != kNoValue && players == 0)
        return reason(QT_TRANSLATE_NOOP("RandomTree", "sum=S is the total of each leaf's scores: give players=N too"));
    if (scoreSum != kNoValue && (scoreSum < 0 || scoreSum > kMaxLeafValue))
        return reason(QT_TRANSLATE_NOOP("RandomTree", "the sum of the scores must lie from 0 to {most}"))
            .arg("most", std::to_string(kMaxLeafValue));
    if (minValue < -kMaxLeafValue || maxValue > kMaxLeafValue)
        return reason(QT_TRANSLATE_NOOP("RandomTree", "values must lie within ±{most}"))
            .arg("most", std::to_string(kMaxLeafValue));
    double worst = 1;
    double total = 1;
    for (std::uint32_t level = 0; level < depth; ++level) {
        worst *= maxBranching;
        total += worst;
    }
    if (total > kMaxNodes) {
        return reason(
            QT_TRANSLATE_NOOP("RandomTree", "branching {branching} to depth {depth} can give more than {nodes} nodes"))
            .arg("branching", std::to_string(maxBranching))
            .arg("depth", std::to_string(depth))
            .arg("nodes", std::to_string(kMaxNodes));
    }
    return {};
}

std::string RandomTreeSpec::toString() const
{
    std::string text = std::to_string(minBranching);
    if (maxBranching != minBranching)
        text += "-" + std::to_string(maxBranching);
    text += "," + std::to_string(depth) + "," + std::to_string(seed);
    if (scoreSum == kNoValue) // the scores of a constant sum come from 0 to it
        text += "," + std::to_string(minValue) + "," + std::to_string(maxValue);
    if (chance)
        text += ",chance";
    if (players != 0)
        text += ",players=" + std::to_string(players);
    if (scoreSum != kNoValue)
        text += ",sum=" + std::to_string(scoreSum);
    return text;
}

Result<RandomTreeSpec> RandomTreeSpec::parse(std::string_view text)
{
    auto parts = split(text, ',');
    RandomTreeSpec spec;
    if (Message problem = readSuffixes(parts, spec); !problem.empty())
        return Result<RandomTreeSpec>::failure(std::move(problem.arg("text", printable(text))));
    Message problem;
    const auto range = parts.empty() ? std::vector<std::string_view>{} : split(parts[0], '-');
    if ((parts.size() != 3 && parts.size() != 5) || range.size() > 2) {
        return Result<RandomTreeSpec>::failure(Message("RandomTree",
            QT_TRANSLATE_NOOP("RandomTree",
                "'{text}' is not a random tree: write BRANCHING,DEPTH,SEED or BRANCHING,DEPTH,SEED,LOW,HIGH, e.g. "
                "3,4,4711 or 2-4,5,7,-20,20, and ,chance at the end for chance nodes at every other level, "
                ",players=3 for a score per player, ,sum=10 for scores that add up to 10"))
                                                   .arg("text", printable(text)));
    }
    // Each number is read alike, so that a refusal names the part and what it allows.
    constexpr std::uint32_t kMostBranching = 20;
    constexpr std::uint32_t kMostDepth = 30;
    const Value lowest = -kMaxLeafValue;
    if (problem.empty() && spec.scoreSum != kNoValue && parts.size() == 5)
        problem = Message("RandomTree",
            QT_TRANSLATE_NOOP(
                "RandomTree", "'{text}': with sum=S the scores lie from 0 to S; leave out the value range LOW,HIGH"));
    const char* const branching = QT_TRANSLATE_NOOP("RandomTree", "the branching");
    if (problem.empty())
        problem = readPart(range.front(), branching, 0u, kMostBranching, spec.minBranching);
    if (problem.empty())
        problem = readPart(range.back(), branching, 0u, kMostBranching, spec.maxBranching);
    if (problem.empty())
        problem = readPart(parts[1], QT_TRANSLATE_NOOP("RandomTree", "the depth"), 0u, kMostDepth, spec.depth);
    if (problem.empty()) {
        problem = readPart(parts[2], QT_TRANSLATE_NOOP("RandomTree", "the seed"), std::uint64_t(0),
            std::numeric_limits<std::uint64_t>::max(), spec.seed);
    }
    if (problem.empty() && parts.size() == 5) {
        problem = readPart(
            parts[3], QT_TRANSLATE_NOOP("RandomTree", "the lowest value"), lowest, kMaxLeafValue, spec.minValue);
    }
    if (problem.empty() && parts.size() == 5) {
        problem = readPart(
            parts[4], QT_TRANSLATE_NOOP("RandomTree", "the highest value"), lowest, kMaxLeafValue, spec.maxValue);
    }
    if (!problem.empty())
        return Result<RandomTreeSpec>::failure(std::move(problem.arg("text", printable(text))));
    if (Message limits = spec.problem(); !limits.empty())
        return Result<RandomTreeSpec>::failure(std::move(limits));
    return spec;
}

GameTree buildRandomTree(const RandomTreeSpec& spec)
{
    SplitMix64 random(spec.seed);
    GameTreeBuilder builder(spec.rootPlayer);
    std::vector<std::uint32_t> depthOf{0};
    builder.addRoot();
    // Breadth-first, so that each level draws its numbers in a fixed order.
    for (NodeId node = 0; node < builder.size(); ++node) {
        const std::uint32_t children = depthOf[node] < spec.depth
            ? static_cast<std::uint32_t>(random.between(spec.minBranching, spec.maxBranching))
            : 0;
        if (children == 0 && spec.players != 0)
            builder.setScores(node, drawScores(spec, random));
        else if (children == 0)
            builder.setLeafValue(node, static_cast<Value>(random.between(spec.minValue, spec.maxValue)));
        const bool chance = spec.chance && children > 0 && depthOf[node] % 2 == 1;
        if (chance)
            builder.setChance(node);
        const NodeId first = builder.size();
        for (std::uint32_t i = 0; i < children; ++i) {
            builder.addChild(node, {});
            depthOf.push_back(depthOf[node] + 1);
        }
        if (chance)
            weighOutcomes(builder, first, children, random);
    }
    return builder.build();
}

} // namespace gtl
