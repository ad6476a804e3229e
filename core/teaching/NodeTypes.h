// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/Replay.h"
#include "core/tree/GameTree.h"

#include <cstdint>
#include <vector>

namespace gtl {

/// Knuth and Moore's node types. In the minimal tree — what alpha-beta searches when every
/// node's first move is its best — the root is PV; a PV node's first child is PV and its
/// others CUT; a CUT node needs only its first child, an ALL node; an ALL node's children are
/// all CUT. Nodes outside the minimal tree have no type.
enum class NodeType : std::uint8_t { None, Pv, Cut, All };

/// Every node's type under the tree's move order. Linear in the nodes.
std::vector<NodeType> knuthMooreTypes(const GameTree& tree);

/// "PV", "CUT", "ALL", or "" for none.
const char* nodeTypeName(NodeType type);

/// Whether the search, at one step, does at a node what its type says the minimal tree does.
struct NodeTypeVerdict {
    enum class Kind {
        AsTyped, ///< as the type says, or not reached yet
        CutSearchedMore, ///< a CUT node that searched more than its one move
        AllCutOff, ///< an ALL node, which searches every move, cut off
        BeyondMinimal, ///< a node outside the minimal tree, searched
    };
    NodeType type = NodeType::None;
    Kind kind = Kind::AsTyped;
    std::uint32_t searched = 0; ///< the node's moves searched so far
};

/// The verdict on @p node, of type @p type, at @p replay's current step.
NodeTypeVerdict nodeTypeVerdict(NodeType type, const Replay& replay, NodeId node);

} // namespace gtl
