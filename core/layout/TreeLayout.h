#pragma once

#include "core/tree/GameTree.h"

#include <vector>

namespace gtl {

/// Where each node sits, in abstract units: leaves take consecutive columns in depth-first
/// order (x = 0, 1, 2, …), every parent is centred over its first and last child, and y is
/// the depth. Linear time and memory, with no recursion.
///
/// Giving every leaf its own column keeps the picture in the order the search reads the
/// leaves, which is what a trace is compared against.
struct TreeLayout {
    std::vector<float> x;
    float width = 0; ///< number of leaf columns
    float height = 0; ///< deepest level

    static TreeLayout compute(const GameTree& tree);
};

} // namespace gtl
