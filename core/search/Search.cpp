// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/Search.h"

#include "core/games/GameRegistry.h"
#include "core/games/Winners.h"
#include "core/search/GameSearchRun.h"
#include "core/search/SearchFamilyEntry.h"

namespace gtl {
using GameSearchRun::reason;

Message Search::problem(const GameTree& tree, const SearchOptions& options)
{
    const Message algorithm("Algorithm", std::string(algorithmTitle(options.algorithm)).c_str());
    const GameKind* game = GameRegistry::of(tree);
    if (game && game->players() > 2 && !algorithmEntry(options.algorithm).severalPlayers) {
        return reason(QT_TRANSLATE_NOOP("Search",
                          "{algorithm} searches a game of two players, MAX and MIN, but {game} is a game of {players} "
                          "players: choose max^n or paranoid"))
            .arg("algorithm", algorithm)
            .arg("game", Message("Games", std::string(game->names().title).c_str()))
            .arg("players", std::to_string(game->players()));
    }
    if (tree.scoresEachPlayer() && !algorithmEntry(options.algorithm).severalPlayers) {
        return reason(QT_TRANSLATE_NOOP("Search",
                          "{algorithm} searches a game of two players, MAX and MIN, but this tree scores {players} "
                          "players at each leaf: choose max^n or paranoid"))
            .arg("algorithm", algorithm)
            .arg("players", std::to_string(tree.players()));
    }
    if (tree.scoresEachPlayer() && tree.hasChance()) {
        return reason(QT_TRANSLATE_NOOP("Search",
                          "{algorithm} compares the players' scores at the leaves, which a chance node would average: "
                          "remove the chance nodes from this tree of several players"))
            .arg("algorithm", algorithm);
    }
    return familyEntry(options.algorithm).problem(tree, options);
}

Message Search::depthNeeded(const GameTree& tree, std::uint32_t depth)
{
    const GameKind* game = GameRegistry::of(tree);
    if (!game || game->treeIsWhole() || depth > 0 || !gameOver(tree).empty())
        return {};
    return reason(
        QT_TRANSLATE_NOOP("Search", "{game} is too big to search to the end: give a depth limit (--depth N, e.g. 4)"))
        .arg("game", Message("Games", std::string(game->names().title).c_str()));
}

Message Search::gameOver(const GameTree& tree)
{
    const GameKind* kind = GameRegistry::of(tree);
    if (!kind || tree.size() == 0 || !tree.isLeaf(GameTree::root()))
        return {};
    const Position position = GameKind::positionOf(tree, GameTree::root());
    if (!kind->game(position)->isOver(position))
        return {};
    const std::string winners = winnersOf(*kind, position);
    if (winners.empty())
        return reason(QT_TRANSLATE_NOOP("Search", "the game is over: it is a draw; there is no move to search"));
    return reason(QT_TRANSLATE_NOOP("Search", "the game is over: {side} has won; there is no move to search"))
        .arg("side", winners);
}

bool Search::growsTree(const GameTree& tree, const SearchOptions& options)
{
    // A tree of the game built in advance shows every position; a search that stops at a
    // horizon or takes positions from the table sees a small part of it. Monte Carlo tree
    // search shows the tree it grows, whatever it searched.
    if (familyEntry(options.algorithm).alwaysGrowsTree)
        return true;
    return GameSearchRun::isOfAGame(tree) && (options.enhancements.depth > 0 || options.enhancements.table);
}

Trace Search::run(const GameTree& tree, SearchOptions options, const std::atomic<bool>* cancel)
{
    return familyEntry(options.algorithm).record(tree, options, true, cancel);
}

SearchResult Search::summarize(const GameTree& tree, SearchOptions options)
{
    return runFiguresOnly(tree, options).result;
}

Trace Search::runFiguresOnly(const GameTree& tree, SearchOptions options)
{
    return familyEntry(options.algorithm).record(tree, options, false, nullptr);
}

Value Search::leafScore(const GameTree& tree, NodeId leaf, Algorithm algorithm)
{
    const Value value = tree.leafValue(leaf);
    return isNegamax(algorithm) && tree.player(leaf) == Player::Min ? -value : value;
}

} // namespace gtl
