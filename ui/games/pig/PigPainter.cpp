// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/games/pig/PigPainter.h"

#include "core/games/pig/PigGame.h"

#include <algorithm>

namespace gtl::ui {
namespace {

/// A row's height in the box's heights: two rows and three gaps.
constexpr qreal kGap = 0.2;
constexpr qreal kRows = 2 + 3 * kGap;
/// A row's parts in row heights: the player and score ("B 10"), the bar, the turn ("+10").
constexpr qreal kScore = 2.3;
constexpr qreal kBar = 4.5;
constexpr qreal kTurn = 1.8;
constexpr qreal kWidth = kScore + kBar + kTurn + 4 * kGap;

} // namespace

QSizeF PigPainter::sizeBesideNode(qreal unit, int minTextPx) const
{
    // Each row as tall as its numbers need at the smallest type.
    const qreal row = std::max(8 * unit, qreal(minTextPx) * 1.25);
    return {row * kWidth, row * kRows};
}

void PigPainter::paint(
    QPainter& painter, const QRectF& box, std::uint64_t position, const SceneStyle& style, qreal unit) const
{
    const PigGame::State s = PigGame::stateOf(position);
    painter.setPen(QPen(style.edge, 1));
    painter.setBrush(style.tagBackground);
    painter.drawRect(box);
    const qreal row = std::min(box.height() / kRows, box.width() / kWidth);
    const qreal gap = row * kGap;
    QFont font = style.labelFont;
    font.setPixelSize(std::max(1, int(row * 0.8)));
    font.setBold(true);
    painter.setFont(font);
    const qreal point = row * kBar / PigGame::kTarget;
    const auto line = [&](int index, const QString& name, int score, bool moving, const QColor& colour) {
        const qreal top = box.top() + gap + index * (row + gap);
        const QRectF scoreBox(box.left() + gap, top, row * kScore, row);
        const QRectF lane(scoreBox.right() + gap, top, point * PigGame::kTarget, row);
        const QRectF turnBox(lane.right() + gap, top, row * kTurn, row);
        painter.setPen(style.text);
        painter.drawText(scoreBox, Qt::AlignVCenter | Qt::AlignLeft, QStringLiteral("%1 %2").arg(name).arg(score));
        painter.setPen(Qt::NoPen);
        painter.setBrush(colour);
        painter.drawRect(QRectF(lane.topLeft(), QSizeF(point * std::min(score, PigGame::kTarget), row)));
        if (moving && s.turnTotal > 0) {
            // The turn's points, not yet banked: an outline a 1 would wipe away, and their count.
            painter.setPen(QPen(colour, std::max(1.2, 1.4 * unit), Qt::DashLine));
            painter.setBrush(Qt::NoBrush);
            const qreal end = std::min(score + s.turnTotal, PigGame::kTarget);
            painter.drawRect(QRectF(lane.left() + point * score, lane.top(), point * (end - score), row));
            painter.setPen(style.text);
            painter.drawText(turnBox, Qt::AlignVCenter | Qt::AlignLeft, QStringLiteral("+%1").arg(s.turnTotal));
        }
        painter.setPen(QPen(style.edge, 1));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(lane);
    };
    line(0, QStringLiteral("A"), s.scoreA, !s.bToMove, style.markX);
    line(1, QStringLiteral("B"), s.scoreB, s.bToMove, style.markO);
}

} // namespace gtl::ui
