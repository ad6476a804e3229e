// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/maxn/MaxnFamily.h"

#include "core/search/maxn/MaxnSearch.h"

namespace gtl {
namespace {

Message optionsProblem(const SearchOptions& options)
{
    if (!options.enhancements.any())
        return {};
    return Message("Search",
        QT_TRANSLATE_NOOP("Search",
            "max^n searches every position to the leaves in the tree's order: it takes no depth limit, table, move "
            "ordering or other enhancement; leave them out"));
}

} // namespace

const SearchFamilyEntry kMaxnFamily{
    .family = SearchFamily::SeveralPlayers,
    .landmark = EventKind::Cutoff,
    .optionsProblem = optionsProblem,
    .problem = MaxnSearch::problem,
    .record = MaxnSearch::run,
};

} // namespace gtl
