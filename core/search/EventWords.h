// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/Event.h"
#include "core/search/Trace.h"
#include "core/tree/GameTree.h"

#include <string>
#include <string_view>
#include <vector>

namespace gtl {

/// The names and short phrases of the enhanced searches' events, shared by the exports, the
/// narration and the views.
namespace EventWords {
/// "miss", "too-shallow", "exact", "raises-alpha", "lowers-beta", "cutoff".
std::string_view probeOutcomeName(ProbeOutcome outcome);
/// "=", "≥", "≤": how a table entry's value bounds the position's.
std::string_view tableFlagSign(TableFlag flag);
/// "null-window-failed-high", "aspiration-failed-low", "aspiration-failed-high".
std::string_view researchReasonName(ResearchReason reason);
/// The best move a Store event files (a child of its node), or kNoNode.
NodeId storedMove(const GameTree& tree, const Event& store);
/// The children of an Order event's node in the order they are tried.
std::vector<NodeId> triedOrder(const GameTree& tree, const Event& order);
/// "the table's move first, then the killer moves": why an Order event's order, the static
/// order of @p trace's search on @p tree named as its game names it ("centre first").
std::string orderReasons(const GameTree& tree, const Trace& trace, std::uint8_t reasons);
/// "depth 6 interrupted after 0.5 s: the answer is depth 5's, 4 (best move C)": an
/// Interrupted event of @p trace on @p tree.
std::string interruption(const GameTree& tree, const Trace& trace, const Event& interrupted);
/// A few words on an enhanced event's figures, e.g. "≥ 3 at depth 2" for a Store; "" for
/// the plain kinds.
std::string detail(const GameTree& tree, const Trace& trace, const Event& event);
} // namespace EventWords

} // namespace gtl
