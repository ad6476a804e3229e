// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/games/GameRegistry.h"

#include "core/games/connect4/Connect4Kind.h"
#include "core/games/pig/PigKind.h"
#include "core/games/sticks/SticksKind.h"
#include "core/games/tictactoe/TicTacToeKind.h"

namespace gtl {
namespace {

template <typename Matches> const GameKind* findWhere(Matches matches)
{
    for (const GameKind* game : GameRegistry::games()) {
        if (matches(game->names()))
            return game;
    }
    return nullptr;
}

} // namespace

std::span<const GameKind* const> GameRegistry::games()
{
    // One line per game.
    static const GameKind* const kGames[] = {
        &ticTacToeKind(),
        &connect4Kind(),
        &pigKind(),
        &sticksKind(),
    };
    return kGames;
}

const GameKind* GameRegistry::find(std::string_view name)
{
    return findWhere([name](const GameKind::Names& names) { return names.name == name; });
}

const GameKind* GameRegistry::findByOption(std::string_view option)
{
    return findWhere([option](const GameKind::Names& names) { return names.option == option; });
}

const GameKind* GameRegistry::of(const GameTree& tree)
{
    return tree.game().empty() ? nullptr : find(tree.game());
}

std::unique_ptr<Game> GameRegistry::gameFromRoot(const GameTree& tree)
{
    const GameKind* game = of(tree);
    return game && tree.size() > 0 ? game->game(GameKind::positionOf(tree, GameTree::root())) : nullptr;
}

} // namespace gtl
