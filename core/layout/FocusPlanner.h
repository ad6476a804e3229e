// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/layout/FocusChoices.h"
#include "core/layout/SlotRuns.h"
#include "core/tree/GameTree.h"

#include <cstdint>
#include <functional>
#include <set>
#include <span>
#include <unordered_set>
#include <vector>

namespace gtl {

/// Decides, for a FocusLayout, which nodes of the focused subtree open and which neighbours
/// share a slot, in its phases: what must open (the focus, the search path, the current node,
/// the nodes opened by hand); then, while the columns stay within the budget, the candidates
/// that carry numbers, nearest to the search first; then room left over spreads runs apart
/// again, the deepest first; then what carries no number opens.
class FocusPlanner {
public:
    /// The nodes' questions the layout asks (see FocusLayout::compute); any may be empty.
    struct Questions {
        const std::function<bool(NodeId)>& carriesNumbers;
        const std::function<bool(NodeId)>& pruned;
        const std::function<bool(NodeId)>& generated;
    };

    FocusPlanner(const GameTree& tree, std::span<const NodeId> path, NodeId current, const FocusChoices& choices,
        std::size_t budget, Questions questions);
    /// Its runs point into it.
    FocusPlanner(const FocusPlanner&) = delete;
    FocusPlanner& operator=(const FocusPlanner&) = delete;

    NodeId focus() const { return focus_; }
    bool isOpen(NodeId n) const { return open_.count(n) > 0; }
    /// The end of @p n's moves generated at this step.
    NodeId childrenEnd(NodeId n) const;
    /// Whether @p n has no move generated at this step.
    bool isLeaf(NodeId n) const { return childrenEnd(n) == tree_.firstChild(n); }
    const SlotRuns& runs() const { return runs_; }

private:
    /// A closed node that may open, in the order they open.
    struct Candidate {
        bool withoutNumbers;
        std::uint32_t ring;
        std::uint32_t deeperFirst; ///< the depth, bitwise negated
        NodeId node;
        auto operator<=>(const Candidate&) const = default;
    };

    GameTree::IdRange children(NodeId n) const { return {tree_.firstChild(n), childrenEnd(n)}; }
    /// Opens what must be open; returns the other interior nodes met on the way.
    std::vector<NodeId> openRequired(std::span<const NodeId> path, NodeId current);
    bool merges(NodeId n) const;
    Candidate candidate(NodeId n, std::uint32_t ring) const;
    /// Opens candidates in the queue's order while they fit, as far as @p last (exclusive).
    void openWithin(const Candidate& last);
    /// Room left over spreads the runs out again, the deepest first: one slot a move.
    void spreadRuns();
    bool fits(float columns) const { return columns <= float(budget_) + 1e-4f; }

    const GameTree& tree_;
    const FocusChoices& choices_;
    const std::size_t budget_;
    const Questions questions_;
    const std::function<NodeId(NodeId)> childrenEnd_;
    const std::function<bool(NodeId)> merges_;
    NodeId focus_;
    /// The current node, and the node whose moves stand beside it (its parent when a leaf).
    NodeId current_ = kNoNode;
    NodeId near_ = kNoNode;
    std::unordered_set<NodeId> pinned_;
    std::unordered_set<NodeId> open_;
    SlotRuns runs_;
    float columns_ = 0;
    std::set<Candidate> queue_;
};

} // namespace gtl
