#include "core/tree/EditableTree.h"

#include "core/tree/GameTreeBuilder.h"

#include <algorithm>

namespace gtl {

EditableTree::EditableTree(const GameTree& tree)
    : rootPlayer_(tree.rootPlayer())
    , game_(tree.game())
{
    nodes_.reserve(tree.size());
    for (NodeId n = 0; n < tree.size(); ++n) {
        Node node;
        node.parent = tree.parent(n);
        node.label = std::string(tree.label(n));
        node.defaultLabel = n != 0 && node.label == defaultMoveLabel(tree.depth(n), tree.siblingIndex(n));
        node.value = tree.leafValue(n);
        node.evaluation = tree.evaluation(n);
        // Only the tops of transpositions: the build pairs up what lies below them again, if
        // they still match.
        node.samePosition = tree.pairedByParent(n) ? n : tree.position(n);
        node.payload = tree.hasPayload() ? tree.payload(n) : 0;
        for (NodeId c : tree.children(n))
            node.children.push_back(c);
        nodes_.push_back(std::move(node));
    }
}

NodeId EditableTree::addChild(NodeId parent, Value value, std::string label)
{
    const NodeId id = static_cast<NodeId>(nodes_.size());
    const bool isDefault = label.empty();
    nodes_.push_back({parent, std::move(label), isDefault, value, kNoValue, id, 0, {}});
    nodes_[parent].children.push_back(id);
    return id;
}

void EditableTree::remove(NodeId node)
{
    if (node == root())
        return;
    auto& siblings = nodes_[nodes_[node].parent].children;
    siblings.erase(std::remove(siblings.begin(), siblings.end(), node), siblings.end());
}

void EditableTree::pinLabels()
{
    for (Node& node : nodes_)
        node.defaultLabel = false;
}

GameTree EditableTree::build() const
{
    GameTreeBuilder builder(rootPlayer_);
    if (!game_.empty())
        builder.keepPayload(game_);
    // Breadth-first, carrying each node's id in the new tree.
    std::vector<std::pair<NodeId, NodeId>> queue{{root(), builder.addRoot(nodes_[0].value, nodes_[0].payload)}};
    std::vector<NodeId> madeOf(nodes_.size(), kNoNode);
    bool transpositions = false;
    for (std::size_t next = 0; next < queue.size(); ++next) {
        const auto [old, made] = queue[next];
        madeOf[old] = made;
        transpositions = transpositions || nodes_[old].samePosition != old;
        if (nodes_[old].evaluation != kNoValue)
            builder.setEvaluation(made, nodes_[old].evaluation);
        for (NodeId child : nodes_[old].children) {
            const Node& c = nodes_[child];
            const std::string_view label = c.defaultLabel ? std::string_view() : std::string_view(c.label);
            queue.emplace_back(child, builder.addChild(made, label, c.value, c.payload));
        }
    }
    // Transpositions carry over where both nodes remain; the build unlinks those an edit made
    // differ.
    if (transpositions) {
        for (const auto& [old, made] : queue) {
            const NodeId same = madeOf[nodes_[old].samePosition];
            if (same != kNoNode && same != made)
                builder.setSamePosition(made, same);
        }
    }
    return builder.build();
}

} // namespace gtl
