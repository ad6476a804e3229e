// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tree/GameTree.h"

#include <algorithm>

namespace gtl {

std::string_view GameTree::label(NodeId node) const
{
    return std::string_view(labels_).substr(labelStart_[node], labelStart_[node + 1] - labelStart_[node]);
}

std::string GameTree::path(NodeId node) const
{
    if (node == root())
        return "root";
    std::vector<std::string_view> parts;
    for (NodeId n = node; n != root(); n = parent_[n])
        parts.push_back(label(n));
    std::string result;
    for (auto it = parts.rbegin(); it != parts.rend(); ++it) {
        if (!result.empty())
            result += '/';
        result += *it;
    }
    return result;
}

std::string GameTree::path(NodeId node, std::size_t maxChars) const
{
    if (node == root())
        return "root";
    std::vector<std::string_view> parts;
    std::size_t chars = 0;
    NodeId n = node;
    for (; n != root() && chars <= maxChars; n = parent_[n]) {
        parts.push_back(label(n));
        chars += label(n).size() + 1;
    }
    std::string result = n == root() ? "" : "…";
    for (auto it = parts.rbegin(); it != parts.rend(); ++it) {
        if (!result.empty())
            result += '/';
        result += *it;
    }
    return result;
}

std::uint32_t GameTree::siblingIndex(NodeId node) const
{
    return node == root() ? 0 : node - firstChild_[parent_[node]];
}

std::vector<NodeId> GameTree::subtreeSizes() const
{
    std::vector<NodeId> sizes(size(), 1);
    // Breadth-first ids: every child comes after its parent, so one backward pass suffices.
    for (NodeId n = size(); n-- > 1;)
        sizes[parent(n)] += sizes[n];
    return sizes;
}

NodeId GameTree::leafCount() const
{
    return static_cast<NodeId>(std::count(childCount_.begin(), childCount_.end(), NodeId{0}));
}

NodeId GameTree::maxChildCount() const
{
    return childCount_.empty() ? 0 : *std::max_element(childCount_.begin(), childCount_.end());
}

std::size_t GameTree::memoryBytes() const
{
    auto bytes = [](const auto& v) { return v.capacity() * sizeof(v[0]); };
    return sizeof(GameTree) + bytes(parent_) + bytes(firstChild_) + bytes(childCount_) + bytes(depth_)
        + bytes(leafValue_) + bytes(labelStart_) + labels_.capacity() + bytes(payload_) + bytes(evaluation_)
        + bytes(forcing_) + bytes(position_) + bytes(player_) + bytes(generatedAt_) + bytes(open_) + bytes(probability_)
        + bytes(scores_) + bytes(seat_);
}

bool GameTree::pairedByParent(NodeId node) const
{
    if (node == root())
        return false;
    const NodeId same = position(parent(node));
    return same != parent(node) && position(node) == firstChild(same) + siblingIndex(node);
}

} // namespace gtl
