// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tree/Value.h"

#include <span>
#include <string>

namespace gtl {

/// A leaf's score per player, the first player's first, as tree text writes it: "<3, 1, 2>".
std::string scoresText(std::span<const Value> scores);

} // namespace gtl
