// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/games/ChanceGameTree.h"

#include "core/tree/GameTreeBuilder.h"

#include <vector>

namespace gtl {
namespace {

/// The side a position's scores are from: the mover, or at a throw the side whose turn it is.
Player scoringSide(const ChanceGame& game, Position position)
{
    const Player mover = game.toMove(position);
    return mover == Player::Chance ? game.thrower(position) : mover;
}

Value forMax(const ChanceGame& game, Position position, Value score)
{
    return scoringSide(game, position) == Player::Max ? score : -score;
}

} // namespace

GameTree buildChanceGameTree(const ChanceGame& game, std::string_view name, std::uint32_t depth)
{
    const Position start = game.start();
    GameTreeBuilder builder(scoringSide(game, start));
    builder.keepPayload(name);
    builder.addRoot(0, start);
    std::vector<std::uint32_t> depthOf{0};
    // Breadth first, the order the builder keeps.
    for (NodeId node = 0; node < builder.size(); ++node) {
        const Position position = builder.payload(node);
        const bool chance = game.toMove(position) == Player::Chance;
        if (chance)
            builder.setChance(node);
        else
            builder.setPlayer(node, game.toMove(position));
        if (game.isOver(position) || depthOf[node] == depth) {
            const Value score = game.isOver(position) ? game.finalScore(position, 0) : game.evaluate(position, 0);
            builder.setLeafValue(node, forMax(game, position, score));
            continue;
        }
        MoveList moves;
        game.moves(position, moves);
        for (const MoveList::Entry& entry : moves) {
            const Position next = game.play(position, entry.move);
            const NodeId child = builder.addChild(node, game.moveName(entry.move), 0, next);
            if (chance)
                builder.setProbability(child, game.outcomeProbability(position, entry.move));
            depthOf.push_back(depthOf[node] + 1);
        }
    }
    return builder.build();
}

} // namespace gtl
