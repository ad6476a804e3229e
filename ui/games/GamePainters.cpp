// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/games/GamePainters.h"

#include "core/games/GameRegistry.h"
#include "core/games/connect4/Connect4Kind.h"
#include "core/games/pig/PigKind.h"
#include "core/games/sticks/SticksKind.h"
#include "core/games/tictactoe/TicTacToeKind.h"
#include "ui/games/connect4/Connect4Painter.h"
#include "ui/games/pig/PigPainter.h"
#include "ui/games/sticks/SticksPainter.h"
#include "ui/games/tictactoe/TicTacToePainter.h"

#include <utility>
#include <vector>

namespace gtl::ui {

namespace {

std::vector<std::pair<const GameKind*, const GamePainter*>>& registered()
{
    // One line per game.
    static const TicTacToePainter ticTacToe;
    static const Connect4Painter connect4;
    static const PigPainter pig;
    static const SticksPainter sticks;
    static std::vector<std::pair<const GameKind*, const GamePainter*>> painters = {
        {&ticTacToeKind(), &ticTacToe},
        {&connect4Kind(), &connect4},
        {&pigKind(), &pig},
        {&sticksKind(), &sticks},
    };
    return painters;
}

} // namespace

const GamePainter* GamePainters::of(const GameKind& game)
{
    for (const auto& [kind, painter] : registered()) {
        if (kind == &game)
            return painter;
    }
    return nullptr;
}

void GamePainters::add(const GameKind& game, const GamePainter& painter)
{
    if (!of(game))
        registered().emplace_back(&game, &painter);
}

const GamePainter* GamePainters::forTree(const GameTree& tree)
{
    const GameKind* game = GameRegistry::of(tree);
    return game ? of(*game) : nullptr;
}

} // namespace gtl::ui
