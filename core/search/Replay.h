#pragma once

#include "core/search/NodeStatus.h"
#include "core/search/Trace.h"
#include "core/tree/GameTree.h"

#include <vector>

namespace gtl {

/// The state of a search at any step of its trace. Step 0 is before the first event; step k
/// is after the first k. Moving the cursor applies or undoes events one at a time, so seeking
/// from step i to step j costs |i − j| event applications (plus the size of any subtree a
/// cut-off prunes), and stepping forward then back restores exactly the same state.
class Replay {
public:
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

    NodeStatus status(NodeId node) const { return status_[node]; }
    /// The node's value as shown now: the running best v, the leaf score or the value it
    /// returned; kNoValue before it is reached.
    Value value(NodeId node) const { return value_[node]; }
    /// The node's bounds as they stand (kNoValue if unreached or for minimax forms).
    Value alpha(NodeId node) const { return alpha_[node]; }
    Value beta(NodeId node) const { return beta_[node]; }
    /// The search path from the root to the current node.
    const std::vector<NodeId>& path() const { return path_; }

    NodeId visited() const { return visited_; }
    NodeId pruned() const { return pruned_; }
    NodeId leavesEvaluated() const { return leavesEvaluated_; }
    NodeId cutoffs() const { return cutoffs_; }

private:
    void apply(const Event& event);
    void undo(const Event& event);
    void setPruned(const Event& cutoff, NodeStatus status);

    const GameTree* tree_;
    const Trace* trace_;
    std::size_t step_ = 0;
    std::vector<NodeStatus> status_;
    std::vector<Value> value_;
    std::vector<Value> alpha_;
    std::vector<Value> beta_;
    std::vector<NodeId> path_;
    std::vector<NodeId> scratch_;
    NodeId visited_ = 0;
    NodeId pruned_ = 0;
    NodeId leavesEvaluated_ = 0;
    NodeId cutoffs_ = 0;
};

} // namespace gtl
