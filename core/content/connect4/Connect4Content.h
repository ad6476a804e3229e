// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/content/Content.h"

#include <vector>

namespace gtl {

/// Connect Four's presets and lessons. The positions are searched to a depth limit: a win the
/// solver sees beyond a depth-4 horizon (the position of most lessons), a loss a depth-4 search
/// walks into, a forced win that quiescence search finds, and zugzwang that fools null moves.
const Content& connect4Content();
std::span<const Preset> connect4Presets();
const std::vector<lessons::Definition>& connect4Lessons();

} // namespace gtl
