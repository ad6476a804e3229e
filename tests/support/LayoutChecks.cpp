// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/support/LayoutChecks.h"

#include <QtTest>

#include <algorithm>
#include <set>

namespace gtl::test {

void checkLayout(const GameTree& tree, const FocusLayout& layout, const std::vector<NodeId>& path, NodeId current,
    std::size_t budget)
{
    float bottom = 0; // the bottom slots' widths
    float lastX = 0;
    // What must be open whatever the budget: the path, the current node and its ancestors.
    std::set<NodeId> pinned(path.begin(), path.end());
    pinned.insert(GameTree::root());
    for (NodeId n = current; n != kNoNode; n = n == GameTree::root() ? kNoNode : tree.parent(n))
        pinned.insert(n);
    std::size_t pinnedChildren = 0;
    for (NodeId n : pinned)
        pinnedChildren += tree.childCount(n);
    for (const FocusLayout::Place& slot : layout.placed()) {
        const bool open = !tree.isLeaf(slot.node) && !slot.collapsed;
        bottom += open ? 0 : slot.run > 1 ? FocusLayout::kRunSlot : FocusLayout::slotWidth(tree, slot.node);
        lastX = std::max(lastX, slot.x);
        if (slot.node != GameTree::root()) {
            const FocusLayout::Place* parent = layout.find(tree.parent(slot.node));
            QVERIFY(parent && !parent->collapsed);
            QCOMPARE(parent->level + 1, slot.level);
        }
        if (open) {
            // The last move may be one of a run, shown as the run's first.
            const float first = layout.find(tree.firstChild(slot.node))->x;
            const float last = layout.find(layout.shownAs(tree, tree.childrenEnd(slot.node) - 1))->x;
            QCOMPARE(slot.x, (first + last) / 2);
        }
    }
    QCOMPARE(lastX + 1, layout.width());
    QVERIFY(bottom <= float(std::max(budget, pinnedChildren)) + 1e-3f);
    for (NodeId n : path)
        QVERIFY(layout.find(n) && !layout.find(n)->collapsed);
    if (current != kNoNode) {
        QVERIFY(layout.find(current));
        QCOMPARE(layout.shownAs(tree, current), current);
    }
}

} // namespace gtl::test
