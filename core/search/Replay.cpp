#include "core/search/Replay.h"

#include <cassert>

namespace gtl {

Replay::Replay(const GameTree& tree, const Trace& trace)
    : tree_(&tree)
    , trace_(&trace)
    , status_(tree.size(), NodeStatus::Unvisited)
    , value_(tree.size(), kNoValue)
    , alpha_(tree.size(), kNoValue)
    , beta_(tree.size(), kNoValue)
{
}

void Replay::seek(std::size_t step)
{
    step = std::min(step, stepCount());
    while (step_ < step)
        apply(trace_->events[step_++]);
    while (step_ > step)
        undo(trace_->events[--step_]);
}

bool Replay::stepForward()
{
    if (atEnd())
        return false;
    apply(trace_->events[step_++]);
    return true;
}

bool Replay::stepBack()
{
    if (step_ == 0)
        return false;
    undo(trace_->events[--step_]);
    return true;
}

void Replay::apply(const Event& e)
{
    switch (e.kind) {
    case EventKind::Enter:
        status_[e.node] = NodeStatus::OnPath;
        alpha_[e.node] = e.a;
        beta_[e.node] = e.b;
        if (!tree_->isLeaf(e.node)) {
            value_[e.node] = maximizes(trace_->options.algorithm, tree_->player(e.node)) ? -kInfinity : kInfinity;
        }
        path_.push_back(e.node);
        ++visited_;
        break;
    case EventKind::Leaf:
        status_[e.node] = NodeStatus::Done;
        value_[e.node] = e.a;
        path_.pop_back();
        ++leavesEvaluated_;
        break;
    case EventKind::ValueChanged: value_[e.node] = e.b; break;
    case EventKind::AlphaChanged: alpha_[e.node] = e.b; break;
    case EventKind::BetaChanged: beta_[e.node] = e.b; break;
    case EventKind::Cutoff:
        setPruned(e, NodeStatus::Pruned);
        ++cutoffs_;
        pruned_ += static_cast<NodeId>(e.b);
        break;
    case EventKind::Return:
        status_[e.node] = NodeStatus::Done;
        value_[e.node] = e.a;
        path_.pop_back();
        break;
    }
}

void Replay::undo(const Event& e)
{
    switch (e.kind) {
    case EventKind::Enter:
        status_[e.node] = NodeStatus::Unvisited;
        value_[e.node] = alpha_[e.node] = beta_[e.node] = kNoValue;
        path_.pop_back();
        --visited_;
        break;
    case EventKind::Leaf:
        status_[e.node] = NodeStatus::OnPath;
        value_[e.node] = kNoValue;
        path_.push_back(e.node);
        --leavesEvaluated_;
        break;
    case EventKind::ValueChanged: value_[e.node] = e.a; break;
    case EventKind::AlphaChanged: alpha_[e.node] = e.a; break;
    case EventKind::BetaChanged: beta_[e.node] = e.a; break;
    case EventKind::Cutoff:
        setPruned(e, NodeStatus::Unvisited);
        --cutoffs_;
        pruned_ -= static_cast<NodeId>(e.b);
        break;
    case EventKind::Return:
        status_[e.node] = NodeStatus::OnPath;
        value_[e.node] = e.b;
        path_.push_back(e.node);
        break;
    }
}

void Replay::setPruned(const Event& cutoff, NodeStatus status)
{
    const NodeId end = tree_->childrenEnd(cutoff.node);
    scratch_.clear();
    for (NodeId c = static_cast<NodeId>(cutoff.a); c < end; ++c)
        scratch_.push_back(c);
    while (!scratch_.empty()) {
        const NodeId n = scratch_.back();
        scratch_.pop_back();
        status_[n] = status;
        for (NodeId c : tree_->children(n))
            scratch_.push_back(c);
    }
}

} // namespace gtl
