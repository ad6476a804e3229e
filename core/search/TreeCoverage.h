// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tree/GameTree.h"

#include <cstdint>
#include <vector>

namespace gtl {

/// How a finished search covered the tree it ran on, each node counted once: a search that
/// enters positions again (iterative deepening, re-searches) still splits its tree into
/// entered + pruned + unreached = the tree's nodes, figures a summary can relate, where
/// SearchResult::visited counts every entry and SearchResult::pruned every position each
/// cut-off skipped, again in every iteration, down to that iteration's depth.
struct TreeCoverage {
    /// What the search did at a node, as the marks given to of() say.
    static constexpr std::uint8_t kEntered = 1;
    static constexpr std::uint8_t kCut = 2;

    /// Nodes the search entered at least once.
    NodeId entered = 0;
    /// Nodes never entered that lie below a move a cut-off skipped.
    NodeId pruned = 0;
    /// Nodes never entered for another reason: below the depth limit, under a position the
    /// table answered, or after a limit stopped the search.
    NodeId unreached = 0;

    /// Whether it was counted (the recorders of the minimax family count it).
    bool counted() const { return entered > 0; }
    NodeId total() const { return entered + pruned + unreached; }

    /// The coverage of @p tree given, by node, whether the search entered it (kEntered) and
    /// whether it cut off there (kCut).
    static TreeCoverage of(const GameTree& tree, const std::vector<std::uint8_t>& marks);
};

} // namespace gtl
