// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/GameKind.h"

namespace gtl {

/// The tree of @p start alone, as the whole tree's root would be: a position of @p game with
/// its side to move (in a game of several players, its seat), open for a search to grow from.
/// A position where the game is over is a whole tree already.
GameTree rootTree(const GameKind& game, Position start);

} // namespace gtl
