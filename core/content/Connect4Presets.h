// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/content/Preset.h"

#include <optional>

namespace gtl {

/// The Connect Four positions of the classroom, searched to a depth limit: a win the solver sees
/// beyond a depth-4 horizon (the position of the Connect Four lessons), and a loss a depth-4
/// search walks into.
std::span<const Preset> connect4Presets();
/// The tree (the position alone) of the Connect Four preset called @p name, or nothing when it
/// is no Connect Four preset.
std::optional<GameTree> connect4PresetTree(std::string_view name);
/// The moves of the Connect Four preset called @p name, as `--connect4` takes them, or "".
std::string_view connect4PresetMoves(std::string_view name);

} // namespace gtl
