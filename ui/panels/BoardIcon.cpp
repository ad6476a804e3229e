#include "ui/panels/BoardIcon.h"

#include "core/games/tictactoe/TicTacToeBoard.h"

#include <QPainter>
#include <QPixmap>

namespace gtl::ui {

QIcon boardIcon(std::uint32_t packed, int side)
{
    const TicTacToeBoard board = TicTacToeBoard::unpacked(packed);
    QPixmap pixmap(side, side);
    pixmap.fill(Qt::white);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal cell = side / 3.0;
    painter.setPen(QPen(QColor("#555555"), 1));
    for (int i = 1; i < 3; ++i) {
        painter.drawLine(QPointF(i * cell, 1), QPointF(i * cell, side - 1));
        painter.drawLine(QPointF(1, i * cell), QPointF(side - 1, i * cell));
    }
    const qreal inset = cell * 0.22;
    for (int square = 0; square < 9; ++square) {
        const QRectF box
            = QRectF((square % 3) * cell, (square / 3) * cell, cell, cell).adjusted(inset, inset, -inset, -inset);
        switch (board.at(square)) {
        case TicTacToeBoard::Mark::X:
            painter.setPen(QPen(QColor("#1f4fa0"), 2));
            painter.drawLine(box.topLeft(), box.bottomRight());
            painter.drawLine(box.topRight(), box.bottomLeft());
            break;
        case TicTacToeBoard::Mark::O:
            painter.setPen(QPen(QColor("#c0392b"), 2));
            painter.drawEllipse(box);
            break;
        case TicTacToeBoard::Mark::Empty: break;
        }
    }
    return QIcon(pixmap);
}

} // namespace gtl::ui
