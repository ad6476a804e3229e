// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/Iterations.h"
#include "core/search/Search.h"
#include "core/search/Trace.h"
#include "core/tree/GameTree.h"

#include <memory>
#include <optional>
#include <string>

namespace gtl {

/// A tree, one search over it and where its nodes sit: everything a view of a run needs
/// besides the step. Immutable once made, so views share it; the tree itself is shared with
/// the editing history and other runs of the same tree.
struct SearchRun {
    /// The tree searched: the one given, or the one the search grew (Trace::grownTree).
    std::shared_ptr<const GameTree> tree;
    /// The tree given to the search: the same as tree unless the search grew its own.
    std::shared_ptr<const GameTree> source;
    Trace trace;
    std::string title;
    /// The number of nodes in each node's subtree, itself included: what a collapsed subtree
    /// says it holds.
    std::vector<NodeId> subtreeSize;
    /// Iterative deepening's iterations, in order (none for other searches).
    std::vector<Iteration> iterations;
    /// The step just after each cut-off, in increasing order: where "next cut-off" lands (for
    /// Monte Carlo tree search, which cuts nothing off, the start of each iteration).
    std::vector<std::size_t> cutoffSteps;

    /// Why the enhancements asked for were set aside (the tree cannot take them, or their
    /// trace would be too long), or "": the run searched without them.
    Message withoutEnhancements;
    /// Why @p tree was not searched at all (the search is refused even without the
    /// enhancements), or "": the trace is then empty, and nothing on screen is a result.
    Message refusal;

    /// Throws what Search::run throws, SearchCancelled once @p cancel is set among them.
    static std::shared_ptr<const SearchRun> create(std::shared_ptr<const GameTree> tree, SearchOptions options,
        std::string title, const std::atomic<bool>* cancel = nullptr);
    /// The run a window shows of @p tree: the search @p options ask for, or when Search::problem()
    /// refuses it or its trace would be too long, the search without the enhancements (Monte
    /// Carlo tree search with no more than its default iterations; a tree with chance nodes by
    /// expectiminimax), saying why in withoutEnhancements; and when that is refused too, no
    /// search, saying why in refusal. Throws only SearchCancelled, once @p cancel is set.
    static std::shared_ptr<const SearchRun> shown(std::shared_ptr<const GameTree> tree, SearchOptions options,
        std::string title, const std::atomic<bool>* cancel = nullptr);
    /// @p tree with no search under @p options: an empty trace, and @p refusal saying why (""
    /// for a search still to come, such as the engine's first move of a game).
    static std::shared_ptr<SearchRun> unsearched(
        std::shared_ptr<const GameTree> tree, const SearchOptions& options, std::string title, Message refusal);
    /// A run of a one-node tree: what views show before any tree is open.
    static std::shared_ptr<const SearchRun> empty();

    /// The first cut-off landing after @p step (@p direction +1) or the last one before it
    /// (−1), or nothing.
    std::optional<std::size_t> cutoffStep(std::size_t step, int direction) const;
};

} // namespace gtl
