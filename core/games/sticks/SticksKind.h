// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/GameKind.h"

namespace gtl {

/// Sticks for three players (SticksGame): "--sticks 9" is a pile of nine sticks, A to take first.
const GameKind& sticksKind();

} // namespace gtl
