// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/GameSummary.h"

#include "core/games/GameRegistry.h"
#include "core/search/GameSearch.h"
#include "core/search/SearchFamilyEntry.h"
#include "core/search/SearchTally.h"
#include "core/tree/GameTreeBuilder.h"

namespace gtl {
namespace {

/// The start and its moves, in the game's own order: the tree a summary's best move names.
GameTree startAndMoves(const Game& game, std::string_view gameName)
{
    const Position start = game.start();
    GameTreeBuilder builder(game.toMove(start));
    builder.keepPayload(gameName);
    builder.addRoot(0, start);
    if (!game.isOver(start)) {
        MoveList moves;
        game.moves(start, moves);
        for (const MoveList::Entry& move : moves) {
            const Position next = game.play(start, move.move);
            builder.setPlayer(builder.addChild(GameTree::root(), game.moveName(move.move), 0, next), game.toMove(next));
        }
    }
    return builder.build();
}

} // namespace

bool GameSummary::applies(const GameTree& root, const SearchOptions& options)
{
    const GameKind* kind = GameRegistry::of(root);
    // A game of several players is small, and max^n searches its tree, not the game.
    return root.size() > 0 && kind && !kind->hasChance() && kind->players() == 2 && !options.enhancements.any()
        && familyEntry(options.algorithm).provesValues;
}

Trace GameSummary::run(const GameTree& root, const SearchOptions& options)
{
    const GameKind& kind = *GameRegistry::of(root);
    const auto game = GameRegistry::gameFromRoot(root);
    SearchOptions whole = options;
    whole.enhancements.depth = kind.longestGame(); // no horizon: every game ends sooner
    SearchTally tally(*game);
    const SearchCounts counts = GameSearch<SearchTally>(*game, whole, tally).run();

    Trace trace;
    trace.options = options;
    trace.result = tally.result();
    trace.result.nodes = NodeId(tally.positionsFrom(game->start()));
    // The minimax forms show the value from MAX's side, the negamax forms from the side to move.
    const bool minAtStart = game->toMove(game->start()) == Player::Min;
    trace.result.value = !isNegamax(options.algorithm) && minAtStart ? -counts.value : counts.value;
    trace.grownTree = std::make_shared<GameTree>(startAndMoves(*game, root.game()));
    // The builder keeps nodes added breadth first in place: the root's moves follow it.
    trace.result.bestMove = counts.hasMove ? NodeId(1 + counts.bestMoveIndex) : kNoNode;
    return trace;
}

} // namespace gtl
