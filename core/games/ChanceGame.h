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
};

} // namespace gtl
