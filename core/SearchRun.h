#pragma once

#include "GameTree.h"
#include "Search.h"
#include "Trace.h"
#include "TreeLayout.h"

#include <memory>
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

    static std::shared_ptr<const SearchRun> create(GameTree tree, SearchOptions options, std::string title);
};

} // namespace gtl
