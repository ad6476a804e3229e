// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/Algorithm.h"
#include "core/search/Event.h"

#include <string_view>
#include <vector>

namespace gtl::lessons {

/// Where a stop goes: step 0, the end, the nth event of a kind (at a node, if given), or the
/// nth selection of Monte Carlo tree search that explores: one that passes over a sibling
/// whose mean reward is higher.
struct StopRule {
    enum class At { Start, Event, Exploration, End };
    At at;
    EventKind kind = EventKind::Enter;
    std::string_view node; ///< the node's path, "" for any
    int nth = 1;
    std::string_view caption;
    int detail = -1; ///< the event's detail (a probe's outcome, …), or -1 for any
    /// Stop just before the event rather than after it: for an event that wipes what led to it
    /// from the tree (a re-search clears the subtree it searches again).
    bool before = false;
};

/// A built-in lesson as written: its preset, its search and the rules that place its stops.
struct Definition {
    std::string_view name;
    std::string_view title;
    std::string_view preset;
    SearchOptions options;
    std::vector<StopRule> stops;
};

} // namespace gtl::lessons
