// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/games/GamePainter.h"

namespace gtl::ui {

/// A Pig position: each player's name and score, and the score as a bar towards the target (A's
/// in the X colour, B's in the O colour), with the turn's points at risk shown hollow beyond the
/// mover's bar and counted after it.
class PigPainter : public GamePainter {
public:
    QSizeF sizeBesideNode(qreal unit, int minTextPx) const override;
    void paint(QPainter& painter, const QRectF& box, std::uint64_t position, const SceneStyle& style,
        qreal unit) const override;
};

} // namespace gtl::ui
