// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tree/GameTree.h"

#include <string>

namespace gtl {

/// Writes @p tree as tree text that TreeTextParser reads back into the same tree. Labels are
/// written only where they differ from the defaults, so the presets read like the textbook.
std::string toTreeText(const GameTree& tree);

} // namespace gtl
