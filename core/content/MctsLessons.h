// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/teaching/LessonDefinition.h"

#include <vector>

namespace gtl {

/// The built-in lessons on Monte Carlo tree search: the four phases of an iteration on a small
/// tic-tac-toe position, the exploration constant, and sampling against alpha-beta's proof on
/// a Connect Four position.
const std::vector<lessons::Definition>& mctsLessons();

} // namespace gtl
