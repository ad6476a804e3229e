// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/scene/SampleAppearance.h"

#include "core/search/EventFields.h"
#include "core/search/mcts/MctsWords.h"
#include "core/search/mcts/Reward.h"

#include <QLocale>
#include <QObject>

namespace gtl::ui {
namespace {

/// "7", "7.5", "6.4": a sum of rewards, exact for a game's wins and draws, to a tenth for a
/// tree of its own's scaled leaves (the narration says it to the hundredth).
QString rewardText(std::int64_t sum)
{
    const bool whole = sum % kRewardOne == 0;
    return QLocale().toString(double(sum) / kRewardOne, 'f', whole ? 0 : 1);
}

/// The tag of the step @p e at its node: UCB1's terms, the playout's moves or the back-up.
QString stepTag(const Replay& replay, const Event& e)
{
    const QLocale locale;
    const auto real = [&](double value) { return locale.toString(value, 'f', 2); };
    switch (e.kind) {
    case EventKind::Select: {
        const double mean = unpackReal(EventFields::select(e).mean);
        const double exploration = unpackReal(EventFields::select(e).exploration);
        return QObject::tr("UCB1 %1 + %2\n= %3").arg(real(mean), real(exploration), real(mean + exploration));
    }
    case EventKind::Expand: return QObject::tr("new node");
    case EventKind::Playout: {
        const EventFields::Playout playout = EventFields::playout(e);
        const QString reward = real(double(playout.reward) / kRewardOne);
        return QObject::tr("playout: %Ln moves\nreward %1", nullptr, int(playout.moves)).arg(reward);
    }
    case EventKind::Backup: {
        // The reward as the playout's tag said it; the sum as the node shows it.
        const Value added = EventFields::backup(e).reward;
        const QString reward = added % (kRewardOne / 2) == 0 ? rewardText(added) : real(double(added) / kRewardOne);
        //: A back-up's tag: the reward added, then the node's rewards over its visits.
        return QObject::tr("+%1 → %2").arg(reward, SampleAppearance::visitsText(replay, e.node));
    }
    default: return {};
    }
}

} // namespace

QString SampleAppearance::visitsText(const Replay& replay, NodeId node)
{
    const std::uint32_t visits = replay.visits(node);
    if (node == GameTree::root())
        return QLocale().toString(visits);
    return QStringLiteral("%1/%2").arg(rewardText(replay.rewardSum(node)), QLocale().toString(visits));
}

void SampleAppearance::show(NodeAppearance& look, const Replay& replay, NodeId node)
{
    if (replay.visits(node) > 0) {
        look.value = visitsText(replay, node);
        look.fraction = node != GameTree::root();
    }
    const Event* e = replay.currentEvent();
    if (look.current && e && MctsWords::isSampleEvent(e->kind) && e->kind != EventKind::Sample)
        look.bounds = stepTag(replay, *e);
}

const Event* SampleAppearance::playoutOnShow(const Replay& replay)
{
    // An iteration is a Sample, its selections and expansion, one Playout and its back-ups:
    // the playout shows from its step until the next iteration starts.
    const EventList& events = replay.trace().events;
    for (std::size_t k = replay.step(); k > 0; --k) {
        const Event& e = events[k - 1];
        if (e.kind == EventKind::Playout)
            return &e;
        if (e.kind != EventKind::Backup)
            return nullptr;
    }
    return nullptr;
}

} // namespace gtl::ui
