// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/Replay.h"

namespace gtl {

/// Whether @p node lies deeper than the depth-limited search of @p replay looks at its
/// current step (never, without a depth limit).
bool isBeyondHorizon(const Replay& replay, NodeId node);

/// The score a leaf will give the search, shown faded before the search reads it so that a
/// student can work ahead: what the replay's algorithm reads there (for the negamax forms,
/// from the side to move). kNoValue where there is nothing to show ahead: an inner node, a
/// leaf whose value is known, a leaf beyond the horizon (the search evaluates its ancestor).
Value pendingScore(const Replay& replay, NodeId node);

} // namespace gtl
