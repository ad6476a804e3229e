// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/GameSearch.h"

namespace gtl {

SearchCounts searchCounts(const Game& game, const SearchOptions& options)
{
    NoObserver none;
    return GameSearch<NoObserver>(game, options, none).run();
}

} // namespace gtl
