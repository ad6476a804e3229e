// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/DefaultInitAllocator.h"
#include "core/search/Algorithm.h"
#include "core/search/Event.h"
#include "core/search/TreeCoverage.h"
#include "core/search/chance/ChanceScale.h"
#include "core/search/mcts/MoveVisits.h"

#include <memory>
#include <string_view>
#include <vector>

namespace gtl {

/// The figures of a finished search.
struct SearchResult {
    /// The root's value: from MAX's point of view for minimax forms, from the root player's
    /// for negamax forms.
    Value value = 0;
    /// The root's child that achieves the value (the first such in move order), or kNoNode.
    NodeId bestMove = kNoNode;
    NodeId nodes = 0;
    NodeId visited = 0;
    NodeId pruned = 0;
    NodeId leavesEvaluated = 0;
    NodeId cutoffs = 0;
    /// The enhanced searches' figures: positions scored by the static evaluation at the
    /// horizon, table probes that answered a position or narrowed its window, and searches
    /// repeated after a null or aspiration window failed.
    NodeId evaluations = 0;
    NodeId tableHits = 0;
    NodeId researches = 0;
    /// Positions quiescence search entered past the horizon.
    NodeId quiescenceNodes = 0;
    /// Moves forward pruning left out.
    NodeId dropped = 0;
    /// Late moves searched a ply shallower (late move reductions).
    NodeId reduced = 0;
    /// Positions null-move pruning cut after a pass, and the positions its searches entered,
    /// untraced (counted in nodes entered, not in visited).
    NodeId nullMoveCutoffs = 0;
    std::uint64_t nullMovePositions = 0;
    /// Events the search emitted (also counted when they are not kept).
    std::size_t steps = 0;
    /// With iterative deepening: the deepest iteration that finished, whose answer value and
    /// bestMove are, and the one a time or node limit abandoned after it (0 for none).
    std::uint32_t completedDepth = 0;
    std::uint32_t interruptedDepth = 0;
    /// Each node of the tree counted once: entered, pruned or not reached (left uncounted by
    /// the searches of a tree with chance nodes built in advance, and by GameSummary).
    TreeCoverage coverage;

    /// The best move's label, or "" when the root is a leaf and there is no move to make.
    std::string_view bestMoveLabel(const GameTree& tree) const
    {
        return bestMove == kNoNode ? std::string_view() : tree.label(bestMove);
    }
};

/// The events of a trace: the recorder writes them into room it allocated without zeroing.
using EventList = std::vector<Event, DefaultInitAllocator<Event>>;

/// A recorded search: the events in order and the figures they add up to. Step k of a
/// replay is the state after the first k events.
struct Trace {
    SearchOptions options;
    EventList events;
    SearchResult result;
    /// The tree the search grew as it went, whose nodes the events name; null when it searched
    /// a tree built in advance.
    std::shared_ptr<const GameTree> grownTree;
    /// What the values are multiplied by, and Star1's bounds, on a tree with chance nodes.
    ChanceScale chance;
    /// Monte Carlo tree search's playouts: each one's moves by name, separated by spaces and
    /// ended by a newline; a Playout event says where its own begin.
    std::string playouts;
    /// Monte Carlo tree search's answer: the root's moves that have a node, in move order.
    std::vector<MoveVisits> rootMoves;

    std::size_t steps() const { return events.size(); }
    /// The tree the events name: the grown one, or @p given, the one searched.
    const GameTree& searchedTree(const GameTree& given) const { return grownTree ? *grownTree : given; }
};

} // namespace gtl
