// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/games/GamePainters.h"

#include "core/games/GameRegistry.h"
#include "ui/games/connect4/Connect4Painter.h"
#include "ui/games/pig/PigPainter.h"
#include "ui/games/tictactoe/TicTacToePainter.h"

#include <utility>

namespace gtl::ui {

const GamePainter* GamePainters::named(std::string_view game)
{
    // One line per game, under the name its GameKind gives.
    static const TicTacToePainter ticTacToe;
    static const Connect4Painter connect4;
    static const PigPainter pig;
    static const std::pair<std::string_view, const GamePainter*> painters[] = {
        {"tic-tac-toe", &ticTacToe},
        {"Connect Four", &connect4},
        {"pig", &pig},
    };
    for (const auto& [name, painter] : painters) {
        if (name == game)
            return painter;
    }
    return nullptr;
}

const GamePainter* GamePainters::forTree(const GameTree& tree)
{
    const GameKind* game = GameRegistry::of(tree);
    return game ? named(game->names().name) : nullptr;
}

} // namespace gtl::ui
