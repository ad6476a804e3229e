// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/games/GamePainter.h"

namespace gtl::ui {

/// A Sticks position: the sticks left in a row against the right end, and each player's points
/// beneath, named by the shape the tree gives their nodes, the player to move framed. A click
/// on the k-th stick from the right takes k sticks.
class SticksPainter : public GamePainter {
public:
    QSizeF sizeBesideNode(qreal unit, int minTextPx) const override;
    void paint(QPainter& painter, const QRectF& box, std::uint64_t position, const SceneStyle& style,
        qreal unit) const override;
    int moveAt(const QRectF& box, QPointF point) const override;
    QRectF moveArea(const QRectF& box, int number) const override;
};

} // namespace gtl::ui
