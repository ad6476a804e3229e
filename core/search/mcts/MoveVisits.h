// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tree/GameTree.h"

#include <cstdint>

namespace gtl {

/// How often Monte Carlo tree search tried one of the root's moves, and its mean reward there.
struct MoveVisits {
    NodeId node = kNoNode;
    std::uint32_t visits = 0;
    double mean = 0;
};

} // namespace gtl
