// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/layout/FocusLayout.h"

#include "core/games/GameRegistry.h"

#include <algorithm>
#include <set>
#include <unordered_set>

namespace gtl {
namespace {

bool isWithin(const GameTree& tree, NodeId node, NodeId ancestor)
{
    while (tree.depth(node) > tree.depth(ancestor))
        node = tree.parent(node);
    return node == ancestor;
}

/// The nodes that must stay open: the search path and the current node with its ancestors.
std::unordered_set<NodeId> pinnedNodes(
    const GameTree& tree, std::span<const NodeId> path, NodeId current, const std::function<bool(NodeId)>& isLeaf)
{
    std::unordered_set<NodeId> pinned(path.begin(), path.end());
    if (current == kNoNode)
        return pinned;
    // Entering a node shows its children: they are what the search looks at next.
    if (!isLeaf(current))
        pinned.insert(current);
    for (NodeId n = current; n != GameTree::root();) {
        n = tree.parent(n);
        pinned.insert(n);
    }
    return pinned;
}

/// Which closed nodes may share one slot with their neighbours: a run of consecutive moves
/// that carry no number (pruned or not reached) says as much as a slot, not as a column each.
/// The moves of the current node, and beside it when it is a leaf, stay apart unless pruned
/// (the search looks at them next), and so do the nodes chosen by hand and those spread out
/// because there is room.
class Runs {
public:
    Runs(const GameTree& tree, const std::unordered_set<NodeId>& open, const std::function<bool(NodeId)>& merges,
        const std::function<NodeId(NodeId)>& childrenEnd)
        : tree_(tree)
        , open_(open)
        , merges_(merges)
        , childrenEnd_(childrenEnd)
    {
    }

    bool mergeable(NodeId n) const { return !open_.count(n) && !spread_.count(n) && merges_ && merges_(n); }

    /// The run [first, end) of siblings that @p n belongs to (just @p n when it is not mergeable).
    std::pair<NodeId, NodeId> around(NodeId n) const
    {
        if (!mergeable(n))
            return {n, n + 1};
        const NodeId parent = tree_.parent(n);
        NodeId first = n;
        while (first > tree_.firstChild(parent) && mergeable(first - 1))
            --first;
        NodeId end = n + 1;
        while (end < childrenEnd_(parent) && mergeable(end))
            ++end;
        return {first, end};
    }

    /// The columns of the siblings [first, end) as one slot (none when the range is empty).
    float width(NodeId first, NodeId end) const
    {
        return end - first > 1 ? FocusLayout::kRunSlot : end > first ? FocusLayout::slotWidth(tree_, first) : 0;
    }

    /// The columns @p node's closed children take as bottom slots, runs as one slot each.
    float childrenWidth(NodeId node) const
    {
        float columns = 0;
        for (NodeId c = tree_.firstChild(node); c < childrenEnd_(node);) {
            const NodeId end = open_.count(c) ? c + 1 : around(c).second;
            columns += open_.count(c) ? 0 : width(c, end);
            c = end;
        }
        return columns;
    }

    /// What the picture's columns change by when @p n leaves its run (to open or to stand
    /// apart): its run splits in two.
    float leaving(NodeId n) const
    {
        const auto [first, end] = around(n);
        return width(first, n) + width(n + 1, end) - width(first, end);
    }

