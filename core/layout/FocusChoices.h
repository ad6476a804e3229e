// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tree/GameTree.h"

#include <algorithm>
#include <vector>

namespace gtl {

/// What the user chose about the picture of a tree: the subtree the view is focused on, and
/// the subtrees collapsed or expanded by hand. Sorted id lists, so that a choice is found in
/// O(log n) and two sets of choices compare equal when they say the same.
struct FocusChoices {
    NodeId focus = GameTree::root(); ///< the node drawn at the top of the view
    std::vector<NodeId> collapsed;
    std::vector<NodeId> expanded;

    bool isCollapsed(NodeId node) const { return std::binary_search(collapsed.begin(), collapsed.end(), node); }
    bool isExpanded(NodeId node) const { return std::binary_search(expanded.begin(), expanded.end(), node); }
    /// Collapses @p node by hand (@p collapse true) or expands it, undoing the opposite choice.
    void set(NodeId node, bool collapse);
    bool operator==(const FocusChoices&) const = default;
};

} // namespace gtl
