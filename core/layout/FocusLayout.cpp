// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/layout/FocusLayout.h"

#include "core/games/GameRegistry.h"
#include "core/layout/FocusPlanner.h"

#include <algorithm>

namespace gtl {
namespace {

bool isWithin(const GameTree& tree, NodeId node, NodeId ancestor)
{
    while (tree.depth(node) > tree.depth(ancestor))
        node = tree.parent(node);
    return node == ancestor;
}

} // namespace

FocusLayout FocusLayout::compute(const GameTree& tree, std::span<const NodeId> path, NodeId current,
    const FocusChoices& choices, std::size_t budget, const std::function<bool(NodeId)>& carriesNumbers,
    const std::function<bool(NodeId)>& pruned, const std::function<bool(NodeId)>& generated)
{
    FocusLayout layout;
    if (tree.size() == 0)
        return layout;
    const FocusPlanner plan(tree, path, current, choices, budget, {carriesNumbers, pruned, generated});
    layout.focus_ = plan.focus();
    layout.place(tree, plan);
    return layout;
}

void FocusLayout::place(const GameTree& tree, const FocusPlanner& plan)
{
    // Depth-first: bottom slots take the next place along, as far from the last as their
    // half widths add up to; a run takes one slot, its first move standing for it; open nodes
    // are placed after their children, centred over them.
    struct Visit {
        NodeId node;
        bool childrenDone;
    };
    const auto slotOf = [this](NodeId n) {
        const auto member = runOf_.find(n);
        return placed_[index_.at(member == runOf_.end() ? n : member->second)].x;
    };
    std::vector<Visit> walk{{focus_, false}};
    const std::uint32_t top = tree.depth(focus_);
    float column = 0;
    float lastWidth = -1; // none yet
    while (!walk.empty()) {
        const Visit visit = walk.back();
        walk.pop_back();
        const NodeId n = visit.node;
        const std::uint32_t level = tree.depth(n) - top;
        levels_ = std::max(levels_, level);
        if (!plan.isOpen(n)) {
            const auto [first, end] = plan.runs().around(n);
            if (first != n) {
                runOf_[n] = first;
                continue;
            }
            index_[n] = static_cast<std::uint32_t>(placed_.size());
            const float width = plan.runs().width(first, end);
            column += lastWidth < 0 ? 0 : (lastWidth + width) / 2;
            lastWidth = width;
            placed_.push_back({n, column, level, !plan.isLeaf(n) || end - first > 1, end - first});
            continue;
        }
        if (visit.childrenDone) {
            const float first = slotOf(tree.firstChild(n));
            const float last = slotOf(plan.childrenEnd(n) - 1);
            index_[n] = static_cast<std::uint32_t>(placed_.size());
            placed_.push_back({n, (first + last) / 2, level, false, 1});
            continue;
        }
        walk.push_back({n, true});
        for (NodeId c = plan.childrenEnd(n); c-- > tree.firstChild(n);)
            walk.push_back({c, false});
    }
    width_ = lastWidth < 0 ? 0 : column + 1;
    indexByLevel();
}

void FocusLayout::indexByLevel()
{
    std::sort(placed_.begin(), placed_.end(),
        [](const Place& a, const Place& b) { return a.level != b.level ? a.level < b.level : a.x < b.x; });
    index_.clear();
    index_.reserve(placed_.size());
    for (std::uint32_t i = 0; i < placed_.size(); ++i)
        index_[placed_[i].node] = i;
}

float FocusLayout::slotWidth(const GameTree& tree, NodeId node)
{
    // A game's position is drawn beside its node, as wide as a triangle; so is a grown leaf's
    // value, Monte Carlo tree search's rewards over visits. A leaf that is its parent's only
    // move has its parent's triangle standing over it: it keeps the triangle's column.
    const bool onlyMove = node != GameTree::root() && tree.childCount(tree.parent(node)) == 1;
    return tree.isLeaf(node) && !onlyMove && !GameRegistry::of(tree) && !tree.isGrown() ? kLeafSlot : 1.0f;
}

const FocusLayout::Place* FocusLayout::find(NodeId node) const
{
    const auto it = index_.find(node);
    return it == index_.end() ? nullptr : &placed_[it->second];
}

NodeId FocusLayout::shownAs(const GameTree& tree, NodeId node) const
{
    if (node >= tree.size() || !isWithin(tree, node, focus_))
        return kNoNode;
    // An open node shows its children, so a hidden node's nearest shown ancestor is the
    // collapsed one that hides it.
    NodeId n = node;
    while (!find(n) && !runOf_.count(n) && n != focus_)
        n = tree.parent(n);
    const auto member = runOf_.find(n);
    return member != runOf_.end() ? member->second : find(n) ? n : kNoNode;
}

} // namespace gtl
