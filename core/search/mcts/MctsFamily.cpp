// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/mcts/MctsFamily.h"

#include "core/search/mcts/MctsSearch.h"

namespace gtl {
namespace {

constexpr std::string_view kOwnOptions[] = {"--iterations", "--seed", "--exploration"};

} // namespace

const SearchFamilyEntry kMctsFamily{
    .family = SearchFamily::Sampling,
    // It prunes nothing: its stops land on each iteration's start.
    .landmark = EventKind::Sample,
    .provesValues = false,
    .alwaysGrowsTree = true,
    .ownOptions = kOwnOptions,
    .problem = MctsSearch::problem,
    .record = MctsSearch::run,
};

} // namespace gtl
