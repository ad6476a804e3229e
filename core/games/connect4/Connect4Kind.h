// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/GameKind.h"

namespace gtl {

/// Connect Four as the product knows it: a position is typed as the columns played from the
/// empty board (`--connect4 4453`, "connect4" in a tree file). Its tree is far too big to
/// build: a run grows it by searching to a depth limit.
const GameKind& connect4Kind();

} // namespace gtl
