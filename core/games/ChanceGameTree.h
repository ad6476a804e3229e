// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/ChanceGame.h"
#include "core/tree/GameTree.h"

#include <string_view>

namespace gtl {

/// The tree of @p game from its start, @p depth moves and throws deep, as positions of the game
/// called @p name: a finished game's leaf is worth its final score, a position on the horizon
/// its evaluation, both from MAX's side. Chance positions become chance nodes, each outcome with
/// its probability; the throws' outcomes are labelled by moveName().
GameTree buildChanceGameTree(const ChanceGame& game, std::string_view name, std::uint32_t depth);

} // namespace gtl
