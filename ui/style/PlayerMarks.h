// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tree/GameTree.h"

#include <QPolygonF>
#include <QString>

namespace gtl::ui {

/// How the tree tells the players of a game of several players apart: each seat has a shape
/// of its own (player 1's triangle points up as MAX's, player 2's down as MIN's, then a
/// diamond, a pentagon and two hexagons), never a colour alone, and the panels name the
/// player with the same shape as a symbol.
namespace PlayerMarks {
/// The outline of the node of the player in @p seat, centred on @p c, in the box of a
/// triangle of radius @p r.
QPolygonF shape(const QPointF& c, qreal r, std::uint32_t seat);
/// "▲", "▼", "◆", "⬟", "⬢", "⬣": the seat's shape as a symbol.
QString symbol(std::uint32_t seat);
/// Who moves at @p node: "▲ player 1" in a tree of several players, else MAX, MIN or CHANCE.
QString mover(const GameTree& tree, NodeId node);
} // namespace PlayerMarks

} // namespace gtl::ui
