// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/content/Content.h"

#include <vector>

namespace gtl {

/// The presets of tree text and their lessons: the mixed, best-first and worst-first orders of
/// one game, the textbook's two plies, the enhancements at classroom size, three players.
const Content& treeContent();
std::span<const Preset> treePresets();
const std::vector<lessons::Definition>& treeLessons();

} // namespace gtl
