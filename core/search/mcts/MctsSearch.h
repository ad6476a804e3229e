// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/Message.h"
#include "core/search/Trace.h"
#include "core/tree/GameTree.h"

#include <atomic>
#include <string>

namespace gtl {

/// Monte Carlo tree search (UCT, see Uct) over a tree: a game's from the position at its root,
/// any other tree as written, whose leaves PlayoutScore scales to rewards. It grows its own
/// tree (Trace::grownTree) and answers with the most visited root move (Trace::rootMoves).
namespace MctsSearch {
/// Why Monte Carlo tree search with @p options cannot run on @p tree, in a sentence, or "".
Message problem(const GameTree& tree, const SearchOptions& options);
/// Runs a search problem() accepts; with @p keepEvents false only the figures and the tree.
Trace run(const GameTree& tree, const SearchOptions& options, bool keepEvents, const std::atomic<bool>* cancel);
} // namespace MctsSearch

} // namespace gtl
