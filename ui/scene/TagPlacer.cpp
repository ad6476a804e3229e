// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/scene/TagPlacer.h"

#include "core/games/GameRegistry.h"
#include "core/search/chance/ChanceWords.h"
#include "ui/games/GamePainter.h"
#include "ui/language/Translated.h"
#include "ui/language/ValueText.h"
#include "ui/playback/RunModel.h"
#include "ui/scene/BoardImages.h"
#include "ui/scene/EnhancedStepTag.h"
#include "ui/scene/TreeItem.h"

#include <algorithm>
#include <numeric>

namespace gtl::ui {
namespace {

QPointF mix(const QPointF& a, const QPointF& b, qreal t)
{
    return a + (b - a) * t;
}

/// "1/6", or "0,5" in a German window.
QString probabilityText(const Probability& probability)
{
    return translated(Message::decimal(probability.text()));
}

} // namespace

TagPlacer::TagPlacer(const TreeItem& item, CanvasPainter& canvas, const LevelOfDetail& detail)
    : item_(item)
    , canvas_(canvas)
    , detail_(detail)
{
}

QString TagPlacer::edgeLabel(NodeId child) const
{
    const GameTree& tree = item_.model().tree();
    const bool outcome = tree.player(tree.parent(child)) == Player::Chance;
    // A run of moves shown as one glyph is labelled with its first and last move, a run of a
    // throw's outcomes with their faces and how likely they are together.
    const FocusLayout::Place* place = item_.layout().find(child);
    if (place && place->run > 1) {
        const QString faces
            = QStringLiteral("%1–%2").arg(qtText(tree.label(child)), qtText(tree.label(child + place->run - 1)));
        if (!outcome)
            return faces;
        std::uint64_t numerator = 0;
        std::uint64_t denominator = 1;
        for (NodeId sibling = child; sibling < child + place->run; ++sibling) {
            const Probability p = tree.probability(sibling);
            const std::uint64_t common = std::lcm(denominator, std::uint64_t(p.denominator));
            numerator = numerator * (common / denominator) + p.numerator * (common / p.denominator);
            denominator = common;
        }
        return QStringLiteral("%1 · %2").arg(faces, probabilityText(Probability::reduced(numerator, denominator)));
    }
    // An outcome of a throw is labelled with its face, where it has one, and its probability.
    const QString face = outcome ? qtText(ChanceWords::outcomeFace(tree, child)) : QString();
    const QString label = !outcome ? qtText(tree.label(child))
        : face.isEmpty()           ? probabilityText(tree.probability(child))
                                   : QStringLiteral("%1 · %2").arg(face, probabilityText(tree.probability(child)));
    // Negamax hands its parent the negated value: say so on the edge the value climbs.
    const Replay& replay = item_.model().replay();
    const Value value = replay.value(child);
    const QString tried = EnhancedStepTag::tryOrder(replay, child);
    if (isNegamax(replay.trace().options.algorithm) && value != kNoValue)
        return QStringLiteral("%1%2 · −(%3)").arg(label, tried, valueText(value));
    return label + tried;
}

void TagPlacer::paintEdgeLabel(const DrawnNode& child, const QPointF& from, bool force) const
{
    const QString label = edgeLabel(child.node);
    if (label.isEmpty())
        return;
    const SceneStyle& style = item_.style();
    const QFont font = canvas_.sized(style.labelFont, style.labelFont.pixelSize() * detail_.textScale());
    // Nearer the child first, where the edges of siblings are furthest apart; then beside the
    // edge, on either side, where a tag or board leaves too little room across it. A move of
    // the search path is never left out: over a shape if it must, never over text.
    std::vector<QRectF> candidates;
    for (const qreal side : {0.0, 1.0, -1.0}) {
        for (const qreal t : {0.55, 0.68, 0.42, 0.78, 0.3, 0.62, 0.73, 0.48, 0.36}) {
            const QRectF box = CanvasPainter::textRect(mix(from, child.center, t), label, font).adjusted(-3, 0, 3, 0);
            candidates.push_back(box.translated(side * (box.width() / 2 + 2), 0));
        }
    }
    auto chosen
        = std::find_if(candidates.begin(), candidates.end(), [&](const QRectF& box) { return canvas_.isFree(box); });
    if (chosen == candidates.end() && force)
        chosen = std::find_if(
            candidates.begin(), candidates.end(), [&](const QRectF& box) { return canvas_.isFreeOfText(box); });
    if (chosen == candidates.end())
        return;
    QPainter& painter = canvas_.painter();
    painter.setPen(Qt::NoPen);
    painter.setBrush(style.labelBackground);
    painter.drawRoundedRect(*chosen, 4, 4);
    const bool pruned = item_.model().replay().status(child.node) == NodeStatus::Pruned;
    painter.setPen(pruned ? style.prunedText : style.text);
    canvas_.text(QStringLiteral("label"), child.node, *chosen, label, font,
        SceneStyle::over(style.labelBackground, style.background));
}

bool TagPlacer::coversALabel(const QRectF& box) const
{
    // The stretch of the edge paintEdgeLabel() tries, from 0.3 to 0.78 of the way down, as wide
    // as a short label around it.
    const qreal half = item_.style().labelFont.pixelSize() * detail_.textScale() * 0.6;
    const QRectF near = box.adjusted(-half, -half, half, half);
    return std::any_of(laterLabels_.begin(), laterLabels_.end(), [&](const QLineF& edge) {
        for (qreal t = 0.3; t <= 0.78; t += 0.04) {
            if (near.contains(edge.pointAt(t)))
                return true;
        }
        return false;
    });
}

std::vector<QRectF> TagPlacer::placesNearest(const QPointF& center, const QSizeF& size) const
{
    // Every place on a grid of 8 px, each distance worked out once: the canvas of a 1080p
    // window holds some 30,000.
    const QRectF& area = canvas_.area();
    const qreal step = 8;
    std::vector<std::pair<qreal, QRectF>> places;
    for (qreal y = area.top() + 2; y + size.height() <= area.bottom() - 2; y += step) {
        for (qreal x = area.left() + 2; x + size.width() <= area.right() - 2; x += step) {
            const QRectF box(QPointF(x, y), size);
            const QPointF away = box.center() - center;
            places.emplace_back(QPointF::dotProduct(away, away), box);
        }
    }
    std::sort(places.begin(), places.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<QRectF> nearestFirst;
    nearestFirst.reserve(places.size());
    for (const auto& place : places)
        nearestFirst.push_back(place.second);
    return nearestFirst;
}

void TagPlacer::paintTag(const DrawnNode& drawn, bool force, Tag tag) const
{
    const NodeAppearance& look = drawn.look;
    const SceneStyle& style = item_.style();
    const bool cut = tag == Tag::Cutoff;
    const bool table = tag == Tag::Table;
    const QString& text = cut ? look.cutTag : table ? look.tableTag : look.bounds;
    if (text.isEmpty())
        return;
    const QFont font = canvas_.sized(style.tagFont, style.tagFont.pixelSize() * detail_.textScale());
    const QRectF textBox = CanvasPainter::textRect({}, text, font);
    const QSizeF size = textBox.size() + QSizeF(10, 6);
    const QPointF c = drawn.center;
    const qreal r = drawn.radius * 1.2 + 4;
    // Beside the node first, then above or below, then further out with a leader line.
    std::vector<QRectF> candidates;
    for (const qreal reach : {1.0, 2.0, 3.2, 4.6, 6.2}) {
        const qreal d = r * reach;
        const QPointF corners[] = {{c.x() + d, c.y() - size.height() / 2},
            {c.x() - d - size.width(), c.y() - size.height() / 2}, {c.x() + d * 0.6, c.y() - d - size.height()},
            {c.x() - d * 0.6 - size.width(), c.y() - d - size.height()}, {c.x() + d * 0.6, c.y() + d},
            {c.x() - d * 0.6 - size.width(), c.y() + d}};
        for (const QPointF& corner : corners)
            candidates.emplace_back(corner, size);
    }
    // Free, with a little room around it so that two tags never touch, and nearer its own node
    // than any other, so that no one reads it as a neighbour's; failing that, anywhere free,
    // joined to its node by a leader line.
    auto roomy = [&](const QRectF& box) { return canvas_.isFree(box.adjusted(-3, -3, 3, 3)); };
    // Clear of the labels still to come first (the probabilities of a throw must stay), by
    // the node, or for a cut-off, which is always drawn, with a leader line; then as before.
    auto clear = [&](const QRectF& box) { return roomy(box) && !coversALabel(box); };
    auto chosen = std::find_if(candidates.begin(), candidates.end(),
        [&](const QRectF& box) { return clear(box) && canvas_.isNearest(drawn.node, box); });
    if (chosen == candidates.end() && force && cut)
        chosen = std::find_if(candidates.begin(), candidates.end(), clear);
    // What the step is about goes where the canvas is still free, with a leader line, rather
    // than over a neighbour or a move's label.
    if (chosen == candidates.end() && force) {
        const std::vector<QRectF> further = placesNearest(c, size);
        const auto place = std::find_if(further.begin(), further.end(), clear);
        if (place != further.end()) {
            candidates.push_back(*place);
            chosen = candidates.end() - 1;
        }
    }
    if (chosen == candidates.end())
        chosen = std::find_if(candidates.begin(), candidates.end(),
            [&](const QRectF& box) { return roomy(box) && canvas_.isNearest(drawn.node, box); });
    // A tag given as context (the path's α and β) stands by its node or not at all: a leader
    // line across the tree to a far corner says less than the Search Path panel does.
    if (chosen == candidates.end() && !force)
        return;
    if (chosen == candidates.end())
        chosen = std::find_if(candidates.begin(), candidates.end(), roomy);
    if (chosen == candidates.end())
        chosen = std::find_if(
            candidates.begin(), candidates.end(), [&](const QRectF& box) { return canvas_.isFree(box); });
    if (chosen == candidates.end()) {
        // What the step is about is never left out: over a shape if it must, never over text.
        chosen = std::find_if(
            candidates.begin(), candidates.end(), [&](const QRectF& box) { return canvas_.isFreeOfText(box); });
        if (chosen == candidates.end())
            chosen = candidates.begin();
    }
    const QRectF box = *chosen;
    QPainter& painter = canvas_.painter();
    const QColor strong = cut ? style.cutTag : style.tableTag;
    const QPen border = cut || table ? QPen(strong, 1.5) : QPen(style.pathEdge, 1.2);
    if (chosen - candidates.begin() >= 6 || !canvas_.isNearest(drawn.node, box)) {
        painter.setPen(border);
        const QPointF towards = box.center() - c;
        const QPointF start = c + towards * (drawn.radius / std::max(1.0, QLineF({}, towards).length()));
        canvas_.leader(drawn.node, QLineF(start, box.center()));
    }
    painter.setPen(border);
    painter.setBrush(cut || table ? strong : style.tagBackground);
    painter.drawRoundedRect(box, 5, 5);
    canvas_.reserve(box);
    painter.setPen(cut || table ? style.cutTagText : style.boundText);
    const QString kind = cut ? QStringLiteral("cutoff") : table ? QStringLiteral("table") : QStringLiteral("bounds");
    canvas_.text(kind, drawn.node, box, text, font, cut || table ? strong : style.tagBackground);
}

void TagPlacer::paintNodeType(const DrawnNode& drawn, const QString& text, bool differs) const
{
    if (text.isEmpty())
        return;
    const SceneStyle& style = item_.style();
    const QFont font = canvas_.sized(style.labelFont, style.labelFont.pixelSize() * detail_.textScale());
    const QRectF size = CanvasPainter::textRect({}, text, font).adjusted(-4, -1, 4, 1);
    const QPointF c = drawn.center;
    const qreal r = drawn.radius;
    // Upper left of the node, where tags (which prefer the right) seldom go; else below it.
    for (const QPointF& at : {c + QPointF(-r * 1.2 - size.width() / 2, -r * 0.6),
             c + QPointF(-r * 1.2 - size.width() / 2, r * 0.6), c + QPointF(0, r * 1.1 + size.height() / 2)}) {
        QRectF box = size;
        box.moveCenter(at);
        if (!canvas_.isFree(box))
            continue;
        QPainter& painter = canvas_.painter();
        painter.setPen(QPen(differs ? style.cutTag : style.pathEdge, 1.2));
        painter.setBrush(style.tagBackground);
        painter.drawRoundedRect(box, 3, 3);
        painter.setPen(differs ? style.cutTag : style.pathEdge);
        canvas_.text(QStringLiteral("type"), drawn.node, box, text, font, style.tagBackground);
        return;
    }
}

void TagPlacer::paintHorizonLabel(const QLineF& line) const
{
    // Placed once the nodes and values are down, at whichever end of the line leaves them clear.
    const SceneStyle& style = item_.style();
    const QFont font = canvas_.sized(style.labelFont, style.labelFont.pixelSize() * detail_.textScale());
    const QString text = QObject::tr("horizon: depth %1").arg(item_.model().replay().horizon());
    const QRectF size = CanvasPainter::textRect({}, text, font).adjusted(-4, -1, 4, 1);
    // Above either end of the line, else beyond either end, level with it.
    const qreal level = line.y1() - size.height() / 2;
    const auto box = firstFree(size,
        {QPointF(line.x1(), line.y1() - 2 - size.height()),
            QPointF(line.x2() - size.width(), line.y1() - 2 - size.height()),
            QPointF(line.x1() - 4 - size.width(), level), QPointF(line.x2() + 4, level)});
    if (!box)
        return;
    canvas_.painter().setPen(style.tableTag);
    canvas_.text(QStringLiteral("horizon"), kNoNode, *box, text, font, style.background);
}

std::optional<QRectF> TagPlacer::firstFree(const QRectF& size, std::initializer_list<QPointF> topLefts) const
{
    for (const QPointF& topLeft : topLefts) {
        const QRectF box(topLeft, size.size());
        if (canvas_.isFree(box))
            return box;
    }
    return std::nullopt;
}

void TagPlacer::paintQuiescenceLabel(const QRectF& band) const
{
    // Beside the band, under the horizon's label, where the tree leaves room; else inside it,
    // just under the horizon, where that leaves the nodes and values clear.
    const SceneStyle& style = item_.style();
    const QFont font = canvas_.sized(style.labelFont, style.labelFont.pixelSize() * detail_.textScale());
    const QString text = QObject::tr("quiescence:\nforcing moves only,\nhorizon + %1 at most")
                             .arg(item_.model().replay().trace().options.enhancements.quiescencePlies());
    const QRectF size = CanvasPainter::textRect({}, text, font).adjusted(-4, -1, 4, 1);
    const auto box = firstFree(size,
        {band.topLeft() + QPointF(-4 - size.width(), 12), band.topRight() + QPointF(4, 12),
            band.topLeft() + QPointF(0, 2), band.topRight() + QPointF(-size.width(), 2)});
    if (!box)
        return;
    canvas_.painter().setPen(style.tableTag);
    canvas_.text(QStringLiteral("quiescence"), kNoNode, *box, text, font,
        band.contains(*box) ? SceneStyle::over(style.quiescenceBand, style.background) : style.background);
}

void TagPlacer::paintPosition(const DrawnNode& drawn) const
{
    const GamePainter* game = item_.gamePainter();
    if (!game || drawn.look.run > 1) // the first move's position is not the run's
        return;
    const QSizeF size = game->sizeBesideNode(detail_.unit(), item_.style().minTextPx);
    const QPointF c = drawn.center;
    const qreal beside = drawn.radius * 1.3;
    // Left of the node, else right of it; where neither is free the position is left out, so
    // that it never hides a neighbour.
    const QRectF left(QPointF(c.x() - beside - size.width(), c.y() - size.height() / 2), size);
    const QRectF right(QPointF(c.x() + beside, c.y() - size.height() / 2), size);
    const QRectF place = canvas_.isFree(left) ? left : canvas_.isFree(right) ? right : QRectF();
    if (place.isNull())
        return;
    const GameTree& tree = item_.model().tree();
    const std::uint64_t position = tree.payload(drawn.node);
    const GameKind* kind = canvas_.isRecording() ? GameRegistry::of(tree) : nullptr;
    canvas_.board(drawn.node, place, kind ? qtText(kind->text(position)) : QString()); // tags keep off it
    BoardImages::paint(*game, canvas_.painter(), place, position, item_.style(), detail_.unit());
}

} // namespace gtl::ui
