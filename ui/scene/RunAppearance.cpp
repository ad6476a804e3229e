// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/scene/RunAppearance.h"

#include "core/search/SearchFamilyEntry.h"
#include "core/search/chance/ChanceWords.h"
#include "core/search/maxn/PlayerScores.h"
#include "core/teaching/PendingScore.h"
#include "ui/language/ValueText.h"
#include "ui/playback/RunModel.h"
#include "ui/scene/EnhancedStepTag.h"
#include "ui/scene/SampleAppearance.h"
#include "ui/scene/TreeMarks.h"

#include <QLocale>
#include <QObject>

namespace gtl::ui {
namespace {

/// A chance node's tags: which bound decided its cut, or Star1's interval while it is searched.
void tagChance(NodeAppearance& look, const Replay& replay, NodeId node)
{
    if (look.cut) {
        // As narrow as the α≥β tag, in the pseudocode's words: the bound that decided the cut
        // against the window (the narration says it in a sentence).
        const Trace& trace = replay.trace();
        const Value upper = replay.chanceUpper(node);
        const Value lower = replay.chanceLower(node);
        look.cutTag = upper <= replay.alpha(node)
            ? QStringLiteral("✂ hi ≤ α\n%1 ≤ %2").arg(valueText(trace, upper), valueText(trace, replay.alpha(node)))
            : QStringLiteral("✂ lo ≥ β\n%1 ≥ %2").arg(valueText(trace, lower), valueText(trace, replay.beta(node)));
        return;
    }
    if ((look.onPath || look.current) && replay.chanceLower(node) != kNoValue)
        look.bounds = localNumbers(qtText(ChanceWords::interval(replay, node)));
}

/// Max^n's shallow cut, in the pseudocode's words: the mover's score here against what the
/// constant sum leaves the player above, "✂ 7 ≥ 10 − 6".
void tagShallowCut(NodeAppearance& look, const Replay& replay, NodeId node)
{
    const GameTree& tree = replay.tree();
    const PlayerScores& scores = *replay.trace().chance.scores;
    const NodeId above = tree.parent(node);
    if (replay.value(node) == kNoValue || above == kNoNode || replay.value(above) == kNoValue)
        return;
    const QLocale locale;
    look.cutTag = QStringLiteral("✂ %1 ≥ %2 − %3")
                      .arg(locale.toString(scores.score(replay.value(node), tree.seat(node))),
                          locale.toString(scores.constantSum),
                          locale.toString(scores.score(replay.value(above), tree.seat(above))));
}

/// The cut-off's tag, or the α/β window while it matters (on the path and at the current node).
void tagBounds(NodeAppearance& look, const Replay& replay, NodeId node)
{
    const Value alpha = replay.alpha(node);
    const Value beta = replay.beta(node);
    const Trace& trace = replay.trace();
    if (replay.tree().player(node) == Player::Chance) {
        tagChance(look, replay, node);
    } else if (look.cut && trace.chance.scores) {
        tagShallowCut(look, replay, node);
    } else if (look.cut) {
        look.cutTag = QStringLiteral("✂ α≥β\n%1 ≥ %2").arg(valueText(trace, alpha), valueText(trace, beta));
    } else if ((look.onPath || look.current) && alpha != kNoValue) {
        look.bounds = QStringLiteral("α %1\nβ %2").arg(valueText(trace, alpha), valueText(trace, beta));
        if (isNullWindow(replay.trace().options, alpha, beta))
            look.bounds += QStringLiteral(" · null window");
    }
}

/// Whether the layout draws @p node as a glyph, and how many nodes the glyph hides.
void foldInto(NodeAppearance& look, const RunModel& model, const FocusLayout& layout, NodeId node)
{
    const FocusLayout::Place* place = layout.find(node);
    look.collapsed = place && place->collapsed;
    look.run = place ? place->run : 1;
    for (NodeId n = node; look.collapsed && n < node + look.run; ++n)
        look.hidden += model.run().subtreeSize[n];
    look.hidden -= look.collapsed ? 1 : 0;
}

} // namespace

NodeAppearance RunAppearance::of(const RunModel& model, const FocusLayout& layout, const TreeMarks& marks, NodeId node)
{
    NodeAppearance look;
    const Replay& replay = model.replay();
    const GameTree& tree = replay.tree();
    look.status = replay.status(node);
    look.pruned = look.status == NodeStatus::Pruned;
    look.onPath = look.status == NodeStatus::OnPath;
    const Event* event = replay.currentEvent();
    look.current = event && event->node == node;
    look.mark = marks.leafMark(node);
    look.ringed = marks.isRinged(node);
    if (!familyEntry(replay.trace().options.algorithm).provesValues) {
        SampleAppearance::show(look, replay, node);
        foldInto(look, model, layout, node);
        return look;
    }
    look.beyondHorizon = isBeyondHorizon(replay, node);
    const Value value = replay.value(node);
    if (value != kNoValue)
        look.value = valueText(replay.trace(), value);
    else if (const Value pending = pendingScore(replay, node); pending != kNoValue)
        // A leaf's own value, in no trace's units, or the scores max^n will read.
        look.pendingValue = replay.trace().chance.scores ? compactScores(tree.scores(node)) : valueText(pending);
    if (!look.pruned) {
        for (NodeId c : tree.children(node))
            look.cut = look.cut || replay.status(c) == NodeStatus::Pruned;
    }
    tagBounds(look, replay, node);
    look.tableTag = look.current ? EnhancedStepTag::forEvent(replay, *event) : EnhancedStepTag::answered(replay, node);
    foldInto(look, model, layout, node);
    return look;
}

QString RunAppearance::nodeTypeLabel(const Replay& replay, NodeType type, NodeId node, bool* differs)
{
    const NodeTypeVerdict verdict = nodeTypeVerdict(type, replay, node);
    const QString label = QString::fromLatin1(nodeTypeName(type));
    QString otherwise;
    switch (verdict.kind) {
    case NodeTypeVerdict::Kind::CutSearchedMore:
        //: A node type's label where the search differed: "CUT: 3 moves" searched where one would do.
        otherwise = QObject::tr("%1: %Ln moves", nullptr, int(verdict.searched)).arg(label);
        break;
    case NodeTypeVerdict::Kind::AllCutOff: otherwise = QObject::tr("%1: cut off").arg(label); break;
    case NodeTypeVerdict::Kind::BeyondMinimal: otherwise = QObject::tr("beyond minimal"); break;
    case NodeTypeVerdict::Kind::AsTyped: break;
    }
    if (differs)
        *differs = !otherwise.isEmpty();
    return otherwise.isEmpty() ? label : otherwise;
}

} // namespace gtl::ui
