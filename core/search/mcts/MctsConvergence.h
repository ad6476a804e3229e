// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/Trace.h"
#include "core/tree/GameTree.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace gtl {

/// How Monte Carlo tree search's answer settles: each root move's visits and mean reward after
/// every few iterations of a traced run, read from its back-ups, so that a chart can show the
/// shares of the visits converging (or not) on the move that perfect play chooses.
class MctsConvergence {
public:
    /// The root's moves after the iteration `iteration`, which ends at `step` of the replay.
    struct Point {
        std::uint32_t iteration = 0;
        std::size_t step = 0;
        std::vector<std::uint32_t> visits; ///< per move of moves()
        std::vector<double> means; ///< per move of moves(), 0 while unvisited
    };

    /// The points of @p trace, a run over @p tree (the grown tree), at most about
    /// @p maxPoints of them, evenly spaced over the iterations; the last one is the last
    /// iteration's. Empty for a trace of another search or without events.
    static MctsConvergence of(const GameTree& tree, const Trace& trace, std::size_t maxPoints = 400);

    /// The root's children, in move order: those the run ever expanded.
    const std::vector<NodeId>& moves() const { return moves_; }
    const std::vector<Point>& points() const { return points_; }

private:
    std::vector<NodeId> moves_;
    std::vector<Point> points_;
};

} // namespace gtl
