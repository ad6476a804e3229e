// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/content/PositionTree.h"

#include "core/content/TreeSource.h"
#include "core/search/SearchFamilyEntry.h"

namespace gtl {

bool growsFromRoot(const SearchOptions& options)
{
    return options.enhancements.depth > 0 || familyEntry(options.algorithm).alwaysGrowsTree;
}

Result<TreeDocument> positionTree(const GameKind& game, Position position, const SearchOptions& options)
{
    return TreeSource::position(game, game.text(position), game.sideToMove(position))
        .load(growsFromRoot(options) ? TreeSource::Extent::RootOnly : TreeSource::Extent::WholeTree);
}

} // namespace gtl
