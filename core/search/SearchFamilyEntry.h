// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/Message.h"
#include "core/search/AlgorithmRegistry.h"
#include "core/search/Event.h"
#include "core/search/Trace.h"
#include "core/tree/GameTree.h"

#include <atomic>
#include <span>
#include <string_view>

namespace gtl {

/// What a family of searches is and does: the searches of one family share their routine,
/// what they refuse and what a run of them shows. Every caller asks this entry instead of
/// testing for a family; each family's entry lives in its own folder (minimax/, chance/,
/// mcts/) and familyEntry() joins them to the algorithm registry.
struct SearchFamilyEntry {
    SearchFamily family;
    /// The event a run's stops land just after: "next cut-off" in the window and the lessons.
    EventKind landmark;
    /// Proves a value at every node it searches. A family that does not samples: it keeps
    /// visits and mean rewards instead of values and bounds, and its result has no value.
    bool provesValues = true;
    /// Searches chance nodes, whose value is their outcomes' expectation.
    bool readsChance = false;
    /// Grows its own tree (Trace::grownTree) whatever the tree it is given; the others grow
    /// one only for a game searched to a horizon or with a table.
    bool alwaysGrowsTree = false;
    /// The command-line options that only this family reads.
    std::span<const std::string_view> ownOptions = {};
    /// What this family refuses in @p options whatever the tree, or "": searchOptionsProblem()
    /// adds it to what every search refuses. Null when it refuses nothing more.
    Message (*optionsProblem)(const SearchOptions& options) = nullptr;
    /// Why @p options cannot run on @p tree, in a sentence, or "" (Search::problem()).
    Message (*problem)(const GameTree& tree, const SearchOptions& options);
    /// Runs a search problem() accepts; with @p keepEvents false only the figures and the
    /// tree it grew. Throws TraceTooLong and SearchCancelled as Search::run() says.
    Trace (*record)(
        const GameTree& tree, const SearchOptions& options, bool keepEvents, const std::atomic<bool>* cancel);
};

/// The entry of @p algorithm's family.
const SearchFamilyEntry& familyEntry(Algorithm algorithm);

/// The search a tree is searched with when @p chosen is asked for: @p chosen, unless the tree
/// has chance nodes (@p chance) or scores several players (@p severalPlayers) and it cannot
/// read them; then the first search in the registry that does.
Algorithm searchFor(bool chance, bool severalPlayers, Algorithm chosen);

} // namespace gtl
