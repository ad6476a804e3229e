#include "core/layout/TreeLayout.h"

namespace gtl {

TreeLayout TreeLayout::compute(const GameTree& tree)
{
    TreeLayout layout;
    const NodeId n = tree.size();
    layout.x.assign(n, 0.0f);
    if (n == 0)
        return layout;
    // Depth-first walk to number the leaves in reading order.
    std::vector<NodeId> stack{GameTree::root()};
    float column = 0;
    while (!stack.empty()) {
        const NodeId node = stack.back();
        stack.pop_back();
        if (tree.isLeaf(node)) {
            layout.x[node] = column++;
            continue;
        }
        for (NodeId c = tree.childrenEnd(node); c-- > tree.firstChild(node);)
            stack.push_back(c);
    }
    // Children have larger ids than their parents, so a backward pass sees children first.
    for (NodeId node = n; node-- > 0;) {
        if (!tree.isLeaf(node)) {
            const NodeId first = tree.firstChild(node);
            layout.x[node] = (layout.x[first] + layout.x[first + tree.childCount(node) - 1]) / 2;
        }
    }
    layout.width = column;
    layout.height = static_cast<float>(tree.height());
    return layout;
}

} // namespace gtl
