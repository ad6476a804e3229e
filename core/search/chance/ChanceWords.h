// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/Replay.h"

#include <string>

namespace gtl {

/// The words the views share for a chance node's steps: the sum so far and why Star1 cut it.
namespace ChanceWords {
/// The probability of @p node's outcomes from @p first on: what a cut there leaves unthrown.
Probability probabilityFrom(const GameTree& tree, NodeId node, NodeId first);
/// "0.9 × 2 + 0.1 × 3 = 2.1": the outcomes of the chance node @p node that have returned,
/// each times its probability, and their sum as it stands (exact where it is short).
std::string sum(const Replay& replay, NodeId node);
/// Why Star1 cut the chance node of @p cutoff, which bound decided it: "even 0.4 × 9 more
/// cannot reach α = 5" or "even 0.4 × 1 more reaches β = 5".
std::string cutReason(const Replay& replay, const Event& cutoff);
/// The face of @p outcome, a chance node's child, as its edge names it: a game's die face
/// ("2"), or the label tree text gave it ("six"); "" for tree text's own numbering of the
/// outcomes, which says nothing the edge's place does not.
std::string outcomeFace(const GameTree& tree, NodeId outcome);
/// "[1.2, 4.5]": Star1's interval at @p node as it stands, or "" when it has none.
std::string interval(const Replay& replay, NodeId node);
} // namespace ChanceWords

} // namespace gtl
