// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/content/Preset.h"
#include "core/teaching/LessonDefinition.h"

#include <span>

namespace gtl {

/// What the product teaches with on one game, or on trees of their own: the presets, in the
/// order the Tree box lists them, and the built-in lessons, in teaching order. Each game's
/// content lives in a folder named after the game and is listed once in the Catalogue.
struct Content {
    std::span<const Preset> presets;
    std::span<const lessons::Definition> lessons;
};

} // namespace gtl
