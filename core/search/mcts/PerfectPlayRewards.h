// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/Solution.h"
#include "core/tree/GameTree.h"

#include <optional>
#include <vector>

namespace gtl {

/// What each of the root's moves is worth under perfect play, in Monte Carlo tree search's
/// rewards of the side to move at the root: the answer its mean rewards should approach.
/// @p source is the tree the search was given and @p grown the one it grew: a game's moves are
/// solved by its exact solver (a win 1, a draw ½, a loss 0), a tree of its own's by minimax,
/// scaled as its playouts are (PlayoutScore). Per child of @p grown's root; nothing where the
/// game has no solver or the solve was cancelled through @p control (a Connect Four position
/// early in the game takes seconds).
std::vector<std::optional<double>> perfectPlayRewards(
    const GameTree& source, const GameTree& grown, const SolveControl& control);

} // namespace gtl
