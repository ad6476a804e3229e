// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/EventWords.h"

#include "core/base/Message.h"
#include "core/search/ChoiceNames.h"
#include "core/search/EventFields.h"
#include "core/search/mcts/MctsWords.h"

namespace gtl {
namespace {

std::string labels(const GameTree& tree, const std::vector<NodeId>& nodes)
{
    std::string text;
    for (NodeId node : nodes)
        text += (text.empty() ? "" : ", ") + std::string(tree.label(node));
    return text;
}

std::string entry(std::string_view sign, Value value, std::uint32_t depth)
{
    return std::string(sign) + " " + formatValue(value) + " to depth " + std::to_string(depth);
}

} // namespace

std::string_view EventWords::probeOutcomeName(ProbeOutcome outcome)
{
    switch (outcome) {
    case ProbeOutcome::Miss: return QT_TRANSLATE_NOOP("Narrator", "miss");
    case ProbeOutcome::TooShallow: return QT_TRANSLATE_NOOP("Narrator", "too-shallow");
    case ProbeOutcome::Exact: return QT_TRANSLATE_NOOP("Narrator", "exact");
    case ProbeOutcome::RaisesAlpha: return QT_TRANSLATE_NOOP("Narrator", "raises-alpha");
    case ProbeOutcome::LowersBeta: return QT_TRANSLATE_NOOP("Narrator", "lowers-beta");
    case ProbeOutcome::Cutoff: return QT_TRANSLATE_NOOP("Narrator", "cutoff");
    }
    return "?";
}

std::string_view EventWords::tableFlagSign(TableFlag flag)
{
    switch (flag) {
    case TableFlag::Exact: return "=";
    case TableFlag::Lower: return "≥";
    case TableFlag::Upper: return "≤";
    }
    return "?";
}

std::string_view EventWords::researchReasonName(ResearchReason reason)
{
    switch (reason) {
    case ResearchReason::NullWindowFailedHigh: return "null-window-failed-high";
    case ResearchReason::AspirationFailedLow: return "aspiration-failed-low";
    case ResearchReason::AspirationFailedHigh: return "aspiration-failed-high";
    case ResearchReason::ReducedFailedHigh: return "reduced-failed-high";
    }
    return "?";
}

NodeId EventWords::storedMove(const GameTree& tree, const Event& store)
{
    const NodeId index = NodeId(EventFields::store(store).bestMoveIndex);
    return index == 0 || index > tree.childCount(store.node) ? kNoNode : tree.firstChild(store.node) + index - 1;
}

std::vector<NodeId> EventWords::triedOrder(const GameTree& tree, const Event& order)
{
    const std::uint64_t packed = EventFields::order(order).indices;
    std::vector<NodeId> nodes;
    for (int i = 0; i < 16; ++i) {
        const NodeId index = NodeId(packed >> (4 * i)) & 15;
        if (index == 0 || index > tree.childCount(order.node))
            break;
        nodes.push_back(tree.firstChild(order.node) + index - 1);
    }
    return nodes;
}

std::string EventWords::orderReasons(const GameTree& tree, const Trace& trace, std::uint8_t reasons)
{
    std::string text;
    const auto add = [&](std::uint8_t bit, const char* words) {
        if (reasons & bit)
            text += (text.empty() ? "" : ", then ") + std::string(words);
    };
    add(OrderTableMove, "the table's move first");
    add(OrderKiller, "killer moves");
    add(OrderHistory, "the rest by their history of cut-offs");
    if (reasons & OrderStatic) {
        const std::string order
            = ChoiceNames(tree).words(ChoiceKind::Order, trace.options.enhancements.order).english();
        add(OrderStatic, order.c_str());
    }
    return text;
}

std::string EventWords::interruption(const GameTree& tree, const Trace& trace, const Event& e)
{
    // The limit that was reached, of the two a search may have.
    Enhancements limit = trace.options.enhancements;
    const EventFields::Interruption stopped = EventFields::interruption(e);
    if (stopped.limit == LimitKind::Nodes)
        limit.timeLimit = 0;
    else
        limit.nodeLimit = 0;
    std::string text = "depth " + std::to_string(stopped.iteration) + " interrupted after " + limitWords(limit)
        + ": the answer is depth " + std::to_string(stopped.iteration - 1) + "'s, " + formatValue(stopped.answer);
    if (trace.result.bestMove != kNoNode)
        text += " (best move " + std::string(trace.result.bestMoveLabel(tree)) + ")";
    return text;
}

std::string EventWords::detail(const GameTree& tree, const Trace& trace, const Event& e)
{
    switch (e.kind) {
    case EventKind::Iteration: return "depth " + std::to_string(EventFields::iteration(e).depth);
    case EventKind::Evaluate: return "evaluation " + formatValue(EventFields::answer(e).value);
    case EventKind::Probe: {
        const EventFields::Probe probe = EventFields::probe(e);
        if (probe.outcome == ProbeOutcome::Miss)
            return "miss";
        const std::string_view sign = probe.storeStep >= 0
            ? tableFlagSign(EventFields::store(trace.events[std::size_t(probe.storeStep)]).flag)
            : "=";
        return std::string(probeOutcomeName(probe.outcome)) + ": " + entry(sign, probe.value, probe.depth);
    }
    case EventKind::Store: {
        const EventFields::Store store = EventFields::store(e);
        std::string text = entry(tableFlagSign(store.flag), store.value, store.depth);
        if (store.refused)
            return text + " (refused: the slot keeps a deeper entry)";
        return store.replacedStep >= 0 ? text + " (replaces step " + std::to_string(store.replacedStep + 1) + ")"
                                       : text;
    }
    case EventKind::Interrupted: return interruption(tree, trace, e);
    case EventKind::Order:
        return "tries " + labels(tree, triedOrder(tree, e)) + ": "
            + orderReasons(tree, trace, EventFields::order(e).reasons);
    case EventKind::Research: {
        const EventFields::Research research = EventFields::research(e);
        return std::string(researchReasonName(research.reason)) + " with " + formatValue(research.failed);
    }
    case EventKind::NullMove: {
        const EventFields::Pass pass = EventFields::nullMove(e);
        return std::string(pass.cut ? "cut" : "no cut") + ", " + std::to_string(pass.positions) + " positions untraced";
    }
    case EventKind::Reduced: {
        const EventFields::Reduction reduction = EventFields::reduced(e);
        return "late move reduced to depth " + std::to_string(reduction.depth) + " from "
            + std::to_string(reduction.fullDepth) + ", null window";
    }
    case EventKind::Sample:
    case EventKind::Select:
    case EventKind::Expand:
    case EventKind::Playout: return MctsWords::detail(trace, e);
    default: return {};
    }
}

} // namespace gtl
