// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tree/GameTree.h"
#include "ui/games/GamePainter.h"

#include <string_view>

namespace gtl::ui {

/// The painters of the games the product knows, by the game's name.
class GamePainters {
public:
    /// The painter of the game called @p game, or nullptr.
    static const GamePainter* named(std::string_view game);
    /// The painter of the game whose positions @p tree's nodes carry, or nullptr for a tree of
    /// plain nodes.
    static const GamePainter* forTree(const GameTree& tree);
};

} // namespace gtl::ui
