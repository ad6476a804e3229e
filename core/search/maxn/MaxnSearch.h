// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/Message.h"
#include "core/search/Trace.h"
#include "core/tree/GameTree.h"

#include <atomic>

namespace gtl {

/// Max^n (Luckhardt and Irani 1986) over a tree that scores each player at its leaves: a
/// node's value is the scores of one leaf, the one its player picks, the child whose score for
/// that player is highest (the first such in move order on a tie). Every value of its trace is
/// a row of the trace's PlayerScores. When every leaf's scores are at least 0 and add up to
/// one total S, it prunes shallowly (Korf 1991): once the player to move at a node has s of
/// its own, the player above can get at most S − s from it; a node where that is no more than
/// the player above has already is cut off.
namespace MaxnSearch {
/// Why max^n with @p options cannot run on @p tree, in a sentence, or "".
Message problem(const GameTree& tree, const SearchOptions& options);
/// Runs a search problem() accepts; with @p keepEvents false only the figures.
Trace run(const GameTree& tree, const SearchOptions& options, bool keepEvents, const std::atomic<bool>* cancel);
} // namespace MaxnSearch

} // namespace gtl
