#include "core/io/TreeTextWriter.h"

#include "core/tree/GameTreeBuilder.h"

#include <utility>
#include <vector>

namespace gtl {

std::string toTreeText(const GameTree& tree)
{
    std::string out;
    if (tree.size() == 0)
        return out;
    // Explicit stack of (node, next child index) so that deep trees cannot overflow.
    std::vector<std::pair<NodeId, NodeId>> stack;
    auto open = [&](NodeId node) {
        if (node != GameTree::root()) {
            const auto label = tree.label(node);
            if (label != defaultMoveLabel(tree.depth(node), tree.siblingIndex(node))) {
                out += label;
                out += ':';
            }
        }
        if (tree.isLeaf(node)) {
            out += std::to_string(tree.leafValue(node));
            return;
        }
        out += '(';
        stack.emplace_back(node, 0);
    };
    open(GameTree::root());
    while (!stack.empty()) {
        auto& [node, next] = stack.back();
        if (next == tree.childCount(node)) {
            out += ')';
            if (const Value evaluation = tree.evaluation(node); evaluation != kNoValue)
                out += '[' + std::to_string(evaluation) + ']';
            stack.pop_back();
            continue;
        }
        if (next > 0)
            out += ", ";
        const NodeId child = tree.firstChild(node) + next++;
        open(child);
    }
    return out;
}

} // namespace gtl
