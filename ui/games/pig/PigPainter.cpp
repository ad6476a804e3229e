// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/games/pig/PigPainter.h"

#include "core/games/pig/PigGame.h"

#include <algorithm>

namespace gtl::ui {

QSizeF PigPainter::sizeBesideNode(qreal unit, int minTextPx) const
{
    // Two bars, each as tall as the smallest type, ten points long.
    const qreal bar = std::max(8 * unit, qreal(minTextPx) * 0.6);
    return {bar * 6, bar * 2.8};
}

void PigPainter::paint(
    QPainter& painter, const QRectF& box, std::uint64_t position, const SceneStyle& style, qreal unit) const
{
    const PigGame::State s = PigGame::stateOf(position);
    painter.setPen(QPen(style.edge, 1));
    painter.setBrush(style.tagBackground);
    painter.drawRect(box);
    const qreal gap = box.height() * 0.12;
    const qreal height = (box.height() - 3 * gap) / 2;
    const qreal point = (box.width() - 2 * gap) / PigGame::kTarget;
    const auto bar = [&](int row, int score, bool moving, const QColor& colour) {
        const QRectF lane(box.left() + gap, box.top() + gap + row * (height + gap), point * PigGame::kTarget, height);
        painter.setPen(Qt::NoPen);
        painter.setBrush(colour);
        painter.drawRect(QRectF(lane.topLeft(), QSizeF(point * score, height)));
        if (moving && s.turnTotal > 0) {
            // The turn's points, not yet banked: an outline a 1 would wipe away.
            painter.setPen(QPen(colour, std::max(1.2, 1.4 * unit), Qt::DashLine));
            painter.setBrush(Qt::NoBrush);
            const qreal end = std::min(score + s.turnTotal, PigGame::kTarget);
            painter.drawRect(QRectF(lane.left() + point * score, lane.top(), point * (end - score), height));
        }
        painter.setPen(QPen(style.edge, 1));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(lane);
    };
    bar(0, s.scoreA, !s.bToMove, style.markX);
    bar(1, s.scoreB, s.bToMove, style.markO);
}

} // namespace gtl::ui
