// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compare/RunFigures.h"

#include "core/search/AlgorithmRegistry.h"
#include "core/search/Replay.h"
#include "core/search/SearchFamilyEntry.h"
#include "ui/language/ValueText.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <iterator>

namespace gtl::ui {
namespace {

using Of = RunFigure::Of;

QString count(std::uint64_t figure)
{
    return QLocale().toString(qulonglong(figure));
}

/// A figure of the answer: known once the run has ended.
QString final(const Replay& replay, QString (*figure)(const Replay&))
{
    return replay.atEnd() ? figure(replay) : QStringLiteral("…");
}

NodeId bestMove(const Replay& replay)
{
    return replay.trace().result.bestMove;
}

// Translated where they are shown; a namespace-scope tr() would run before any translator.
const RunFigure kFigures[] = {
    {QT_TRANSLATE_NOOP("RunFigures", "Visited"), Of::Proving, true, [](const Replay& r) { return count(r.visited()); },
        [](const Replay& r) { return double(r.visited()); }},
    {QT_TRANSLATE_NOOP("RunFigures", "Pruned"), Of::Proving, true, [](const Replay& r) { return count(r.pruned()); },
        [](const Replay& r) { return double(r.pruned()); }},
    {QT_TRANSLATE_NOOP("RunFigures", "Leaves evaluated"), Of::Proving, true,
        [](const Replay& r) { return count(r.leavesEvaluated()); },
        [](const Replay& r) { return double(r.leavesEvaluated()); }},
    {QT_TRANSLATE_NOOP("RunFigures", "Cut-offs"), Of::Proving, false,
        [](const Replay& r) { return count(r.cutoffs()); }, [](const Replay& r) { return double(r.cutoffs()); }},
    {QT_TRANSLATE_NOOP("RunFigures", "Value"), Of::Proving, false,
        [](const Replay& r) {
            return final(r, [](const Replay& end) { return valueText(end.trace(), end.trace().result.value); });
        },
        [](const Replay&) { return 0.0; }},
    // Monte Carlo tree search's counterparts: a playout for each leaf, a node grown for each visit.
    {QT_TRANSLATE_NOOP("RunFigures", "Playouts"), Of::Sampling, true,
        [](const Replay& r) { return count(r.leavesEvaluated()); },
        [](const Replay& r) { return double(r.leavesEvaluated()); }},
    {QT_TRANSLATE_NOOP("RunFigures", "Nodes grown"), Of::Sampling, true,
        [](const Replay& r) { return count(r.visited()); }, [](const Replay& r) { return double(r.visited()); }},
    {QT_TRANSLATE_NOOP("RunFigures", "Best move"), Of::Every, false,
        [](const Replay& r) {
            return final(r, [](const Replay& end) { return bestMoveText(end.tree(), end.trace().result); });
        },
        [](const Replay&) { return 0.0; }},
    // Monte Carlo tree search answers with its most visited move: how often, and how well it did.
    {QT_TRANSLATE_NOOP("RunFigures", "Its visits"), Of::Sampling, false,
        [](const Replay& r) {
            return final(r, [](const Replay& end) {
                return bestMove(end) == kNoNode ? QStringLiteral("—") : count(end.visits(bestMove(end)));
            });
        },
        [](const Replay&) { return 0.0; }},
    {QT_TRANSLATE_NOOP("RunFigures", "Its mean reward"), Of::Sampling, false,
        [](const Replay& r) {
            return final(r, [](const Replay& end) {
                return bestMove(end) == kNoNode ? QStringLiteral("—")
                                                : QLocale().toString(end.meanReward(bestMove(end)), 'f', 2);
            });
        },
        [](const Replay&) { return 0.0; }},
};

} // namespace

QString RunFigure::translatedHeading() const
{
    return QCoreApplication::translate("RunFigures", heading);
}

bool RunFigure::isOf(const Replay& replay) const
{
    const bool samples = !familyEntry(replay.trace().options.algorithm).provesValues;
    return of == Of::Every || (of == Of::Sampling) == samples;
}

QString RunFigure::cell(const Replay& replay) const
{
    return isOf(replay) ? text(replay) : QStringLiteral("—");
}

QList<const RunFigure*> figuresOf(const QList<const Replay*>& replays)
{
    QList<const RunFigure*> figures;
    for (const RunFigure& figure : kFigures) {
        if (std::any_of(replays.begin(), replays.end(), [&](const Replay* r) { return figure.isOf(*r); }))
            figures.append(&figure);
    }
    return figures;
}

const RunFigure& leavesEvaluatedFigure()
{
    return kFigures[2];
}

} // namespace gtl::ui
