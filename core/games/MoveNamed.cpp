// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/games/MoveNamed.h"

namespace gtl {

std::optional<Move> moveNamed(const Game& game, Position position, std::string_view name)
{
    MoveList legal;
    game.moves(position, legal);
    for (const MoveList::Entry& entry : legal) {
        if (game.moveName(entry.move) == name)
            return entry.move;
    }
    return std::nullopt;
}

} // namespace gtl
