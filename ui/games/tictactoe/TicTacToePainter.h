// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/games/GamePainter.h"

namespace gtl::ui {

/// A tic-tac-toe board: a framed grid of three by three, X and O in the palette's colours.
class TicTacToePainter : public GamePainter {
public:
    QSizeF sizeBesideNode(qreal unit, int minTextPx) const override;
    void paint(QPainter& painter, const QRectF& box, std::uint64_t position, const SceneStyle& style,
        qreal unit) const override;
    /// Squares are numbered 1–9 row by row.
    int moveAt(const QRectF& box, QPointF point) const override;
    QRectF moveArea(const QRectF& box, int number) const override;
};

} // namespace gtl::ui
