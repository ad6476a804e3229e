// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/Game.h"
#include "core/search/mcts/Reward.h"
#include "core/tree/GameTree.h"

#include <span>

namespace gtl {

/// The observer of a Uct search that records nothing: the search at its own speed, for
/// benchmarks and for tests that need only its answer.
struct UntracedMcts {
    void iteration(std::uint32_t) { }
    void select(NodeId, double, double) { }
    void expand(NodeId, NodeId, Position, Move) { }
    void playout(NodeId, std::span<const Move>, Reward) { }
    void backup(NodeId, std::uint32_t, Reward) { }
};

} // namespace gtl
