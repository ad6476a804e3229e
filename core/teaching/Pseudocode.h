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
/// The 0-based line that @p event executes, or -1 for no event (step 0). @p horizon is the depth
/// searched at that step (Replay::horizon(); 0 for the depth limit), past which quiescence
/// search's lines show the steps.
int lineFor(SearchOptions options, const GameTree& tree, const Event* event, std::uint32_t horizon = 0);
} // namespace Pseudocode

} // namespace gtl
