// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

namespace gtl {

/// Where a node stands at one step of a replay.
enum class NodeStatus : std::uint8_t {
    Unvisited, ///< not reached yet
    OnPath, ///< entered and not yet returned: on the search path (call stack)
    Done, ///< evaluated or returned
    Pruned, ///< skipped by a cut-off (itself or an ancestor)
    Known, ///< below a node the transposition table answered: not searched, known from the table
    Dropped, ///< left out by forward pruning (a beam), itself or an ancestor: not searched, and unlike a
             ///< pruned node not proven irrelevant
};

} // namespace gtl
