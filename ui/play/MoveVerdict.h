// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace gtl::ui {

/// What perfect play says of one move: whether the side making it wins, draws or loses once
/// both sides play perfectly after it, and how soon the game ends.
struct MoveVerdict {
    enum class Outcome { Win, Draw, Loss };

    int number = 0; ///< the move as people type it: the square or column
    Outcome outcome = Outcome::Draw;
    /// The moves the side making this one makes until the game is decided, this one included
    /// (a win in 1 wins at once); 0 for a draw.
    int ownMoves = 0;

    /// "win\nin 3", "draw", "loss\nin 2": the note drawn on the move.
    QString note() const;
    /// "W\n3", "D", "L\n2": the note where the long one does not fit (a column).
    QString shortNote() const;
    /// Lower for the better move: the quickest win first, the slowest loss last.
    int rank() const;
    bool operator==(const MoveVerdict&) const = default;
};

} // namespace gtl::ui
