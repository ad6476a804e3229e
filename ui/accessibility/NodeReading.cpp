// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/accessibility/NodeReading.h"

#include "core/search/chance/ChanceWords.h"
#include "core/teaching/Narrator.h"
#include "ui/language/Translated.h"
#include "ui/language/ValueText.h"
#include "ui/playback/RunModel.h"
#include "ui/scene/TreeItem.h"
#include "ui/scene/TreeView.h"
#include "ui/style/PlayerMarks.h"

#include <QLocale>
#include <QStringList>

namespace gtl::ui {

namespace {

/// A tag the canvas draws in lines ("✂ α≥β\n3 ≥ 2") as one spoken phrase ("α≥β, 3 ≥ 2"): the
/// scissors are a picture of the cut-off, which the sentence already names.
QString spoken(QString tag)
{
    tag.remove(QStringLiteral("✂ "));
    return tag.replace(QLatin1Char('\n'), QStringLiteral(", "));
}

QString probabilityText(const Probability& probability)
{
    return translated(Message::decimal(probability.text()));
}

std::uint32_t prunedChildren(const Replay& replay, NodeId node)
{
    std::uint32_t count = 0;
    for (const NodeId child : replay.tree().children(node))
        count += replay.status(child) == NodeStatus::Pruned ? 1 : 0;
    return count;
}

} // namespace

QString NodeReading::name(const TreeItem& item, NodeId node)
{
    const GameTree& tree = item.model().tree();
    QString path = translated(Narrator::nodeMessage(tree, node, true));
    if (const FocusLayout::Place* place = item.layout().find(node); place && place->run > 1)
        path = tr("%1 and %n more moves", "", int(place->run - 1)).arg(path);
    if (tree.player(node) == Player::Chance)
        return tr("%1, a throw of chance").arg(path);
    //: %1 is a node's move path, %2 who moves there: "B/1, MIN to move".
    //: A screen reader's name of a node: its path of moves, then the side to move there.
    return tr("%1, %2 to move").arg(path, PlayerMarks::mover(tree, node));
}

QString NodeReading::description(const TreeItem& item, NodeId node)
{
    const Replay& replay = item.model().replay();
    const GameTree& tree = replay.tree();
    const NodeAppearance look = item.appearance(node);
    QStringList parts;
    if (look.current)
        parts << tr("where the search is now");
    parts << TreeView::statusText(look.status);
    if (tree.isLeaf(node))
        parts << tr("a leaf");
    if (look.collapsed && look.run > 1)
        parts << tr("%n moves shown as one", "", int(look.run));
    else if (look.collapsed)
        parts << tr("collapsed, holding %n nodes", "", int(look.hidden));
    if (replay.visits(node) > 0) {
        parts << tr("%n visits, mean reward %1", "", int(replay.visits(node)))
                     .arg(QLocale().toString(replay.meanReward(node), 'f', 2));
    } else if (!look.value.isEmpty()) {
        parts << (look.onPath && !tree.isLeaf(node) ? tr("best so far %1") : tr("value %1")).arg(look.value);
    } else if (!look.pendingValue.isEmpty()) {
        parts << tr("worth %1 once read").arg(look.pendingValue);
    }
    if (!look.bounds.isEmpty())
        parts << spoken(look.bounds);
    if (look.cut)
        parts
            << tr("cut off here, %1, %n moves pruned", "", int(prunedChildren(replay, node))).arg(spoken(look.cutTag));
    if (!look.tableTag.isEmpty())
        parts << spoken(look.tableTag);
    if (replay.isCutByNullMove(node))
        parts << tr("cut by a null move");
    if (replay.isReduced(node))
        parts << tr("a late move, searched a ply shallower");
    if (look.beyondHorizon)
        parts << tr("beyond the depth limit");
    if (node != GameTree::root() && tree.player(tree.parent(node)) == Player::Chance)
        parts << tr("an outcome with probability %1").arg(probabilityText(tree.probability(node)));
    if (tree.player(node) == Player::Chance) {
        QStringList outcomes;
        for (const NodeId child : tree.children(node)) {
            const QString face = qtText(ChanceWords::outcomeFace(tree, child));
            const QString p = probabilityText(tree.probability(child));
            outcomes << (face.isEmpty() ? p : tr("%1 with probability %2").arg(face, p));
        }
        parts << tr("outcomes %1").arg(outcomes.join(QStringLiteral("; ")));
    }
    switch (look.mark) {
    case LeafMark::None: break;
    case LeafMark::Crossed: parts << tr("crossed out"); break;
    case LeafMark::CrossedRight: parts << tr("crossed out, rightly"); break;
    case LeafMark::CrossedWrong: parts << tr("crossed out, but the search reads it"); break;
    case LeafMark::Missed: parts << tr("never read, not crossed out"); break;
    }
    if (const QString type = item.nodeTypeLabel(node); !type.isEmpty())
        parts << tr("node type %1").arg(type);
    return parts.join(QStringLiteral(", "));
}

} // namespace gtl::ui
