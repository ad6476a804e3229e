// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/teaching/LessonDefinition.h"

#include <vector>

namespace gtl {

/// The built-in lessons on the Connect Four preset c4-horizon: the horizon of a depth-4 search
/// against the solver, move ordering and the table, the two evaluations, and iterative
/// deepening under a budget.
const std::vector<lessons::Definition>& connect4Lessons();

} // namespace gtl
