// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/games/GameRegistry.h"

#include "core/games/connect4/Connect4Kind.h"
#include "core/games/pig/PigKind.h"
#include "core/games/sticks/SticksKind.h"
#include "core/games/tictactoe/TicTacToeKind.h"

#include <algorithm>
#include <vector>

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

std::vector<const GameKind*>& registered()
{
    // One line per game.
    static std::vector<const GameKind*> games = {
        &ticTacToeKind(),
        &connect4Kind(),
        &pigKind(),
        &sticksKind(),
    };
    return games;
}

} // namespace

std::span<const GameKind* const> GameRegistry::games()
{
    return registered();
}

void GameRegistry::add(const GameKind& game)
{
    if (std::ranges::find(registered(), &game) == registered().end())
        registered().push_back(&game);
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
