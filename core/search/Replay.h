// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/NodeStatus.h"
#include "core/search/Trace.h"
#include "core/search/mcts/MctsStatistics.h"
#include "core/tree/GameTree.h"

#include <set>
#include <vector>

namespace gtl {

/// The state of a search at any step of its trace. Step 0 is before the first event; step k
/// is after the first k. Moving the cursor applies or undoes events one at a time, so seeking
/// from step i to step j costs |i − j| event applications (plus the size of any subtree a
/// cut-off prunes), and stepping forward then back restores exactly the same state. Undoing
/// the start of an iteration or a re-search replays the search it replaced, from that
/// search's first step.
class Replay {
public:
    static constexpr std::uint32_t kNone = UINT32_MAX;

    /// Both @p tree and @p trace must outlive the replay.
    Replay(const GameTree& tree, const Trace& trace);

    const GameTree& tree() const { return *tree_; }
    const Trace& trace() const { return *trace_; }
    std::size_t step() const { return step_; }
    std::size_t stepCount() const { return trace_->events.size(); }
    bool atEnd() const { return step_ == stepCount(); }
    /// The event that led to the current step, or nullptr at step 0.
    const Event* currentEvent() const { return step_ == 0 ? nullptr : &trace_->events[step_ - 1]; }

    void seek(std::size_t step);
    bool stepForward();
    bool stepBack();

    NodeStatus status(NodeId node) const { return node_[node].status; }
    /// Whether @p node exists at this step: always in a tree built in advance; in a tree the
    /// search grew, once the search has generated it (views show no node before that).
    bool isGenerated(NodeId node) const { return tree_->generatedAt(node) <= step_; }
    /// The node's value as shown now: the running best v, the leaf score or the value it
    /// returned; kNoValue before it is reached.
    Value value(NodeId node) const { return node_[node].value; }
    /// The node's bounds as they stand (kNoValue if unreached or for minimax forms).
    Value alpha(NodeId node) const { return node_[node].alpha; }
    Value beta(NodeId node) const { return node_[node].beta; }
    /// Star1's bounds on a chance node's expected value while it is searched (kNoValue
    /// elsewhere): in [lower, upper] whatever the outcomes still to come.
    Value chanceLower(NodeId node) const { return node_[node].lower; }
    Value chanceUpper(NodeId node) const { return node_[node].upper; }
    /// Which of its parent's moves the node was in the order the search tried them (1 for
    /// the first), or 0 while it is not tried.
    std::uint32_t tryOrder(NodeId node) const { return node_[node].tryOrder; }
    /// How many of the node's moves its current search has tried so far.
    std::uint32_t childrenTried(NodeId node) const { return node_[node].childrenTried; }
    /// The step of the table probe that answered the node, or kNone.
    std::uint32_t answeredAt(NodeId node) const { return node_[node].answeredAt; }
    /// Whether the node is searched now by a late move reduction, a ply shallower than its
    /// siblings before it (until it is searched again at full depth).
    bool isReduced(NodeId node) const { return node_[node].reduced; }
    /// How many plies the search had left when it entered @p node, with a horizon: its depth
    /// below the horizon, less one for each late move reduction above it; 0 on the horizon,
    /// below 0 past it (quiescence search).
    std::int32_t pliesLeft(NodeId node) const { return node_[node].pliesLeft; }
    /// Whether null-move pruning cut the node: after a pass it still reached β, so its own
    /// moves were never searched.
    bool isCutByNullMove(NodeId node) const { return node_[node].cutByNullMove; }
    /// The search path from the root to the current node.
    const std::vector<NodeId>& path() const { return path_; }
    /// The depth below the root at which positions are evaluated (the running iteration's
    /// with iterative deepening), or 0 for none.
    std::uint32_t horizon() const { return horizon_; }
    /// Whether a time or node limit has abandoned the running iteration by this step: the
    /// answer is then the last completed iteration's (Trace::result).
    bool interrupted() const { return interrupted_; }
    /// The steps of the Store events whose entries the table holds now, oldest first.
    const std::set<std::uint32_t>& tableEntries() const { return table_; }

