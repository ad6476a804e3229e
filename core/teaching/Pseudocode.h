// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/Algorithm.h"
#include "core/search/Event.h"

#include <string>
#include <vector>

namespace gtl {

/// The short pseudocode listing of each search, and which of its lines a step belongs to.
namespace Pseudocode {
std::vector<std::string> listing(SearchOptions options);
/// The 0-based line that @p event executes, or -1 for no event (step 0).
int lineFor(SearchOptions options, const GameTree& tree, const Event* event);
} // namespace Pseudocode

} // namespace gtl
