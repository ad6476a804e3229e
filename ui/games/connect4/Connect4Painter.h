// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/games/GamePainter.h"

namespace gtl::ui {

/// A Connect Four board: seven columns of six holes in a frame, X's discs filled and O's drawn
/// as rings in the palette's two colours (so the sides differ by shape as well as colour), the
/// last disc marked with a dot and a winning four struck through.
class Connect4Painter : public GamePainter {
public:
    QSizeF sizeBesideNode(qreal unit, int minTextPx) const override;
    void paint(QPainter& painter, const QRectF& box, std::uint64_t position, const SceneStyle& style,
        qreal unit) const override;
    /// Columns are numbered 1–7 from the left; a click anywhere in one plays there.
    int moveAt(const QRectF& box, QPointF point) const override;
    QRectF moveArea(const QRectF& box, int number) const override;
};

} // namespace gtl::ui
