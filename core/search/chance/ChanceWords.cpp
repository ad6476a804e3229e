// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/chance/ChanceWords.h"

#include "core/search/EventFields.h"
#include "core/tree/GameTreeBuilder.h"

#include <numeric>

namespace gtl {

Probability ChanceWords::probabilityFrom(const GameTree& tree, NodeId node, NodeId first)
{
    std::uint64_t numerator = 0;
    std::uint64_t denominator = 1;
    for (NodeId child = first; child < tree.childrenEnd(node); ++child) {
        const Probability p = tree.probability(child);
        numerator = numerator * p.denominator + std::uint64_t(p.numerator) * denominator;
        denominator *= p.denominator;
        const std::uint64_t common = std::gcd(numerator, denominator);
        numerator /= common;
        denominator /= common;
    }
    return numerator == 0 ? Probability{0, 1} : Probability::reduced(numerator, denominator);
}

std::string ChanceWords::sum(const Replay& replay, NodeId node)
{
    const GameTree& tree = replay.tree();
    const ChanceScale& scale = replay.trace().chance;
    std::string terms;
    int count = 0;
    for (NodeId child : tree.children(node)) {
        if (replay.status(child) != NodeStatus::Done)
            continue;
        // Long sums keep their last terms: the one just added is what the step is about.
        if (++count > 1)
            terms += " + ";
        terms += tree.probability(child).text() + " × " + scale.spokenText(replay.value(child));
    }
    if (count > 4) {
        const auto last = terms.rfind(" + ");
        terms = "… + " + terms.substr(last + 3);
    }
    return terms + " = " + scale.spokenText(replay.value(node));
}

std::string ChanceWords::cutReason(const Replay& replay, const Event& cutoff)
{
    const GameTree& tree = replay.tree();
    const ChanceScale& scale = replay.trace().chance;
    const EventFields::Cut cut = EventFields::cut(cutoff);
    const std::string rest = probabilityFrom(tree, cutoff.node, cut.firstSkipped).text();
    if (cut.chanceBound == kChanceCutByUpper) {
        return "even " + rest + " × " + scale.spokenText(scale.high)
            + " more cannot reach α = " + scale.spokenText(replay.alpha(cutoff.node));
    }
    return "even " + rest + " × " + scale.spokenText(scale.low)
        + " more reaches β = " + scale.spokenText(replay.beta(cutoff.node));
}

std::string ChanceWords::outcomeFace(const GameTree& tree, NodeId outcome)
{
    const std::string_view label = tree.label(outcome);
    // A game's outcomes are its faces even where they read like the default numbering.
    if (!tree.hasPayload() && label == defaultMoveLabel(tree.depth(outcome), tree.siblingIndex(outcome)))
        return {};
    return std::string(label);
}

std::string ChanceWords::interval(const Replay& replay, NodeId node)
{
    if (replay.chanceLower(node) == kNoValue)
        return {};
    const ChanceScale& scale = replay.trace().chance;
    return "[" + scale.text(replay.chanceLower(node)) + ", " + scale.text(replay.chanceUpper(node)) + "]";
}

} // namespace gtl
