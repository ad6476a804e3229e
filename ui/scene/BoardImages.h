// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPainter>
#include <QRectF>

#include <cstdint>

namespace gtl::ui {

class GamePainter;
struct SceneStyle;

/// The positions drawn beside the nodes, kept as images once drawn (in Qt's pixmap cache): a
/// step changes few of the boards on screen, and drawing one is some forty antialiased discs.
/// Only for a raster device (the window, PNG files); an SVG or PDF file gets the board's
/// shapes themselves.
class BoardImages {
public:
    /// Draws @p position as @p game does, filling @p box of @p painter.
    static void paint(const GamePainter& game, QPainter& painter, const QRectF& box, std::uint64_t position,
        const SceneStyle& style, qreal unit);
};

} // namespace gtl::ui
