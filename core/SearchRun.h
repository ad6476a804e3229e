#pragma once

#include "GameTree.h"
#include "Search.h"
#include "Trace.h"
#include "TreeLayout.h"

#include <memory>
#include <optional>
#include <string>

namespace gtl {

/// A tree, one search over it and where its nodes sit: everything a view of a run needs
/// besides the step. Immutable once made, so views can share it.
struct SearchRun {
    GameTree tree;
    Trace trace;
    TreeLayout layout;
    std::string title;
    /// Level of each depth's first node, plus the end: nodes of depth d are the ids
    /// [levelStart[d], levelStart[d+1]), in increasing x. Lets views cull a level by binary search.
    std::vector<NodeId> levelStart;
    /// The step just after each cut-off, in increasing order: where "next cut-off" lands.
    std::vector<std::size_t> cutoffSteps;

    static std::shared_ptr<const SearchRun> create(GameTree tree, SearchOptions options, std::string title);

    /// The first cut-off landing after @p step, or nothing.
    std::optional<std::size_t> nextCutoff(std::size_t step) const;
    /// The last cut-off landing before @p step, or nothing.
    std::optional<std::size_t> previousCutoff(std::size_t step) const;
};

} // namespace gtl
