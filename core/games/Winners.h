// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/GameKind.h"

#include <string>

namespace gtl {

/// Who won the finished game at @p position, by their side letters: "" for a draw, "X", or in
/// a game of several players everyone with the most points ("A", "A, C").
std::string winnersOf(const GameKind& game, Position position);

} // namespace gtl
