// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/content/Content.h"

namespace gtl {

/// The lessons on Monte Carlo tree search, on the games' presets: the four phases of an
/// iteration on a small tic-tac-toe position, the exploration constant, and sampling against
/// alpha-beta's proof on a Connect Four position.
const Content& mctsContent();

} // namespace gtl
