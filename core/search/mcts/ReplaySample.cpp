// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/Replay.h"

#include "core/search/EventFields.h"

// Monte Carlo tree search's events: an iteration's path grows from the root by selection and
// expansion, and shrinks back up by the back-ups, which leave each node done.

namespace gtl {

void Replay::applySample(const Event& e)
{
    NodeState& n = node_[e.node];
    switch (e.kind) {
    case EventKind::Sample: ++iterations_; [[fallthrough]];
    case EventKind::Select:
        n.status = NodeStatus::OnPath;
        path_.push_back(e.node);
        break;
    case EventKind::Expand:
        n.status = NodeStatus::OnPath;
        path_.push_back(e.node);
        ++visited_;
        break;
    case EventKind::Playout: ++leavesEvaluated_; break;
    case EventKind::Backup:
        mcts_.add(e.node, EventFields::backup(e).reward);
        n.status = NodeStatus::Done;
        path_.pop_back();
        break;
    default: break;
    }
}

void Replay::undoSample(const Event& e)
{
    NodeState& n = node_[e.node];
    switch (e.kind) {
    case EventKind::Sample:
        --iterations_;
        n.status = mcts_.visits(e.node) > 0 ? NodeStatus::Done : NodeStatus::Unvisited;
        path_.pop_back();
        break;
    case EventKind::Select: // selection only goes down to nodes visited before
        n.status = NodeStatus::Done;
        path_.pop_back();
        break;
    case EventKind::Expand:
        n.status = NodeStatus::Unvisited;
        path_.pop_back();
        --visited_;
        break;
    case EventKind::Playout: --leavesEvaluated_; break;
    case EventKind::Backup:
        mcts_.remove(e.node, EventFields::backup(e).reward);
        n.status = NodeStatus::OnPath;
        path_.push_back(e.node);
        break;
    default: break;
    }
}

} // namespace gtl
