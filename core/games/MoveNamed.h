// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/Game.h"

#include <optional>
#include <string_view>

namespace gtl {

/// The legal move at @p position that @p game calls @p name ("5"), if there is one.
std::optional<Move> moveNamed(const Game& game, Position position, std::string_view name);

} // namespace gtl
