// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/Trace.h"

#include <vector>

namespace gtl {

/// One iteration of iterative deepening, as its trace shows it.
struct Iteration {
    std::uint32_t depth = 0;
    std::size_t firstStep = 0; ///< the step of its Iteration event
    std::size_t endStep = 0; ///< the step at which the root returned for the last time
    NodeId enters = 0; ///< nodes entered, re-searches included
    Value value = 0; ///< the root's value, once endStep is reached
    /// Whether a time or node limit abandoned it (at endStep): it found no value.
    bool interrupted = false;
    /// The best line it found: the root's best move, that node's best reply, and so on.
    std::vector<NodeId> principalVariation;
};

/// The iterations of @p trace, in order; empty for a search without iterative deepening.
std::vector<Iteration> iterationsOf(const Trace& trace);

/// The index of the iteration running at @p step, or -1 before the first.
int iterationAt(const std::vector<Iteration>& iterations, std::size_t step);

} // namespace gtl
