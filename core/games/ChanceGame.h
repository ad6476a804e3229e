// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/Game.h"
#include "core/tree/Probability.h"

namespace gtl {

/// A game in which dice fall. At a position where toMove() gives Player::Chance nobody chooses:
/// moves() lists the outcomes of the throw and outcomeProbability() how likely each is. The
/// decision games need none of this, so it lives beside Game rather than in it.
class ChanceGame : public Game {
public:
    /// The probability of the outcome @p move of the throw at @p position.
    virtual Probability outcomeProbability(Position position, Move move) const = 0;
    /// The side whose turn the throw at @p position belongs to: finalScore() and evaluate()
    /// score a throw's position from that side.
    virtual Player thrower(Position position) const = 0;
    /// A common denominator of every outcome's probability (6 for a die): with it, a search
    /// carries expected values exactly as integers (ChanceScale).
    virtual std::int64_t outcomeDenominator() const = 0;
    /// The most throws a line of @p plies moves and throws from @p start can meet before its
    /// last position (each throw may add a factor to the denominator).
    virtual std::uint32_t mostThrows(Position start, std::uint32_t plies) const
    {
        (void)start;
        return plies;
    }
    /// Every final score and evaluation lies within ±scoreLimit(): Star1's bounds on a game.
    virtual Value scoreLimit() const = 0;
};

} // namespace gtl
