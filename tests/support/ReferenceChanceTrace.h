// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/Trace.h"
#include "core/tree/GameTree.h"

#include <string>
#include <vector>

namespace gtl {

/// A second, separate routine for the searches of a tree with chance nodes written out, kept
/// to check the one search routine against event for event: expectiminimax (MAX takes the largest child, MIN the
/// smallest, a chance node the probability-weighted sum of its outcomes, nothing pruned) and Star1 (alpha-beta at
/// decision nodes; at a chance node, Ballard's bounds: with every leaf in [L, U], the outcomes still to come add at
/// least their probability times L and at most times U, so the node is cut once even U cannot lift it to α or even L
/// cannot bring it down to β). Values are from MAX's side, in the trace's units (ChanceScale); the trace uses the same
/// events as the minimax forms, and LowerChanged / UpperChanged for Star1's bounds.
class ReferenceChanceTrace {
public:
    /// Searches @p tree, which Search::problem() accepts; keeps the events only if @p keepEvents.
    static Trace run(const GameTree& tree, const SearchOptions& options, bool keepEvents);

private:
    ReferenceChanceTrace(const GameTree& tree, const SearchOptions& options, bool keepEvents);
    Value search(NodeId node, Value alpha, Value beta);
    Value decide(NodeId node, Value alpha, Value beta);
    Value average(NodeId node, Value alpha, Value beta);
    /// Skips @p node's children from @p next on.
    void cut(NodeId node, NodeId next, std::uint8_t detail);
    void recordEvent(EventKind kind, NodeId node, Value a, Value b, std::uint8_t detail = 0, std::uint16_t extra = 0);

    const GameTree& tree_;
    bool star1_;
    bool keepEvents_;
    Trace trace_;
    std::vector<NodeId> subtreeSize_; ///< what a cut prunes (Star1 only)
};

} // namespace gtl
