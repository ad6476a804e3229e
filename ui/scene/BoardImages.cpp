// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/scene/BoardImages.h"

#include "ui/games/GamePainter.h"
#include "ui/style/SceneStyle.h"

#include <QPaintDevice>
#include <QPaintEngine>
#include <QPixmap>
#include <QPixmapCache>

#include <cmath>

namespace gtl::ui {
namespace {

/// Room around the board in its image for the half of its frame's line that lies outside it.
constexpr qreal kBleed = 2;

/// What makes two boards' images the same: the game, the position, the size and pixel ratio,
/// the line scale and the colours.
QString keyOf(const GamePainter& game, std::uint64_t position, const QSizeF& size, qreal ratio, const SceneStyle& style,
    qreal unit)
{
    return QStringLiteral("board:%1:%2:%3x%4@%5:%6:%7,%8,%9,%10,%11")
        .arg(quintptr(&game))
        .arg(position)
        .arg(size.width(), 0, 'f', 2)
        .arg(size.height(), 0, 'f', 2)
        .arg(ratio, 0, 'f', 3)
        .arg(unit, 0, 'f', 3)
        .arg(style.markX.rgba())
        .arg(style.markO.rgba())
        .arg(style.edge.rgba())
        .arg(style.tagBackground.rgba())
        .arg(style.current.rgba());
}

} // namespace

void BoardImages::paint(const GamePainter& game, QPainter& painter, const QRectF& box, std::uint64_t position,
    const SceneStyle& style, qreal unit)
{
    if (painter.paintEngine()->type() != QPaintEngine::Raster || !painter.transform().isIdentity()) {
        game.paint(painter, box, position, style, unit);
        return;
    }
    const qreal ratio = painter.device()->devicePixelRatioF();
    const QString key = keyOf(game, position, box.size(), ratio, style, unit);
    QPixmap image;
    if (!QPixmapCache::find(key, &image)) {
        const QSizeF size = box.size() + QSizeF(2 * kBleed, 2 * kBleed);
        image = QPixmap(int(std::ceil(size.width() * ratio)), int(std::ceil(size.height() * ratio)));
        image.setDevicePixelRatio(ratio);
        image.fill(Qt::transparent);
        QPainter board(&image);
        board.setRenderHints(painter.renderHints());
        game.paint(board, QRectF(QPointF(kBleed, kBleed), box.size()), position, style, unit);
        board.end();
        QPixmapCache::insert(key, image);
    }
    painter.drawPixmap(box.topLeft() - QPointF(kBleed, kBleed), image);
}

} // namespace gtl::ui
