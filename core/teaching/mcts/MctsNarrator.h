// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/Message.h"
#include "core/search/Replay.h"

namespace gtl {

/// Narrates Monte Carlo tree search's steps: the four phases of each iteration with the
/// numbers that drove them (UCB1's two terms, the playout's moves and reward, the visits and
/// mean rewards a back-up leaves).
namespace MctsNarrator {
Message message(const Replay& replay);
/// A few words for a list of steps: "B: UCB1 0.61 + 0.42"; a playout's moves need its @p trace.
Message headlineMessage(const GameTree& tree, const Trace* trace, const Event& event);
/// The first sibling of @p node that Select's mean reward term says is better than @p node,
/// so that exploration, not the samples, chose @p node; kNoNode when none.
NodeId betterLookingSibling(const Replay& replay, NodeId node);
} // namespace MctsNarrator

} // namespace gtl
