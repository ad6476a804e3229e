// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/Replay.h"

#include <QString>

namespace gtl::ui {

/// The short texts the scene shows for what the enhanced searches do: the tag of a table
/// probe, store, re-search, horizon or iteration at the node it concerns, the mark a node
/// the table answered keeps, and the order a node's moves were tried in.
namespace EnhancedStepTag {
/// "⊞ = 3", "⊞ ≥ 3 ✂", "↻ search again", "horizon: 2"…; "" for the plain steps.
QString forEvent(const Replay& replay, const Event& event);
/// "⊞ ≥ 3" while @p node stands answered by the table, else "".
QString answered(const Replay& replay, NodeId node);
/// " (2nd)" after a move label when the search tried moves out of the game's order; else "".
QString tryOrder(const Replay& replay, NodeId child);
} // namespace EnhancedStepTag

} // namespace gtl::ui
