// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/scene/NodePainter.h"

#include "ui/playback/RunModel.h"
#include "ui/scene/TreeItem.h"
#include "ui/style/PlayerMarks.h"

#include <QLocale>
#include <QObject>

namespace gtl::ui {
namespace {

/// The box a node's shape takes: a square for leaves, a triangle's bounds for the others.
QRectF shapeRect(const QPointF& c, qreal r, bool leaf)
{
    return leaf ? QRectF(c.x() - r * 0.8, c.y() - r * 0.8, r * 1.6, r * 1.6)
                : QRectF(c.x() - r * 1.12, c.y() - r, r * 2.24, r * 1.78);
}

/// The room, in pixels, a value keeps from its shape's outline on each side.
constexpr qreal kValueMargin = 3;

/// The radius a shape needs to hold @p text, @p margin clear of its sides: a square's side, a
/// triangle's middle.
qreal radiusToHold(const QRectF& text, bool leaf, qreal margin = kValueMargin)
{
    const qreal width = text.width() + 2 * margin;
    return leaf ? std::max(width / 1.6, text.height() / 1.5) : std::max(width / 1.25, text.height() / 0.95);
}

} // namespace

NodePainter::NodePainter(const TreeItem& item, CanvasPainter& canvas, const LevelOfDetail& detail)
    : item_(item)
    , canvas_(canvas)
    , detail_(detail)
{
}

QColor NodePainter::fillFor(const NodeAppearance& look) const
{
    const SceneStyle& style = item_.style();
    switch (look.status) {
    case NodeStatus::OnPath: return style.pathFill;
    case NodeStatus::Done: return style.doneFill;
    case NodeStatus::Pruned: return style.prunedFill;
    case NodeStatus::Known: return style.knownFill;
    case NodeStatus::Dropped: return style.beyondFill;
    case NodeStatus::Unvisited: return look.beyondHorizon ? style.beyondFill : style.unvisitedFill;
    }
    return style.unvisitedFill;
}

NodePainter::Sizing NodePainter::sizing(const DrawnNode& drawn, bool withText) const
{
    const SceneStyle& style = item_.style();
    const NodeAppearance& look = drawn.look;
    const bool leaf = item_.model().tree().isLeaf(drawn.node);
    const qreal textScale = detail_.textScale();
    Sizing s;
    s.showValue = !look.value.isEmpty() && drawn.node != item_.valueInFlight();
    // A run's glyph shows no faded score: its first leaf's would not be the run's.
    s.text = s.showValue ? look.value : look.run > 1 ? QString() : look.pendingValue;
    s.fraction = s.showValue && look.fraction;
    if (s.fraction)
        s.text.replace(QLatin1Char('/'), QLatin1Char('\n'));
    s.font = s.showValue ? canvas_.sized(style.valueFont, style.valueFont.pixelSize() * textScale)
                         : canvas_.sized(style.pendingValueFont, style.pendingValueFont.pixelSize() * textScale);
    // Shapes grow to their text, within the room between their neighbours: where it is short,
    // the text steps down toward the floor first, and a shape never covers another.
    const qreal room = detail_.roomRadius(leaf);
    s.radius = std::min(withText ? drawn.radius : std::min(drawn.radius, detail_.bareRadius()), room);
    if (withText && !s.text.isEmpty()) {
        qreal needed = radiusToHold(CanvasPainter::textRect({}, s.text, s.font), leaf);
        while (needed > std::max(s.radius, room) && s.font.pixelSize() > canvas_.minFontPx()) {
            s.font.setPixelSize(s.font.pixelSize() - 1);
            needed = radiusToHold(CanvasPainter::textRect({}, s.text, s.font), leaf);
        }
        s.radius = std::max(s.radius, std::min(needed, room));
    }
    if (look.run > 1) // a run's glyph is small, in its narrower slot
        s.radius = std::min(s.radius, detail_.runRadius());
    return s;
}

void NodePainter::paintHalo(const DrawnNode& drawn, bool withText) const
{
    QPainter& painter = canvas_.painter();
    const qreal r = sizing(drawn, withText).radius * 1.55;
    QColor halo = item_.style().current;
    halo.setAlphaF(0.75);
    painter.setPen(Qt::NoPen);
    painter.setBrush(halo);
    painter.drawEllipse(drawn.center, r, r);
}

void NodePainter::paintNode(DrawnNode& drawn, bool withText) const
{
    QPainter* painter = &canvas_.painter();
    const SceneStyle& style = item_.style();
    const GameTree& tree = item_.model().tree();
    const NodeAppearance& look = drawn.look;
    const QPointF c = drawn.center;
    const qreal unit = detail_.unit();
    const bool leaf = tree.isLeaf(drawn.node);
    // Player 1 (MAX) and 2 (MIN) have triangles; a game of several players gives the others
    // shapes of their own.
    const std::uint32_t seat = tree.seat(drawn.node);
    auto [text, font, r, showValue, fraction] = sizing(drawn, withText);
    drawn.radius = r;
    QPen pen(look.pruned ? style.prunedEdge : style.outline, style.lineWidth * (look.onPath ? 2 : 1));
    if (look.pruned || look.collapsed)
        pen.setStyle(look.pruned ? Qt::DashLine : Qt::SolidLine);
    pen.setJoinStyle(Qt::RoundJoin);
    painter->setPen(pen);
    painter->setBrush(fillFor(look));
    // A chance node is a circle: nobody chooses there, as no triangle points up or down.
    const bool chance = tree.player(drawn.node) == Player::Chance;
    if (leaf)
        painter->drawRoundedRect(shapeRect(c, r, true), 4 * unit, 4 * unit);
    else if (chance)
        painter->drawEllipse(c, r, r);
    else
        painter->drawPolygon(PlayerMarks::shape(c, r, seat));
    canvas_.shape(drawn.node, shapeRect(c, r, leaf));
    if (look.ringed)
        paintRing(drawn);
    QRectF valueBox;
    if (withText && !text.isEmpty()) {
        const qreal shift = leaf || chance ? 0 : (seat == 0 ? 0.22 : seat == 1 ? -0.22 : -0.11) * r;
        valueBox = CanvasPainter::textRect(c + QPointF(0, shift), text, font);
        // A value that reaches past its shape even without the margin around it sits on a
        // plate, so the outline never crosses its digits.
        if (radiusToHold(valueBox, leaf, 0) > r)
            paintValuePlate(drawn.node, valueBox, fillFor(look));
        painter->setPen(look.pruned ? style.prunedText : showValue ? style.text : style.pendingText);
        canvas_.text(QStringLiteral("value"), drawn.node, valueBox, text, font, fillFor(look));
        if (fraction) {
            painter->setPen(QPen(style.text, std::max(1.0, font.pixelSize() / 12.0)));
            const qreal y = valueBox.center().y();
            painter->drawLine(QPointF(valueBox.left(), y), QPointF(valueBox.right(), y));
        }
    }
    paintMark(drawn, valueBox);
}

void NodePainter::paintValuePlate(NodeId node, const QRectF& valueBox, const QColor& fill) const
{
    QPainter& painter = canvas_.painter();
    const QRectF plate = valueBox.adjusted(-2, 0, 2, 0);
    painter.setPen(QPen(item_.style().outline, 1));
    painter.setBrush(fill);
    painter.drawRoundedRect(plate, 3, 3);
    canvas_.plate(node, plate);
}

void NodePainter::paintGlyphCount(const DrawnNode& drawn) const
{
    // A collapsed subtree hangs a small box under its node: how many nodes it hides.
    QPainter& painter = canvas_.painter();
    const SceneStyle& style = item_.style();
    // A run says how many moves it stands for, or below a throw how many outcomes; their
    // subtrees are not reached or pruned.
    const GameTree& tree = item_.model().tree();
    const bool outcomes = drawn.node != GameTree::root() && tree.player(tree.parent(drawn.node)) == Player::Chance;
    const QString text = drawn.look.run <= 1
        ? QStringLiteral("+%1").arg(QLocale().toString(qulonglong(drawn.look.hidden)))
        : outcomes ? QObject::tr("%1 outcomes").arg(drawn.look.run)
                   : QObject::tr("%1 moves").arg(drawn.look.run);
    const QFont font = canvas_.sized(style.labelFont, style.labelFont.pixelSize() * detail_.textScale());
    const bool up = tree.player(drawn.node) == Player::Max;
    const qreal below = drawn.radius * (up ? 0.78 : 1.0);
    QRectF box = CanvasPainter::textRect({}, text, font).adjusted(-5, -2, 5, 2);
    box.moveCenter(drawn.center + QPointF(0, below + 4 + box.height() / 2));
    if (!canvas_.isFree(box))
        return;
    painter.setPen(QPen(
        drawn.look.pruned ? style.prunedEdge : style.outline, 1.2, drawn.look.pruned ? Qt::DashLine : Qt::SolidLine));
    painter.setBrush(style.tagBackground);
    painter.drawRoundedRect(box, 4, 4);
    painter.setPen(drawn.look.pruned ? style.prunedText : style.text);
    canvas_.text(QStringLiteral("glyph"), drawn.node, box, text, font, style.tagBackground);
}

QRectF NodePainter::paintHandle(const DrawnNode& drawn) const
{
    // A small boxed minus at the node's lower left: click it to fold the subtree away.
    QPainter& painter = canvas_.painter();
    const qreal side = 14;
    const QRectF handle(drawn.center + QPointF(-drawn.radius * 1.2 - side, drawn.radius * 0.3), QSizeF(side, side));
    painter.setPen(QPen(item_.style().outline, 1.4));
    painter.setBrush(item_.style().tagBackground);
    painter.drawRoundedRect(handle, 3, 3);
    const QPointF middle = handle.center();
    painter.drawLine(middle - QPointF(side * 0.3, 0), middle + QPointF(side * 0.3, 0));
    return handle;
}

void NodePainter::paintMark(const DrawnNode& drawn, const QRectF& valueBox) const
{
    const LeafMark mark = drawn.look.mark;
    if (mark == LeafMark::None)
        return;
    QPainter* painter = &canvas_.painter();
    const SceneStyle& style = item_.style();
    const QPointF center = drawn.center;
    const qreal width = std::max(2.0, 3.2 * detail_.unit());
    const qreal d = drawn.radius * 0.95;
    if (mark == LeafMark::Missed) {
        // Never read, but not crossed out: a dashed ring says "this one too".
        painter->setPen(QPen(style.rightMark, width, Qt::DashLine, Qt::RoundCap));
        painter->setBrush(Qt::NoBrush);
        painter->drawEllipse(center, d * 1.25, d * 1.25);
        return;
    }
    // Over the whole shape, as a student crosses out a leaf on paper, but around its value,
    // which the student still needs to read; after Check, solid where it was right and dashed
    // where the search does read the leaf.
    const QColor colour = mark == LeafMark::CrossedRight ? style.rightMark : style.cutTag;
    painter->setPen(QPen(colour, width, mark == LeafMark::CrossedWrong ? Qt::DashLine : Qt::SolidLine, Qt::RoundCap));
    // Four arms from the centre out past the corners, each starting where it leaves the value.
    const QRectF clear = valueBox.adjusted(-width, -width, width, width);
    const qreal reach = d * 1.25;
    for (const QPointF arm : {QPointF(1, 1), QPointF(1, -1), QPointF(-1, 1), QPointF(-1, -1)}) {
        const qreal start = valueBox.isEmpty()
            ? 0
            : std::min(arm.x() > 0 ? clear.right() - center.x() : center.x() - clear.left(),
                arm.y() > 0 ? clear.bottom() - center.y() : center.y() - clear.top());
        if (start < reach)
            painter->drawLine(center + arm * std::max<qreal>(start, 0), center + arm * reach);
    }
}

void NodePainter::paintRing(const DrawnNode& drawn) const
{
    // The node a practice question or a lesson stop is about, ringed as a teacher circles it.
    QPainter* painter = &canvas_.painter();
    painter->save();
    painter->setPen(QPen(item_.style().current, std::max(2.0, 2.5 * detail_.unit()), Qt::DotLine, Qt::RoundCap));
    painter->setBrush(Qt::NoBrush);
    painter->drawEllipse(drawn.center, drawn.radius * 1.55, drawn.radius * 1.55);
    painter->restore();
}

} // namespace gtl::ui
