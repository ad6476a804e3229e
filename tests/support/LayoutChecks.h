// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Checks of what the layout places, reported through Qt Test.
#include "core/layout/FocusLayout.h"
#include "core/tree/GameTree.h"

#include <cstddef>
#include <vector>

namespace gtl::test {

/// The invariants of a focus layout: every shown node hangs below a shown, open parent; the
/// search path is open; the columns stay within the budget unless the path alone needs more;
/// open nodes are centred over their children; collapsed nodes hide their subtrees.
void checkLayout(const GameTree& tree, const FocusLayout& layout, const std::vector<NodeId>& path, NodeId current,
    std::size_t budget);

} // namespace gtl::test
