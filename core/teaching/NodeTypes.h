#pragma once

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

} // namespace gtl
