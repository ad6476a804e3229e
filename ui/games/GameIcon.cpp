// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/games/GameIcon.h"

#include <QPixmap>

namespace gtl::ui {

QIcon gameIcon(const GamePainter& painter, std::uint64_t position, const SceneStyle& style, int side)
{
    QPixmap pixmap(side, side);
    pixmap.fill(Qt::transparent);
    QPainter canvas(&pixmap);
    canvas.setRenderHint(QPainter::Antialiasing);
    // Lines as heavy for the icon's size as the tree's are for a node's: a 27-pixel icon is
    // drawn at the tree's natural size.
    painter.paint(canvas, QRectF(0.5, 0.5, side - 1, side - 1), position, style, side / 27.0);
    return QIcon(pixmap);
}

} // namespace gtl::ui
