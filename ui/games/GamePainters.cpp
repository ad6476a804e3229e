#include "ui/games/GamePainters.h"

#include "ui/games/tictactoe/TicTacToePainter.h"

#include <array>
#include <utility>

namespace gtl::ui {

const GamePainter* GamePainters::named(std::string_view game)
{
    static const TicTacToePainter ticTacToe;
    static const std::array<std::pair<std::string_view, const GamePainter*>, 1> painters{{
        {"tic-tac-toe", &ticTacToe},
    }};
    for (const auto& [name, painter] : painters) {
        if (name == game)
            return painter;
    }
    return nullptr;
}

const GamePainter* GamePainters::forTree(const GameTree& tree)
{
    // The only game whose positions a tree carries today is tic-tac-toe.
    return tree.hasPayload() ? named("tic-tac-toe") : nullptr;
}

} // namespace gtl::ui
