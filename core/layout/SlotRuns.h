// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/layout/FocusLayout.h"
#include "core/tree/GameTree.h"

#include <functional>
#include <unordered_set>
#include <utility>

namespace gtl {

/// Which closed nodes may share one slot with their neighbours: a run of consecutive moves
/// that carry no number (pruned or not reached) says as much as a slot, not as a column each.
/// The moves of the current node, and beside it when it is a leaf, stay apart unless pruned
/// (the search looks at them next), and so do the nodes chosen by hand and those spread out
/// because there is room.
class SlotRuns {
public:
    SlotRuns(const GameTree& tree, const std::unordered_set<NodeId>& open, const std::function<bool(NodeId)>& merges,
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

} // namespace gtl
