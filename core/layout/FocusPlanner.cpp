// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/layout/FocusPlanner.h"

#include "core/layout/FocusLayout.h"

#include <algorithm>

namespace gtl {

FocusPlanner::FocusPlanner(const GameTree& tree, std::span<const NodeId> path, NodeId current,
    const FocusChoices& choices, std::size_t budget, Questions questions)
    : tree_(tree)
    , choices_(choices)
    , budget_(budget)
    , questions_(questions)
    , childrenEnd_([this](NodeId n) { return childrenEnd(n); })
    , merges_([this](NodeId n) { return merges(n); })
    , focus_(choices.focus < tree.size() ? choices.focus : GameTree::root())
    , runs_(tree, open_, merges_, childrenEnd_)
{
    const std::vector<NodeId> candidates = openRequired(path, current);
    columns_ = open_.empty() ? FocusLayout::slotWidth(tree_, focus_) : 0;
    for (NodeId n : open_)
        columns_ += runs_.childrenWidth(n);
    for (NodeId n : candidates)
        queue_.insert(candidate(n, 0));
    openWithin(Candidate{true, 0, 0, 0});
    spreadRuns();
    openWithin(Candidate{true, ~0u, ~0u, kNoNode});
}

NodeId FocusPlanner::childrenEnd(NodeId n) const
{
    // A node of a grown tree whose moves are not generated yet is a leaf at this step. Its
    // moves appear in their order: all at once where a search generates them together, one
    // by one where Monte Carlo tree search expands them. The layout shows those generated.
    if (!questions_.generated)
        return tree_.childrenEnd(n);
    NodeId end = tree_.firstChild(n);
    while (end < tree_.childrenEnd(n) && questions_.generated(end))
        ++end;
    return end;
}

std::vector<NodeId> FocusPlanner::openRequired(std::span<const NodeId> path, NodeId current)
{
    // The search path and the current node with its ancestors stay open; entering a node
    // shows its children: they are what the search looks at next.
    pinned_.insert(path.begin(), path.end());
    if (current != kNoNode) {
        if (!isLeaf(current))
            pinned_.insert(current);
        for (NodeId n = current; n != GameTree::root();) {
            n = tree_.parent(n);
            pinned_.insert(n);
        }
    }
    // The moves of the current node, and beside it when it is a leaf, are what the search
    // looks at next: they share a slot only once pruned.
    current_ = current;
    near_ = current == kNoNode || !isLeaf(current) || current == focus_ ? current : tree_.parent(current);
    std::vector<NodeId> candidates;
    std::vector<NodeId> stack{focus_};
    while (!stack.empty()) {
        const NodeId n = stack.back();
        stack.pop_back();
        const bool mustOpen = n == focus_ || pinned_.count(n) || (choices_.isExpanded(n) && !choices_.isCollapsed(n));
        if (isLeaf(n) || !mustOpen) {
            if (!isLeaf(n) && !choices_.isCollapsed(n))
                candidates.push_back(n);
            continue;
        }
        open_.insert(n);
        for (NodeId child : children(n))
            stack.push_back(child);
    }
    return candidates;
}

bool FocusPlanner::merges(NodeId n) const
{
    const bool next = tree_.parent(n) == current_ || tree_.parent(n) == near_;
    return questions_.carriesNumbers && !questions_.carriesNumbers(n) && n != focus_ && !pinned_.count(n)
        && (!next || (questions_.pruned && questions_.pruned(n))) && !choices_.isCollapsed(n)
        && !choices_.isExpanded(n);
}

FocusPlanner::Candidate FocusPlanner::candidate(NodeId n, std::uint32_t ring) const
{
    // What carries numbers opens first: the subtrees whose values the search has found, before
    // those it pruned or has not reached. Among equals, nearest to the search first: candidates
    // hanging deeper below the path, then rings further out; in each, in the order the search
    // takes them (left to right), so that the subtree searched first opens first.
    return Candidate{questions_.carriesNumbers && !questions_.carriesNumbers(n), ring, ~tree_.depth(n), n};
}

void FocusPlanner::openWithin(const Candidate& last)
{
    while (!queue_.empty() && *queue_.begin() < last) {
        const Candidate next = *queue_.begin();
        queue_.erase(queue_.begin());
        const NodeId n = next.node;
        // A subtree without numbers shows its moves apart, or opening it says nothing.
        float width = 0;
        for (NodeId child : children(n))
            width += FocusLayout::slotWidth(tree_, child);
        width = next.withoutNumbers ? width : runs_.childrenWidth(n);
        const float slot = runs_.mergeable(n) ? runs_.leaving(n) : -FocusLayout::slotWidth(tree_, n);
        if (!fits(columns_ + slot + width))
            continue;
        columns_ += slot + width;
        open_.insert(n);
        for (NodeId child : children(n)) {
            if (next.withoutNumbers)
                runs_.spread(child);
            if (!isLeaf(child) && !choices_.isCollapsed(child))
                queue_.insert(candidate(child, next.ring + 1));
        }
    }
}

void FocusPlanner::spreadRuns()
{
    std::vector<NodeId> parents(open_.begin(), open_.end());
    std::sort(parents.begin(), parents.end(),
        [&](NodeId a, NodeId b) { return std::pair(~tree_.depth(a), a) < std::pair(~tree_.depth(b), b); });
    for (NodeId parent : parents) {
        for (NodeId c = tree_.firstChild(parent); c < childrenEnd(parent);) {
            const auto [first, end] = runs_.around(c);
            float apart = 0;
            for (NodeId m = first; m < end; ++m)
                apart += FocusLayout::slotWidth(tree_, m);
            const float spread = columns_ + apart - runs_.width(first, end);
            if (end - first > 1 && fits(spread)) {
                columns_ = spread;
                for (NodeId m = first; m < end; ++m)
                    runs_.spread(m);
            }
            c = end;
        }
    }
}

} // namespace gtl
