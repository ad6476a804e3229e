// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/GameKind.h"
#include "core/tree/GameTree.h"
#include "ui/games/GamePainter.h"

namespace gtl::ui {

/// The painters of the games the product knows, by the game's kind.
class GamePainters {
public:
    /// The painter of @p game, or nullptr.
    static const GamePainter* of(const GameKind& game);
    /// Adds @p painter for @p game, a game kept outside this folder (a test's), before anything
    /// is painted.
    static void add(const GameKind& game, const GamePainter& painter);
    /// The painter of the game whose positions @p tree's nodes carry, or nullptr for a tree of
    /// plain nodes.
    static const GamePainter* forTree(const GameTree& tree);
};

} // namespace gtl::ui
