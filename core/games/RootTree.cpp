// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/games/RootTree.h"

#include "core/tree/GameTreeBuilder.h"

#include <vector>

namespace gtl {

GameTree rootTree(const GameKind& game, Position start)
{
    const auto played = game.game(start);
    if (played->isOver(start))
        return game.tree(start);
    GameTreeBuilder builder(played->toMove(start));
    builder.keepPayload(game.names().name);
    // Its moves are the search's to find: until then it is a position, not a leaf worth 0.
    const NodeId root = builder.addRoot(0, start);
    builder.setOpen(root);
    // A game of several players seats them from the one to move, as its whole tree does.
    if (const std::uint32_t players = game.players(); players > 2) {
        builder.setScores(root, std::vector<Value>(players, 0));
        builder.setRootSeat(std::uint32_t(game.names().sides.find(game.sideToMove(start))));
    }
    return builder.build();
}

} // namespace gtl
