#include "ui/scene/BoardImages.h"

#include "ui/games/GamePainter.h"
#include "ui/scene/SceneStyle.h"

#include <QCache>
#include <QPaintDevice>
#include <QPaintEngine>
#include <QPixmap>

#include <cmath>

namespace gtl::ui {
namespace {

/// What makes two boards' images the same: the game, the position, the size in device pixels,
/// the line scale and the colours.
struct Key {
    const GamePainter* game;
    std::uint64_t position;
    int width;
    int height;
    int unit; ///< in thousandths
    QRgb x;
    QRgb o;
    QRgb edge;
    QRgb background;
    QRgb current;
    bool operator==(const Key&) const = default;
};

size_t qHash(const Key& key, size_t seed = 0)
{
    return qHashMulti(seed, quintptr(key.game), key.position, key.width, key.height, key.unit, key.x, key.o, key.edge,
        key.background, key.current);
}

/// About 32 MB of images, the cost of each its kilobytes: a screenful of boards at any size.
QCache<Key, QPixmap>& images()
{
    static QCache<Key, QPixmap> cache(32 * 1024);
    return cache;
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
    const QSize pixels(int(std::ceil(box.width() * ratio)), int(std::ceil(box.height() * ratio)));
    const Key key{&game, position, pixels.width(), pixels.height(), int(std::lround(unit * 1000)), style.markX.rgba(),
        style.markO.rgba(), style.edge.rgba(), style.tagBackground.rgba(), style.current.rgba()};
    QPixmap* image = images().object(key);
    if (!image) {
        image = new QPixmap(pixels);
        image->setDevicePixelRatio(ratio);
        image->fill(Qt::transparent);
        QPainter board(image);
        board.setRenderHints(painter.renderHints());
        game.paint(board, QRectF(QPointF(0, 0), box.size()), position, style, unit);
        board.end();
        images().insert(key, image, std::max(1, pixels.width() * pixels.height() * 4 / 1024));
    }
    painter.drawPixmap(box.topLeft(), *image);
}

} // namespace gtl::ui
