// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tree/GameTree.h"

#include <span>
#include <string>
#include <string_view>

namespace gtl {

/// A ready-made tree for the classroom, with the words the UI shows about it.
struct Preset {
    std::string_view name; ///< for the command line: "mixed", "best-first", …
    std::string_view title;
    std::string_view description;

    GameTree build() const;
};

/// All presets, in the order the UI lists them.
std::span<const Preset> presets();
/// The preset called @p name, or nullptr.
const Preset* findPreset(std::string_view name);

} // namespace gtl
