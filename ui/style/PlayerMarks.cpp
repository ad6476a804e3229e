// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/style/PlayerMarks.h"

#include "ui/language/Translated.h"

#include <QObject>

#include <array>
#include <cmath>
#include <numbers>

namespace gtl::ui {
namespace {

/// A regular polygon of @p corners, one of them at the top unless @p flatTop, fitted into a
/// triangle's box: 2.24 radii wide, from one radius above the centre to 0.78 below.
QPolygonF regular(const QPointF& c, qreal r, int corners, bool flatTop)
{
    const qreal halfWidth = r * 1.12;
    const qreal halfHeight = r * 0.89;
    const QPointF middle(c.x(), c.y() - r * 0.11);
    QPolygonF polygon;
    const qreal turn = 2 * std::numbers::pi / corners;
    const qreal start = flatTop ? -std::numbers::pi / 2 + turn / 2 : -std::numbers::pi / 2;
    for (int i = 0; i < corners; ++i) {
        const qreal angle = start + i * turn;
        polygon << middle + QPointF(halfWidth * std::cos(angle), halfHeight * std::sin(angle));
    }
    return polygon;
}

} // namespace

QPolygonF PlayerMarks::shape(const QPointF& c, qreal r, std::uint32_t seat)
{
    if (seat <= 1) { // MAX's triangle up and MIN's down, as in a game of two players
        const qreal s = seat == 0 ? 1 : -1;
        return QPolygonF({QPointF(c.x(), c.y() - s * r), QPointF(c.x() + r * 1.12, c.y() + s * r * 0.78),
            QPointF(c.x() - r * 1.12, c.y() + s * r * 0.78)});
    }
    static constexpr std::array<int, 4> kCorners = {4, 5, 6, 6};
    return regular(c, r, kCorners[std::min<std::size_t>(seat - 2, kCorners.size() - 1)], seat == 5);
}

QString PlayerMarks::symbol(std::uint32_t seat)
{
    static const std::array<QString, GameTree::kMaxPlayers> kSymbols = {QStringLiteral("▲"), QStringLiteral("▼"),
        QStringLiteral("◆"), QStringLiteral("⬟"), QStringLiteral("⬢"), QStringLiteral("⬣")};
    return kSymbols[std::min<std::size_t>(seat, kSymbols.size() - 1)];
}

QString PlayerMarks::mover(const GameTree& tree, NodeId node)
{
    if (!tree.scoresEachPlayer() || tree.player(node) == Player::Chance)
        return translatedText("Player", playerName(tree.player(node)));
    //: A player of a game of several: the player's symbol, then their number, "▲ player 1".
    return QObject::tr("%1 player %2").arg(symbol(tree.seat(node))).arg(tree.seat(node) + 1);
}

} // namespace gtl::ui