    void spread(NodeId n) { spread_.insert(n); }

private:
    const GameTree& tree_;
    const std::unordered_set<NodeId>& open_;
    const std::function<bool(NodeId)>& merges_;
    const std::function<NodeId(NodeId)>& childrenEnd_;
    std::unordered_set<NodeId> spread_;
};

} // namespace

FocusLayout FocusLayout::compute(const GameTree& tree, std::span<const NodeId> path, NodeId current,
    const FocusChoices& choices, std::size_t budget, const std::function<bool(NodeId)>& carriesNumbers,
    const std::function<bool(NodeId)>& pruned, const std::function<bool(NodeId)>& generated)
{
    // A node of a grown tree whose moves are not generated yet is a leaf at this step. Its
    // moves appear in their order: all at once where a search generates them together, one
    // by one where Monte Carlo tree search expands them. The layout shows those generated.
    const std::function<NodeId(NodeId)> childrenEnd = [&](NodeId n) {
        NodeId end = tree.childrenEnd(n);
        if (generated) {
            end = tree.firstChild(n);
            while (end < tree.childrenEnd(n) && generated(end))
                ++end;
        }
        return end;
    };
    const auto children = [&](NodeId n) { return GameTree::IdRange{tree.firstChild(n), childrenEnd(n)}; };
    const std::function<bool(NodeId)> isLeaf = [&](NodeId n) { return childrenEnd(n) == tree.firstChild(n); };
    FocusLayout layout;
    if (tree.size() == 0)
        return layout;
    const NodeId focus = choices.focus < tree.size() ? choices.focus : GameTree::root();
    layout.focus_ = focus;
    const std::unordered_set<NodeId> pinned = pinnedNodes(tree, path, current, isLeaf);

    // Open what must be open; every other interior node met on the way is a candidate.
    std::unordered_set<NodeId> open;
    std::vector<NodeId> candidates;
    std::vector<NodeId> stack{focus};
    while (!stack.empty()) {
        const NodeId n = stack.back();
        stack.pop_back();
        const bool mustOpen = n == focus || pinned.count(n) || (choices.isExpanded(n) && !choices.isCollapsed(n));
        if (isLeaf(n) || !mustOpen) {
            if (!isLeaf(n) && !choices.isCollapsed(n))
                candidates.push_back(n);
            continue;
        }
        open.insert(n);
        for (NodeId child : children(n))
            stack.push_back(child);
    }
    // The moves of the current node, and beside it when it is a leaf, are what the search
    // looks at next: they share a slot only once pruned.
    const NodeId near = current == kNoNode || !isLeaf(current) || current == focus ? current : tree.parent(current);
    const std::function<bool(NodeId)> merges = [&](NodeId n) {
        const bool next = tree.parent(n) == current || tree.parent(n) == near;
        return carriesNumbers && !carriesNumbers(n) && n != focus && !pinned.count(n)
            && (!next || (pruned && pruned(n))) && !choices.isCollapsed(n) && !choices.isExpanded(n);
    };
    Runs runs(tree, open, merges, childrenEnd);
    float columns = open.empty() ? FocusLayout::slotWidth(tree, focus) : 0;
    for (NodeId n : open)
        columns += runs.childrenWidth(n);
    // What carries numbers opens first: the subtrees whose values the search has found, before
    // those it pruned or has not reached. Among equals, nearest to the search first: candidates
    // hanging deeper below the path, then rings further out; in each, in the order the search
    // takes them (left to right), so that the subtree searched first opens first.
    struct Candidate {
        bool withoutNumbers;
        std::uint32_t ring;
        std::uint32_t deeperFirst; ///< the depth, bitwise negated
        NodeId node;
        auto operator<=>(const Candidate&) const = default;
    };
    auto candidate = [&](NodeId n, std::uint32_t ring) {
        return Candidate{carriesNumbers && !carriesNumbers(n), ring, ~tree.depth(n), n};
    };
    std::set<Candidate> queue;
    for (NodeId n : candidates)
        queue.insert(candidate(n, 0));
    // Opens candidates in the queue's order while they fit, as far as @p last (exclusive).
    auto openWithin = [&](const Candidate& last) {
        while (!queue.empty() && *queue.begin() < last) {
            const Candidate next = *queue.begin();
            queue.erase(queue.begin());
            const NodeId n = next.node;
            // A subtree without numbers shows its moves apart, or opening it says nothing.
            float width = 0;
            for (NodeId child : children(n))
                width += FocusLayout::slotWidth(tree, child);
            width = next.withoutNumbers ? width : runs.childrenWidth(n);
            const float slot = runs.mergeable(n) ? runs.leaving(n) : -FocusLayout::slotWidth(tree, n);
            if (columns + slot + width > float(budget) + 1e-4f)
                continue;
            columns += slot + width;
            open.insert(n);
            for (NodeId child : children(n)) {
                if (next.withoutNumbers)
                    runs.spread(child);
                if (!isLeaf(child) && !choices.isCollapsed(child))
                    queue.insert(candidate(child, next.ring + 1));
            }
        }
    };
    openWithin(Candidate{true, 0, 0, 0});
    // Room left over spreads the runs out again, the deepest first: one slot a move. Then
    // what carries no number opens.
    std::vector<NodeId> parents(open.begin(), open.end());
    std::sort(parents.begin(), parents.end(),
        [&](NodeId a, NodeId b) { return std::pair(~tree.depth(a), a) < std::pair(~tree.depth(b), b); });
    for (NodeId parent : parents) {
        for (NodeId c = tree.firstChild(parent); c < childrenEnd(parent);) {
            const auto [first, end] = runs.around(c);
            float apart = 0;
            for (NodeId m = first; m < end; ++m)
                apart += FocusLayout::slotWidth(tree, m);
            const float spread = columns + apart - runs.width(first, end);
            if (end - first > 1 && spread <= float(budget) + 1e-4f) {
                columns = spread;
                for (NodeId m = first; m < end; ++m)
                    runs.spread(m);
            }
            c = end;
        }
    }
    openWithin(Candidate{true, ~0u, ~0u, kNoNode});

    // Depth-first: bottom slots take the next place along, as far from the last as their
    // half widths add up to; a run takes one slot, its first move standing for it; open nodes
    // are placed after their children, centred over them.
    struct Visit {
        NodeId node;
        bool childrenDone;
    };
    auto slotOf = [&layout](NodeId n) {
        const auto member = layout.runOf_.find(n);
        return layout.placed_[layout.index_.at(member == layout.runOf_.end() ? n : member->second)].x;
    };
    std::vector<Visit> walk{{focus, false}};
    const std::uint32_t top = tree.depth(focus);
    float column = 0;
    float lastWidth = -1; // none yet
    while (!walk.empty()) {
        const Visit visit = walk.back();
        walk.pop_back();
        const NodeId n = visit.node;
        const std::uint32_t level = tree.depth(n) - top;
        layout.levels_ = std::max(layout.levels_, level);
        if (!open.count(n)) {
            const auto [first, end] = runs.around(n);
            if (first != n) {
                layout.runOf_[n] = first;
                continue;
            }
            layout.index_[n] = static_cast<std::uint32_t>(layout.placed_.size());
            const float width = runs.width(first, end);
            column += lastWidth < 0 ? 0 : (lastWidth + width) / 2;
            lastWidth = width;
            layout.placed_.push_back({n, column, level, !isLeaf(n) || end - first > 1, end - first});
            continue;
        }
        if (visit.childrenDone) {
            const float first = slotOf(tree.firstChild(n));
            const float last = slotOf(childrenEnd(n) - 1);
            layout.index_[n] = static_cast<std::uint32_t>(layout.placed_.size());
            layout.placed_.push_back({n, (first + last) / 2, level, false, 1});
            continue;
        }
        walk.push_back({n, true});
        for (NodeId c = childrenEnd(n); c-- > tree.firstChild(n);)
            walk.push_back({c, false});
    }
    layout.width_ = lastWidth < 0 ? 0 : column + 1;
    std::sort(layout.placed_.begin(), layout.placed_.end(),
        [](const Place& a, const Place& b) { return a.level != b.level ? a.level < b.level : a.x < b.x; });
    layout.index_.clear();
    layout.index_.reserve(layout.placed_.size());
    for (std::uint32_t i = 0; i < layout.placed_.size(); ++i)
        layout.index_[layout.placed_[i].node] = i;
    return layout;
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
