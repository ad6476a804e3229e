// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/Result.h"
#include "core/games/GameKind.h"
#include "core/io/TreeDocument.h"
#include "core/search/Algorithm.h"

namespace gtl {

/// Whether a search of @p options grows its own tree from a game's position: to a depth
/// limit, or always, as Monte Carlo tree search does. Without a depth, the others search the
/// whole game tree, as deep as it is high.
bool growsFromRoot(const SearchOptions& options);

/// @p position of @p game as a document for a search of @p options, as the window's engine
/// searches a game's position: only the root where the search grows its tree from there, else
/// the whole game tree.
Result<TreeDocument> positionTree(const GameKind& game, Position position, const SearchOptions& options);

} // namespace gtl
