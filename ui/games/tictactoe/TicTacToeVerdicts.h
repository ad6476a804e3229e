// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/Game.h"
#include "ui/play/MoveVerdict.h"

#include <atomic>
#include <vector>

namespace gtl::ui {

/// Perfect play on each empty square of a tic-tac-toe @p position, by an exact search of the
/// whole game below it that scores sooner wins higher. Returns early (and incomplete) once
/// @p cancelled is set.
std::vector<MoveVerdict> ticTacToeVerdicts(Position position, const std::atomic<bool>& cancelled);

} // namespace gtl::ui
