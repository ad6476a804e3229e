// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/games/RootTree.h"

#include "core/tree/GameTreeBuilder.h"

namespace gtl {

GameTree rootTree(const GameKind& game, Position start)
{
    const auto played = game.game(start);
    if (played->isOver(start))
        return game.tree(start);
    GameTreeBuilder builder(played->toMove(start));
    builder.keepPayload(game.names().name);
    // Its moves are the search's to find: until then it is a position, not a leaf worth 0.
    builder.setOpen(builder.addRoot(0, start));
    return builder.build();
}

} // namespace gtl
