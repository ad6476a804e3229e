// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/games/connect4/Connect4Painter.h"

#include "core/games/connect4/Connect4Board.h"

#include <algorithm>
#include <utility>

namespace gtl::ui {
namespace {

constexpr int kColumns = Connect4Board::kColumns;
constexpr int kRows = Connect4Board::kRows;

qreal cellOf(const QRectF& box)
{
    return std::min(box.width() / kColumns, box.height() / kRows);
}

/// The centre of the hole at @p column and @p row (row 0 at the bottom).
QPointF holeCentre(const QRectF& box, qreal cell, int column, int row)
{
    return box.topLeft() + QPointF((column + 0.5) * cell, (kRows - row - 0.5) * cell);
}

} // namespace

QSizeF Connect4Painter::sizeBesideNode(qreal unit, int minTextPx) const
{
    // A disc as wide as the smallest type is tall: filled and ring tell apart at that size.
    const qreal cell = std::max(10 * unit, qreal(minTextPx));
    return {kColumns * cell, kRows * cell};
}

void Connect4Painter::paint(
    QPainter& painter, const QRectF& box, std::uint64_t position, const SceneStyle& style, qreal unit) const
{
    const Connect4Board board = Connect4Board::fromPosition(position);
    const qreal cell = cellOf(box);
    const QRectF frame(box.topLeft(), QSizeF(kColumns * cell, kRows * cell));
    painter.setPen(QPen(style.edge, 1));
    painter.setBrush(style.tagBackground);
    painter.drawRect(frame);
    const qreal radius = cell * 0.4;
    const qreal ring = std::max(cell * 0.2, 1.2);
    const qreal hole = std::max(0.8 * unit, 0.8);
    for (int column = 0; column < kColumns; ++column) {
        for (int row = 0; row < kRows; ++row) {
            const QPointF centre = holeCentre(frame, cell, column, row);
            switch (board.disc(column, row)) {
            case Connect4Board::Disc::X:
                painter.setPen(QPen(style.markX, 1));
                painter.setBrush(style.markX);
                painter.drawEllipse(centre, radius, radius);
                break;
            case Connect4Board::Disc::O:
                painter.setPen(QPen(style.markO, ring));
                painter.setBrush(style.tagBackground);
                painter.drawEllipse(centre, radius - ring / 2, radius - ring / 2);
                break;
            case Connect4Board::Disc::Empty:
                painter.setPen(QPen(style.edge, hole));
                painter.setBrush(Qt::NoBrush);
                painter.drawEllipse(centre, radius * 0.75, radius * 0.75);
                break;
            }
        }
    }
    if (const auto last = board.lastMove(); last && board.height(*last) > 0) {
        // A dot in the last disc, in the colour that stands out on it.
        const Connect4Board::Disc disc = board.disc(*last, board.height(*last) - 1);
        painter.setPen(Qt::NoPen);
        painter.setBrush(disc == Connect4Board::Disc::X ? style.tagBackground : style.markO);
        const qreal dot = std::max(cell * 0.13, 1.5);
        painter.drawEllipse(holeCentre(frame, cell, *last, board.height(*last) - 1), dot, dot);
    }
    if (const auto four = board.winningFour()) {
        QPen line(style.current, std::max(cell * 0.16, 2 * unit));
        line.setCapStyle(Qt::RoundCap);
        painter.setPen(line);
        // Along any line of four, the squares in order of column then row run end to end.
        const auto [first, last] = std::minmax_element(four->begin(), four->end(),
            [](const auto& a, const auto& b) { return std::pair(a.column, a.row) < std::pair(b.column, b.row); });
        painter.drawLine(
            holeCentre(frame, cell, first->column, first->row), holeCentre(frame, cell, last->column, last->row));
    }
}

int Connect4Painter::moveAt(const QRectF& box, QPointF point) const
{
    const qreal cell = cellOf(box);
    const QPointF at = point - box.topLeft();
    if (cell <= 0 || at.x() < 0 || at.x() >= kColumns * cell || at.y() < 0 || at.y() >= kRows * cell)
        return 0;
    return int(at.x() / cell) + 1;
}

QRectF Connect4Painter::moveArea(const QRectF& box, int number) const
{
    const qreal cell = cellOf(box);
    return {box.topLeft() + QPointF((number - 1) * cell, 0), QSizeF(cell, kRows * cell)};
}

} // namespace gtl::ui
