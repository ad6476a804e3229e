// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/Game.h"
#include "ui/play/MoveVerdict.h"

#include <atomic>
#include <vector>

namespace gtl::ui {

/// Perfect play on each column of a Connect Four @p position with room, by the exact solver.
/// Returns nothing once @p cancelled is set.
std::vector<MoveVerdict> connect4Verdicts(Position position, const std::atomic<bool>& cancelled);

/// The verdict on a move that scores @p score for the side making it (Pascal Pons' scale: a
/// win with the side's n-th disc scores 22 − n) where @p discs discs were on the board before it.
MoveVerdict connect4Verdict(int column, int score, int discs);

} // namespace gtl::ui
