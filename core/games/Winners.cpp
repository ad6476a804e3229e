// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/games/Winners.h"

namespace gtl {

std::string winnersOf(const GameKind& game, Position position)
{
    if (game.players() > 2)
        return game.leaders(position);
    // The score is the side to move's: a loss there is a win for the side that just moved.
    const Value score = game.game(position)->finalScore(position, 0);
    if (score == 0)
        return {};
    const std::string_view sides = game.names().sides;
    const char toMove = game.sideToMove(position);
    return std::string(1, score > 0 ? toMove : (sides.front() == toMove ? sides.back() : sides.front()));
}

} // namespace gtl
