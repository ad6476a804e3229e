// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/Replay.h"

#include "core/search/EventFields.h"
#include "core/search/SearchFamilyEntry.h"

namespace gtl {
namespace {

bool isHit(ProbeOutcome outcome)
{
    return outcome != ProbeOutcome::Miss && outcome != ProbeOutcome::TooShallow;
}

} // namespace

Replay::Replay(const GameTree& tree, const Trace& trace)
    : tree_(&tree)
    , trace_(&trace)
    , node_(tree.size())
    , horizon_(trace.options.enhancements.depth)
{
    if (!familyEntry(trace.options.algorithm).provesValues)
        mcts_.reset(tree.size());
}

void Replay::seek(std::size_t step)
{
    step = std::min(step, stepCount());
    while (step_ < step)
        apply(step_++, false);
    while (step_ > step)
        undo(--step_);
}

bool Replay::stepForward()
{
    if (atEnd())
        return false;
    apply(step_++, false);
    return true;
}

bool Replay::stepBack()
{
    if (step_ == 0)
        return false;
    undo(--step_);
    return true;
}

void Replay::enter(const Event& e, bool reduced)
{
    NodeState& n = node_[e.node];
    n.status = NodeStatus::OnPath;
    n.reduced = reduced;
    n.cutByNullMove = false;
    n.pliesLeft = e.node == GameTree::root() ? std::int32_t(horizon_)
                                             : node_[tree_->parent(e.node)].pliesLeft - (reduced ? 2 : 1);
    const EventFields::Window window = EventFields::entered(e);
    n.alpha = window.alpha;
    n.beta = window.beta;
    n.childrenTried = 0;
    n.value = valueOnEntry(e.node);
    if (tree_->player(e.node) == Player::Chance && trace_->chance.low != kNoValue && !tree_->isLeaf(e.node)) {
        n.lower = trace_->chance.low;
        n.upper = trace_->chance.high;
    }
    if (e.node != GameTree::root())
        n.tryOrder = ++node_[tree_->parent(e.node)].childrenTried;
    path_.push_back(e.node);
}

Value Replay::valueOnEntry(NodeId node) const
{
    if (tree_->isLeaf(node) && !tree_->isOpen(node))
        return node_[node].value;
    if (tree_->player(node) == Player::Chance)
        return 0; // the expected value, summed outcome by outcome
    if (trace_->chance.scores)
        return kNoValue; // a node of several players has no scores before its first move returns
    return maximizes(trace_->options.algorithm, tree_->player(node)) ? -kInfinity : kInfinity;
}

void Replay::apply(std::size_t index, bool restoring)
{
    const Event& e = trace_->events[index];
    NodeState& n = node_[e.node];
    const bool counting = !restoring;
    switch (e.kind) {
    case EventKind::Enter:
        // A late move reduction announces the search it reduces just before entering it.
        enter(e, index > 0 && trace_->events[index - 1].kind == EventKind::Reduced);
        visited_ += counting;
        quiescenceNodes_ += counting && isPastHorizon(e.node);
        break;
    case EventKind::Leaf:
    case EventKind::Evaluate:
    case EventKind::Return:
        n.status = NodeStatus::Done;
        n.value = EventFields::answer(e).value;
        path_.pop_back();
        leavesEvaluated_ += counting && e.kind == EventKind::Leaf;
        evaluations_ += counting && e.kind == EventKind::Evaluate;
        break;
    case EventKind::ValueChanged: n.value = EventFields::change(e).to; break;
    case EventKind::StandPat:
        n.value = EventFields::change(e).to;
        evaluations_ += counting;
        break;
    case EventKind::Dropped:
        n.status = NodeStatus::Dropped;
        markSubtree(e.node, NodeStatus::Unvisited, NodeStatus::Dropped);
        dropped_ += counting;
        break;
    case EventKind::Reduced: reduced_ += counting; break;
    case EventKind::NullMove:
        n.cutByNullMove = EventFields::nullMove(e).cut;
        nullMoveCutoffs_ += counting && n.cutByNullMove;
        break;
    case EventKind::AlphaChanged: n.alpha = EventFields::change(e).to; break;
    case EventKind::BetaChanged: n.beta = EventFields::change(e).to; break;
    case EventKind::Cutoff:
        setPruned(e, NodeStatus::Unvisited, NodeStatus::Pruned);
        cutoffs_ += counting;
        pruned_ += counting ? EventFields::cut(e).skippedNodes : 0;
        break;
    case EventKind::Iteration:
        horizon_ = EventFields::iteration(e).depth;
        clearSubtree(GameTree::root());
        break;
    case EventKind::Probe:
        if (answers(e)) {
            n.answeredAt = std::uint32_t(index);
            n.value = EventFields::probe(e).value; // what the table gave is what the node is worth
            markSubtree(e.node, NodeStatus::Unvisited, NodeStatus::Known);
        }
        tableHits_ += counting && isHit(EventFields::probe(e).outcome);
        break;
    case EventKind::Store:
        if (const EventFields::Store stored = EventFields::store(e); counting && !stored.refused) {
            if (stored.replacedStep >= 0)
                table_.erase(std::uint32_t(stored.replacedStep));
            table_.insert(std::uint32_t(index));
        }
        break;
    case EventKind::Order: break;
    case EventKind::LowerChanged: n.lower = EventFields::change(e).to; break;
    case EventKind::UpperChanged: n.upper = EventFields::change(e).to; break;
    case EventKind::Research:
        // The node is entered again next, taking the same place in its parent's order.
        clearSubtree(e.node);
        if (e.node != GameTree::root())
            --node_[tree_->parent(e.node)].childrenTried;
        researches_ += counting;
        break;
    case EventKind::Interrupted: interrupted_ = true; break;
    case EventKind::Sample:
    case EventKind::Select:
    case EventKind::Expand:
    case EventKind::Playout:
    case EventKind::Backup: applySample(e); break;
    }
}

void Replay::undo(std::size_t index)
{
    const Event& e = trace_->events[index];
    NodeState& n = node_[e.node];
    switch (e.kind) {
    case EventKind::Enter:
        if (e.node != GameTree::root())
            --node_[tree_->parent(e.node)].childrenTried;
        quiescenceNodes_ -= isPastHorizon(e.node);
        n = NodeState{};
        path_.pop_back();
        --visited_;
        break;
    case EventKind::Leaf:
    case EventKind::Evaluate:
    case EventKind::Return:
        n.status = NodeStatus::OnPath;
        n.value = EventFields::answer(e).shownBefore;
        path_.push_back(e.node);
        leavesEvaluated_ -= e.kind == EventKind::Leaf;
        evaluations_ -= e.kind == EventKind::Evaluate;
        break;
    case EventKind::ValueChanged: n.value = EventFields::change(e).from; break;
    case EventKind::StandPat:
        n.value = EventFields::change(e).from;
        --evaluations_;
        break;
    case EventKind::Dropped:
        n.status = NodeStatus::Unvisited;
        markSubtree(e.node, NodeStatus::Dropped, NodeStatus::Unvisited);
        --dropped_;
        break;
    case EventKind::Reduced: --reduced_; break;
    case EventKind::NullMove:
        nullMoveCutoffs_ -= EventFields::nullMove(e).cut;
        n.cutByNullMove = false;
        break;
    case EventKind::AlphaChanged: n.alpha = EventFields::change(e).from; break;
    case EventKind::BetaChanged: n.beta = EventFields::change(e).from; break;
    case EventKind::Cutoff:
        setPruned(e, NodeStatus::Pruned, NodeStatus::Unvisited);
        --cutoffs_;
        pruned_ -= EventFields::cut(e).skippedNodes;
        break;
    case EventKind::Iteration: restoreBefore(index, EventFields::iteration(e).previousStep); break;
    case EventKind::Probe:
        if (answers(e)) {
            n.answeredAt = kNone;
            n.value = valueOnEntry(e.node); // a probe comes before any move is searched
            markSubtree(e.node, NodeStatus::Known, NodeStatus::Unvisited);
        }
        tableHits_ -= isHit(EventFields::probe(e).outcome);
        break;
    case EventKind::Store:
        if (const EventFields::Store stored = EventFields::store(e); !stored.refused) {
            table_.erase(std::uint32_t(index));
            if (stored.replacedStep >= 0)
                table_.insert(std::uint32_t(stored.replacedStep));
        }
        break;
    case EventKind::Order: break;
    case EventKind::LowerChanged: n.lower = EventFields::change(e).from; break;
    case EventKind::UpperChanged: n.upper = EventFields::change(e).from; break;
    case EventKind::Research:
        restoreBefore(index, EventFields::research(e).enterStep);
        --researches_;
        break;
    case EventKind::Interrupted: interrupted_ = false; break;
    case EventKind::Sample:
    case EventKind::Select:
    case EventKind::Expand:
    case EventKind::Playout:
    case EventKind::Backup: undoSample(e); break;
    }
}

void Replay::restoreBefore(std::size_t index, Value from)
{
    if (from < 0) { // the first iteration: nothing was shown before it
        clearSubtree(GameTree::root());
        horizon_ = trace_->options.enhancements.depth;
        return;
    }
    for (std::size_t i = std::size_t(from); i < index; ++i)
        apply(i, true);
}

bool Replay::answers(const Event& probe) const
{
    const ProbeOutcome outcome = EventFields::probe(probe).outcome;
    return outcome == ProbeOutcome::Exact || outcome == ProbeOutcome::Cutoff;
}

void Replay::setPruned(const Event& cutoff, NodeStatus from, NodeStatus to)
{
    // The children the node has not tried in this search, in whatever order it tried them.
    for (NodeId child : tree_->children(cutoff.node)) {
        if (node_[child].status != from)
            continue;
        node_[child].status = to;
        markSubtree(child, from, to);
    }
}

template <typename Visit> void Replay::forEachBelow(NodeId node, Visit&& visit)
{
    // An explicit stack, so that a 10,000-level chain does not overflow the call stack.
    scratch_.clear();
    for (NodeId c : tree_->children(node))
        scratch_.push_back(c);
    while (!scratch_.empty()) {
        const NodeId n = scratch_.back();
        scratch_.pop_back();
        visit(node_[n]);
        for (NodeId c : tree_->children(n))
            scratch_.push_back(c);
    }
}

void Replay::markSubtree(NodeId node, NodeStatus from, NodeStatus to)
{
    forEachBelow(node, [&](NodeState& below) {
        if (below.status == from)
            below.status = to;
    });
}

void Replay::clearSubtree(NodeId node)
{
    node_[node] = NodeState{};
    forEachBelow(node, [](NodeState& below) { below = NodeState{}; });
}

} // namespace gtl
