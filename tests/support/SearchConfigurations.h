// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The search options the core tests run a search under.
#include "core/search/Algorithm.h"
#include "core/tree/GameTree.h"

#include <cstdint>
#include <vector>

namespace gtl::test {

/// The configurations every lab test runs: the standard list, and beside it fail-hard and
/// fixed-size tables of a few entries under both replacement schemes.
/// @p scoring and @p orders as standardConfigurations takes them.
std::vector<SearchOptions> labConfigurations(std::uint32_t depth, std::size_t scoring, std::size_t orders);

/// Negamax alpha-beta to @p depth, as the textbook engine searches (by default with scoring 1:
/// tic-tac-toe's fast wins): the lab's base.
SearchOptions labOptions(std::uint32_t depth = 9, std::size_t scoring = 1);

/// Each enhancement alone and in the combinations engines use, under each algorithm (and
/// fail-hard) that accepts it, to @p depth (0: the whole tree); only those @p tree can run.
std::vector<SearchOptions> enhancedConfigurations(const GameTree& tree, std::uint32_t depth);

} // namespace gtl::test
