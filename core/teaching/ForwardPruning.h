// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/Message.h"
#include "core/search/Enhancements.h"
#include "core/search/Trace.h"
#include "core/tree/GameTree.h"

namespace gtl {

/// Whether @p enhancements prune forward (a beam, late move reductions, null moves): guesses
/// that save work and may lose the best move, unlike alpha-beta's cut-offs.
bool prunesForward(const Enhancements& enhancements);

/// @p enhancements without their forward pruning: the exact search they guess at.
Enhancements withoutForwardPruning(Enhancements enhancements);

/// What a search with forward pruning (@p guessed, on @p guessedTree) found beside the exact
/// search of the same position (@p exact, on @p exactTree): the same answer and what it cost,
/// or another answer and what became of the exact search's move at the root (dropped by the
/// beam, reduced and not searched again, cut by a null move after it, or misjudged below).
Message forwardPruningVerdict(
    const GameTree& exactTree, const Trace& exact, const GameTree& guessedTree, const Trace& guessed);

} // namespace gtl
