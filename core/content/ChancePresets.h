// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/content/Preset.h"

#include <optional>

namespace gtl {

/// The presets with chance nodes, searched with expectiminimax or Star1: AIMA's example in both
/// labellings (an evaluation of chance positions must be linear in the expected utility), a
/// tree where Star1 cuts a chance node and one where it cannot.
std::span<const Preset> chancePresets();
/// The tree of the chance preset called @p name, or nothing when it is no chance preset.
std::optional<GameTree> chancePresetTree(std::string_view name);

} // namespace gtl
