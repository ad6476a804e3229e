// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/style/SceneStyle.h"

#include <QPainter>
#include <QRectF>

#include <cstdint>

namespace gtl::ui {

/// Draws a game's positions wherever the product shows one: beside a node of the tree (and so
/// in the images and records exported from it) and as a panel's icon. One painter per game,
/// in the colours of the scene's palette, so that the colour-blind-safe palette reaches every
/// picture of a position.
class GamePainter {
public:
    virtual ~GamePainter() = default;

    /// The size a position takes beside a node at @p unit (1 at the tree's natural size),
    /// with no mark smaller than @p minTextPx: legible wherever the tree's text is.
    virtual QSizeF sizeBesideNode(qreal unit, int minTextPx) const = 0;
    /// Draws @p position (a tree node's payload) filling @p box, its lines scaled by @p unit.
    virtual void paint(
        QPainter& painter, const QRectF& box, std::uint64_t position, const SceneStyle& style, qreal unit) const = 0;

    /// The number people type for the move at @p point of a board drawn filling @p box (the
    /// square, the column), or 0 where there is no move: always, for a game not played on a
    /// board (a game of chance, GameKind::hasChance).
    virtual int moveAt(const QRectF& box, QPointF point) const
    {
        (void)box, (void)point;
        return 0;
    }
    /// The part of a board drawn filling @p box that the move numbered @p number plays in.
    virtual QRectF moveArea(const QRectF& box, int number) const
    {
        (void)box, (void)number;
        return {};
    }
};

} // namespace gtl::ui
