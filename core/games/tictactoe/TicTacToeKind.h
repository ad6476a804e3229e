// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/GameKind.h"

namespace gtl {

/// Tic-tac-toe as the product knows it: a position is typed as its nine squares
/// (`--ttt XXOOOX...`, "tic_tac_toe" in a tree file), and a run searches its whole tree.
const GameKind& ticTacToeKind();

} // namespace gtl
