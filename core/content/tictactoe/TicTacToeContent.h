// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/content/Content.h"

namespace gtl {

/// Tic-tac-toe's presets and lessons: X blocking O's diagonal, and two move orders that reach
/// one board.
const Content& ticTacToeContent();

} // namespace gtl