    /// Monte Carlo tree search: @p node's visits and the mean reward of the side that moved
    /// into it, as the back-ups so far leave them, and the iterations started.
    std::uint32_t visits(NodeId node) const { return mcts_.visits(node); }
    double meanReward(NodeId node) const { return mcts_.mean(node); }
    std::int64_t rewardSum(NodeId node) const { return mcts_.rewardSum(node); }
    std::uint32_t iterations() const { return iterations_; }

    NodeId visited() const { return visited_; }
    NodeId pruned() const { return pruned_; }
    NodeId leavesEvaluated() const { return leavesEvaluated_; }
    NodeId cutoffs() const { return cutoffs_; }
    NodeId evaluations() const { return evaluations_; }
    /// Positions entered past the horizon, by quiescence search.
    NodeId quiescenceNodes() const { return quiescenceNodes_; }
    /// Moves forward pruning left out.
    NodeId dropped() const { return dropped_; }
    /// Late moves searched a ply shallower.
    NodeId reduced() const { return reduced_; }
    /// Positions null-move pruning cut after a pass.
    NodeId nullMoveCutoffs() const { return nullMoveCutoffs_; }
    NodeId tableHits() const { return tableHits_; }
    NodeId researches() const { return researches_; }

private:
    /// What a node shows.
    struct NodeState {
        NodeStatus status = NodeStatus::Unvisited;
        std::uint32_t tryOrder = 0;
        std::uint32_t childrenTried = 0; ///< in the node's current search
        std::uint32_t answeredAt = kNone;
        Value value = kNoValue;
        Value alpha = kNoValue;
        Value beta = kNoValue;
        Value lower = kNoValue;
        Value upper = kNoValue;
        bool reduced = false; ///< searched now by a late move reduction, a ply shallower
        std::int32_t pliesLeft = 0; ///< see pliesLeft()
        bool cutByNullMove = false; ///< null-move pruning cut it after a pass, unsearched
    };

    /// Applies event number @p index. While @p restoring, only what nodes show changes: the
    /// counters and the table already hold what the replayed search did.
    void apply(std::size_t index, bool restoring);
    void undo(std::size_t index);
    /// Rebuilds what the nodes showed just before event @p index by replaying the search it
    /// replaced, from the step @p from.
    void restoreBefore(std::size_t index, Value from);
    void enter(const Event& event, bool reduced);
    /// Applies or undoes one of Monte Carlo tree search's events.
    void applySample(const Event& event);
    void undoSample(const Event& event);
    /// What @p node shows when the search enters it: the worst value for the side to move at an
    /// inner node; a leaf keeps what it shows.
    Value valueOnEntry(NodeId node) const;
    /// Marks the untried children of a cut-off node as pruned, or (undo) back.
    void setPruned(const Event& cutoff, NodeStatus from, NodeStatus to);
    /// Sets the nodes below @p node that stand at @p from to @p to.
    void markSubtree(NodeId node, NodeStatus from, NodeStatus to);
    /// Shows @p node and all below it as unreached.
    void clearSubtree(NodeId node);
    /// Calls @p visit with the state of every node below @p node.
    template <typename Visit> void forEachBelow(NodeId node, Visit&& visit);
    bool answers(const Event& probe) const;
    /// Whether @p node lies deeper than the depth searched now: quiescence search's.
    bool isPastHorizon(NodeId node) const { return horizon_ > 0 && node_[node].pliesLeft < 0; }

    const GameTree* tree_;
    const Trace* trace_;
    std::size_t step_ = 0;
    std::vector<NodeState> node_;
    std::vector<NodeId> path_;
    std::vector<NodeId> scratch_;
    std::uint32_t horizon_;
    std::set<std::uint32_t> table_;
    NodeId visited_ = 0;
    NodeId pruned_ = 0;
    NodeId leavesEvaluated_ = 0;
    NodeId cutoffs_ = 0;
    NodeId evaluations_ = 0;
    NodeId quiescenceNodes_ = 0;
    NodeId dropped_ = 0;
    NodeId reduced_ = 0;
    NodeId nullMoveCutoffs_ = 0;
    NodeId tableHits_ = 0;
    NodeId researches_ = 0;
    bool interrupted_ = false;
    MctsStatistics mcts_;
    std::uint32_t iterations_ = 0;
};

} // namespace gtl
