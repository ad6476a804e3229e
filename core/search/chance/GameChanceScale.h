// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/Game.h"
#include "core/search/Algorithm.h"
#include "core/search/chance/ChanceScale.h"

#include <string>

namespace gtl {

/// The scale of a search of @p game to @p options' depth, fixed before any position is seen:
/// the game's common denominator of the outcomes raised to the most throws a line within the
/// depth can meet, and for Star1 its bounds (the game's score limit unless options give wider
/// ones). A game without dice has the scale 1. In @p problem: why the values cannot be carried
/// exactly, or why the bounds given do not hold every score.
ChanceScale gameChanceScale(const Game& game, const SearchOptions& options, Message& problem);

} // namespace gtl
