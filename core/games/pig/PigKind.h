// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/GameKind.h"

namespace gtl {

/// Pig as the product knows it: a position is typed as both scores and the turn's total
/// (`--pig 6,8,0`, "pig" in a tree file), and a run searches its tree to kDepth moves and
/// throws, the positions there scored by the game's evaluation.
const GameKind& pigKind();

} // namespace gtl
