// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/match/MatchEngine.h"

#include "core/games/MoveNamed.h"
#include "core/games/RootTree.h"
#include "core/search/Search.h"

namespace gtl {

std::optional<Move> MatchEngine::choose(const GameKind& game, Position position, const std::atomic<bool>* cancel) const
{
    const auto played = game.game(position);
    if (!search) {
        // Perfect play: the solver numbers the moves in the game's own order from 1.
        SolveControl control;
        control.cancel = cancel;
        const auto solution = game.solve(position, control);
        if (!solution || solution->cancelled || !solution->best)
            return std::nullopt;
        return moveNamed(*played, position, std::to_string(*solution->best + 1));
    }
    // Figures only: the engine's search is untraced, and its best move names a node of the
    // tree it grew from the position, or, for a search that grows none (no depth limit, no
    // table), of the whole game tree from there, as the window's engine searches it.
    GameTree root = rootTree(game, position);
    if (!Search::growsTree(root, *search))
        root = game.tree(position);
    const Trace trace = Search::runFiguresOnly(root, *search);
    if (trace.result.bestMove == kNoNode)
        return std::nullopt;
    return moveNamed(*played, position, trace.searchedTree(root).label(trace.result.bestMove));
}

} // namespace gtl
