#include "core/layout/FocusLayout.h"

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
std::unordered_set<NodeId> pinnedNodes(const GameTree& tree, std::span<const NodeId> path, NodeId current)
{
    std::unordered_set<NodeId> pinned(path.begin(), path.end());
    if (current == kNoNode)
        return pinned;
    // Entering a node shows its children: they are what the search looks at next.
    if (!tree.isLeaf(current))
        pinned.insert(current);
    for (NodeId n = current; n != GameTree::root();) {
        n = tree.parent(n);
        pinned.insert(n);
    }
    return pinned;
}

/// The columns @p node's children take as bottom slots.
float childrenWidth(const GameTree& tree, NodeId node)
{
    float width = 0;
    for (NodeId child : tree.children(node))
        width += FocusLayout::slotWidth(tree, child);
    return width;
}

} // namespace

FocusLayout FocusLayout::compute(const GameTree& tree, std::span<const NodeId> path, NodeId current,
    const FocusChoices& choices, std::size_t budget, const std::function<bool(NodeId)>& carriesNumbers)
{
    FocusLayout layout;
    if (tree.size() == 0)
        return layout;
    const NodeId focus = choices.focus < tree.size() ? choices.focus : GameTree::root();
    layout.focus_ = focus;
    const std::unordered_set<NodeId> pinned = pinnedNodes(tree, path, current);

    // Open what must be open; every other interior node met on the way is a candidate.
    std::unordered_set<NodeId> open;
    std::vector<NodeId> candidates;
    float columns = 0;
    std::vector<NodeId> stack{focus};
    while (!stack.empty()) {
        const NodeId n = stack.back();
        stack.pop_back();
        const bool mustOpen = n == focus || pinned.count(n) || (choices.isExpanded(n) && !choices.isCollapsed(n));
        if (tree.isLeaf(n) || !mustOpen) {
            columns += FocusLayout::slotWidth(tree, n);
            if (!tree.isLeaf(n) && !choices.isCollapsed(n))
                candidates.push_back(n);
            continue;
        }
        open.insert(n);
        for (NodeId child : tree.children(n))
            stack.push_back(child);
    }
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
    while (!queue.empty()) {
        const Candidate next = *queue.begin();
        queue.erase(queue.begin());
        const NodeId n = next.node;
        const float opened = columns - 1 + childrenWidth(tree, n);
        if (opened > float(budget) + 1e-4f)
            continue;
        columns = opened;
        open.insert(n);
        for (NodeId child : tree.children(n)) {
            if (!tree.isLeaf(child) && !choices.isCollapsed(child))
                queue.insert(candidate(child, next.ring + 1));
        }
    }

    // Depth-first: bottom slots take the next place along, as far from the last as their
    // half widths add up to; open nodes are placed after their
    // children, centred over them.
    struct Visit {
        NodeId node;
        bool childrenDone;
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
            layout.index_[n] = static_cast<std::uint32_t>(layout.placed_.size());
            const float width = FocusLayout::slotWidth(tree, n);
            column += lastWidth < 0 ? 0 : (lastWidth + width) / 2;
            lastWidth = width;
            layout.placed_.push_back({n, column, level, !tree.isLeaf(n)});
            continue;
        }
        if (visit.childrenDone) {
            const float first = layout.placed_[layout.index_.at(tree.firstChild(n))].x;
            const float last = layout.placed_[layout.index_.at(tree.childrenEnd(n) - 1)].x;
            layout.index_[n] = static_cast<std::uint32_t>(layout.placed_.size());
            layout.placed_.push_back({n, (first + last) / 2, level, false});
            continue;
        }
        walk.push_back({n, true});
        for (NodeId c = tree.childrenEnd(n); c-- > tree.firstChild(n);)
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
    // A position's board stands beside its square, as wide as a triangle.
    return tree.isLeaf(node) && !tree.hasPayload() ? kLeafSlot : 1.0f;
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
    while (!find(n) && n != focus_)
        n = tree.parent(n);
    return find(n) ? n : kNoNode;
}

} // namespace gtl
