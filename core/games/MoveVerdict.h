// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/Solution.h"

#include <vector>

namespace gtl {

/// What perfect play says of one move: whether the side making it wins, draws or loses once
/// both sides play perfectly after it, and how soon the game ends.
struct MoveVerdict {
    enum class Outcome { Win, Draw, Loss };
    int number = 0; ///< the move as people type it: the square or column, from 1
    Outcome outcome = Outcome::Draw;
    /// The moves the side making this one makes until the game is decided, this one included
    /// (a win in 1 wins at once); 0 for a draw.
    int ownMoves = 0;
    /// Lower for the better move: the quickest win first, the slowest loss last.
    int rank() const;
    bool operator==(const MoveVerdict&) const = default;
};

/// The verdict of every move @p solution scores, in the game's order: from any game's solver,
/// since a score says with which of its pieces a side wins (Solution's convention), and the
/// pieces each side has placed say how many moves that is from here.
std::vector<MoveVerdict> verdictsOf(const Solution& solution);

} // namespace gtl
