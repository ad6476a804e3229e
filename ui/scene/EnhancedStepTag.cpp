// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/scene/EnhancedStepTag.h"

#include "core/search/EnhancementTable.h"
#include "core/search/EventFields.h"
#include "core/search/EventWords.h"
#include "ui/language/ValueText.h"

#include <QObject>

namespace gtl::ui {
namespace {

QString sign(const Replay& replay, const Event& probe)
{
    const std::int32_t storeStep = EventFields::probe(probe).storeStep;
    if (storeStep < 0)
        return QStringLiteral("=");
    const Event& store = replay.trace().events[std::size_t(storeStep)];
    return QString::fromUtf8(EventWords::tableFlagSign(EventFields::store(store).flag).data());
}

QString probeTag(const Replay& replay, const Event& e)
{
    const EventFields::Probe probe = EventFields::probe(e);
    const QString entry = QStringLiteral("%1 %2").arg(sign(replay, e), valueText(probe.value));
    switch (probe.outcome) {
    case ProbeOutcome::Miss: return QObject::tr("⊞ table: miss");
    //: A table probe's tag: the entry found ("≥ 5"), too shallow, and its depth.
    case ProbeOutcome::TooShallow: return QObject::tr("⊞ %1 too shallow\n(depth %2)").arg(entry).arg(probe.depth);
    case ProbeOutcome::Exact: return QObject::tr("⊞ table %1").arg(entry);
    //: A table probe's tag: the entry found ("≥ 5"), then the bound it raises α to.
    case ProbeOutcome::RaisesAlpha: return QObject::tr("⊞ %1: α → %2").arg(entry, valueText(probe.value));
    //: A table probe's tag: the entry found ("≤ 3"), then the bound it lowers β to.
    case ProbeOutcome::LowersBeta: return QObject::tr("⊞ %1: β → %2").arg(entry, valueText(probe.value));
    case ProbeOutcome::Cutoff: return QObject::tr("⊞ table %1 ✂").arg(entry);
    }
    return {};
}

/// "1st", "2nd", "11th": each ending a sentence of its own, which a language words its way.
QString ordinal(std::uint32_t n)
{
    const std::uint32_t lastTwo = n % 100;
    const char* form = lastTwo >= 11 && lastTwo <= 13 ? QT_TRANSLATE_NOOP("QObject", "%1th")
        : n % 10 == 1                                 ? QT_TRANSLATE_NOOP("QObject", "%1st")
        : n % 10 == 2                                 ? QT_TRANSLATE_NOOP("QObject", "%1nd")
        : n % 10 == 3                                 ? QT_TRANSLATE_NOOP("QObject", "%1rd")
                                                      : QT_TRANSLATE_NOOP("QObject", "%1th");
    return QObject::tr(form).arg(n);
}

} // namespace

QString EnhancedStepTag::forEvent(const Replay& replay, const Event& e)
{
    switch (e.kind) {
    case EventKind::Probe: return probeTag(replay, e);
    case EventKind::Store: {
        const EventFields::Store store = EventFields::store(e);
        const QString flag = QString::fromUtf8(EventWords::tableFlagSign(store.flag).data());
        if (store.refused)
            return QObject::tr("⊞ not stored: slot keeps a deeper entry");
        //: A table store's tag: the bound's kind ("exact", "≥", "≤"), the value, the depth searched.
        return QObject::tr("⊞ stored %1 %2\n(depth %3)").arg(flag, valueText(store.value)).arg(store.depth);
    }
    case EventKind::Research:
        switch (EventFields::research(e).reason) {
        case ResearchReason::NullWindowFailedHigh: return QObject::tr("↻ null window failed\nsearch again");
        case ResearchReason::ReducedFailedHigh: return QObject::tr("↻ reduced move beat α\nsearch again at full depth");
        case ResearchReason::AspirationFailedLow:
        case ResearchReason::AspirationFailedHigh: return QObject::tr("↻ outside the aspiration\nwindow: search again");
        }
        return {};
    case EventKind::NullMove: {
        const EventFields::Pass pass = EventFields::nullMove(e);
        return pass.cut ? QObject::tr("⊘ null move: after a pass\nstill %1: cut unsearched")
                              .arg(valueText(replay.trace(), pass.value))
                        : QObject::tr("null move: after a pass\n%1: no cut").arg(valueText(replay.trace(), pass.value));
    }
    case EventKind::Reduced:
        return QObject::tr("↧ late move: reduced\nto depth %1, null window").arg(EventFields::reduced(e).depth);
    case EventKind::Evaluate:
        return QObject::tr("horizon: evaluation %1").arg(valueText(replay.trace(), EventFields::answer(e).value));
    case EventKind::StandPat:
        return QObject::tr("stands pat: evaluation %1").arg(valueText(replay.trace(), EventFields::change(e).to));
    case EventKind::Dropped:
        return QObject::tr("⊘ dropped by the beam\nlooks %1: not searched")
            .arg(valueText(replay.trace(), EventFields::dropped(e).score));
    case EventKind::Iteration: return QObject::tr("iteration %1: to depth %1").arg(EventFields::iteration(e).depth);
    case EventKind::Interrupted: {
        const EventFields::Interruption stopped = EventFields::interruption(e);
        //: A tag: the iteration stopped by a limit, then the last finished depth and its best move.
        return QObject::tr("depth %1 interrupted\nanswer: depth %2's %3")
            .arg(stopped.iteration)
            .arg(stopped.iteration - 1)
            .arg(valueText(stopped.answer));
    }
    default: return answered(replay, e.node);
    }
}

QString EnhancedStepTag::answered(const Replay& replay, NodeId node)
{
    const std::uint32_t step = replay.answeredAt(node);
    if (step == Replay::kNone)
        return {};
    const Event& probe = replay.trace().events[step];
    return probeTag(replay, probe);
}

QString EnhancedStepTag::tryOrder(const Replay& replay, NodeId child)
{
    const std::uint32_t order = replay.tryOrder(child);
    if (!reordersMoves(replay.trace().options.enhancements) || order == 0)
        return {};
    return QStringLiteral(" (%1)").arg(ordinal(order));
}

} // namespace gtl::ui
