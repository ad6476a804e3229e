// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/games/sticks/SticksPainter.h"

#include "core/games/sticks/SticksGame.h"
#include "ui/style/PlayerMarks.h"

#include <algorithm>

namespace gtl::ui {
namespace {

/// In heights of the players' row: the sticks above it, and the gaps around both.
constexpr qreal kSticks = 1.6;
constexpr qreal kGap = 0.25;
constexpr qreal kHeight = kSticks + 1 + 3 * kGap;
/// In the same rows: each player's cell, as wide as "▲A".
constexpr qreal kCell = 2.4;
constexpr qreal kWidth = SticksGame::kPlayers * kCell + 2 * kGap;

qreal rowOf(const QRectF& box)
{
    return std::min(box.height() / kHeight, box.width() / kWidth);
}

/// Where the pile lies: one slot per stick of the largest pile, the pile against the right end,
/// so that the k-th slot from the right is always where taking k sticks starts.
QRectF pileOf(const QRectF& box)
{
    const qreal row = rowOf(box);
    return {box.left() + row * kGap, box.top() + row * kGap, box.width() - 2 * row * kGap, row * kSticks};
}

qreal slotWidth(const QRectF& pile)
{
    return pile.width() / SticksGame::kMostSticks;
}

} // namespace

QSizeF SticksPainter::sizeBesideNode(qreal unit, int minTextPx) const
{
    const qreal row = std::max(8 * unit, qreal(minTextPx) * 1.25);
    return {row * kWidth, row * kHeight};
}

void SticksPainter::paint(
    QPainter& painter, const QRectF& box, std::uint64_t position, const SceneStyle& style, qreal unit) const
{
    const SticksGame::State s = SticksGame::stateOf(position);
    painter.setPen(QPen(style.edge, 1));
    painter.setBrush(style.tagBackground);
    painter.drawRect(box);
    const qreal row = rowOf(box);
    const QRectF pile = pileOf(box);
    const qreal slot = slotWidth(pile);
    painter.setPen(QPen(style.text, std::max(1.5, slot * 0.35), Qt::SolidLine, Qt::RoundCap));
    for (int stick = 0; stick < s.sticks; ++stick) {
        const qreal x = pile.right() - slot * (stick + 0.5);
        painter.drawLine(QPointF(x, pile.top() + row * 0.15), QPointF(x, pile.bottom() - row * 0.15));
    }
    QFont font = style.labelFont;
    font.setPixelSize(std::max(1, int(row * 0.75)));
    font.setBold(true);
    painter.setFont(font);
    const qreal top = pile.bottom() + row * kGap;
    const auto scores = SticksGame::scores(s);
    for (int player = 0; player < SticksGame::kPlayers; ++player) {
        const QRectF cell(box.left() + row * kGap + player * row * kCell, top, row * kCell, row);
        painter.setPen(style.text);
        painter.drawText(cell, Qt::AlignCenter, PlayerMarks::symbol(std::uint32_t(player)) + QChar('A' + player));
        // Framed: whose turn it is, or once the last stick is taken, who took it.
        if (s.sticks > 0 ? player == s.toMove : scores[player] > 0) {
            painter.setPen(QPen(style.current, std::max(1.5, 2 * unit)));
            painter.setBrush(Qt::NoBrush);
            painter.drawRoundedRect(cell.adjusted(1, 0, -1, 0), row * 0.2, row * 0.2);
        }
    }
}

int SticksPainter::moveAt(const QRectF& box, QPointF point) const
{
    // The k-th slot from the right takes k sticks: the one clicked and those to its right.
    const QRectF pile = pileOf(box);
    if (!pile.contains(point))
        return 0;
    return 1 + int((pile.right() - point.x()) / slotWidth(pile));
}

QRectF SticksPainter::moveArea(const QRectF& box, int number) const
{
    const QRectF pile = pileOf(box);
    const qreal width = slotWidth(pile) * number;
    return {pile.right() - width, pile.top(), width, pile.height()};
}

} // namespace gtl::ui
