// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/teaching/NodeTypes.h"

namespace gtl {

std::vector<NodeType> knuthMooreTypes(const GameTree& tree)
{
    std::vector<NodeType> types(tree.size(), NodeType::None);
    if (tree.size() == 0)
        return types;
    types[GameTree::root()] = NodeType::Pv;
    // Parents come before their children in id order, so one forward pass types every node.
    for (NodeId node = 0; node < tree.size(); ++node) {
        const NodeType type = types[node];
        if (type == NodeType::None || tree.isLeaf(node))
            continue;
        const NodeId first = tree.firstChild(node);
        switch (type) {
        case NodeType::Pv:
            types[first] = NodeType::Pv;
            for (NodeId child = first + 1; child < tree.childrenEnd(node); ++child)
                types[child] = NodeType::Cut;
            break;
        case NodeType::Cut: types[first] = NodeType::All; break;
        case NodeType::All:
            for (NodeId child : tree.children(node))
                types[child] = NodeType::Cut;
            break;
        case NodeType::None: break;
        }
    }
    return types;
}

const char* nodeTypeName(NodeType type)
{
    switch (type) {
    case NodeType::Pv: return "PV";
    case NodeType::Cut: return "CUT";
    case NodeType::All: return "ALL";
    case NodeType::None: break;
    }
    return "";
}

NodeTypeVerdict nodeTypeVerdict(NodeType type, const Replay& replay, NodeId node)
{
    auto searched = [&replay](NodeId n) {
        return replay.status(n) == NodeStatus::Done || replay.status(n) == NodeStatus::OnPath;
    };
    NodeTypeVerdict verdict{type, NodeTypeVerdict::Kind::AsTyped, 0};
    bool cut = false;
    for (NodeId child : replay.tree().children(node)) {
        verdict.searched += searched(child) ? 1 : 0;
        cut = cut || replay.status(child) == NodeStatus::Pruned;
    }
    if (type == NodeType::Cut && verdict.searched > 1)
        verdict.kind = NodeTypeVerdict::Kind::CutSearchedMore;
    else if (type == NodeType::All && cut)
        verdict.kind = NodeTypeVerdict::Kind::AllCutOff;
    else if (type == NodeType::None && searched(node))
        verdict.kind = NodeTypeVerdict::Kind::BeyondMinimal;
    return verdict;
}

} // namespace gtl
