// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/games/tictactoe/TicTacToePainter.h"

#include "core/games/tictactoe/TicTacToeBoard.h"

#include <algorithm>

namespace gtl::ui {

QSizeF TicTacToePainter::sizeBesideNode(qreal unit, int minTextPx) const
{
    const qreal cell = std::max(13 * unit, qreal(minTextPx)); // marks as large as the smallest type
    return {3 * cell, 3 * cell};
}

void TicTacToePainter::paint(
    QPainter& painter, const QRectF& box, std::uint64_t position, const SceneStyle& style, qreal unit) const
{
    // A board packs its nine squares into the low 18 bits of a position.
    const TicTacToeBoard board = TicTacToeBoard::unpacked(static_cast<std::uint32_t>(position));
    const qreal cell = std::min(box.width(), box.height()) / 3;
    const QPointF origin = box.topLeft();
    painter.setPen(QPen(style.edge, 1));
    painter.setBrush(style.tagBackground);
    painter.drawRect(QRectF(origin, QSizeF(3 * cell, 3 * cell)));
    for (int i = 1; i < 3; ++i) {
        painter.drawLine(origin + QPointF(i * cell, 0), origin + QPointF(i * cell, 3 * cell));
        painter.drawLine(origin + QPointF(0, i * cell), origin + QPointF(3 * cell, i * cell));
    }
    const qreal inset = cell * 0.22;
    const qreal width = std::max(1.8 * unit, 1.2);
    for (int square = 0; square < 9; ++square) {
        const QRectF place(origin + QPointF((square % 3) * cell, (square / 3) * cell), QSizeF(cell, cell));
        const QRectF mark = place.adjusted(inset, inset, -inset, -inset);
        switch (board.at(square)) {
        case TicTacToeBoard::Mark::X:
            painter.setPen(QPen(style.markX, width));
            painter.drawLine(mark.topLeft(), mark.bottomRight());
            painter.drawLine(mark.topRight(), mark.bottomLeft());
            break;
        case TicTacToeBoard::Mark::O:
            painter.setPen(QPen(style.markO, width));
            painter.setBrush(Qt::NoBrush);
            painter.drawEllipse(mark);
            break;
        case TicTacToeBoard::Mark::Empty: break;
        }
    }
}

int TicTacToePainter::moveAt(const QRectF& box, QPointF point) const
{
    const qreal cell = std::min(box.width(), box.height()) / 3;
    const QPointF at = point - box.topLeft();
    if (cell <= 0 || at.x() < 0 || at.y() < 0 || at.x() >= 3 * cell || at.y() >= 3 * cell)
        return 0;
    return int(at.y() / cell) * 3 + int(at.x() / cell) + 1;
}

QRectF TicTacToePainter::moveArea(const QRectF& box, int number) const
{
    const qreal cell = std::min(box.width(), box.height()) / 3;
    const int square = number - 1;
    return {box.topLeft() + QPointF((square % 3) * cell, (square / 3) * cell), QSizeF(cell, cell)};
}

} // namespace gtl::ui
