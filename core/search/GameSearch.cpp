// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/GameSearch.h"

#include "core/search/SearchCancelled.h"

namespace gtl {

namespace {

/// Records nothing, and stops the search once its flag is set: the flag is read at every
/// position entered, a search that would take hours stops at once.
struct CancelWatch : NoObserver {
    const std::atomic<bool>& cancel;

    void enter(Position, std::uint32_t, Value, Value) const
    {
        if (cancel.load(std::memory_order_relaxed))
            throw SearchCancelled();
    }
};

} // namespace

SearchCounts searchCounts(const Game& game, const SearchOptions& options, const std::atomic<bool>* cancel)
{
    if (cancel) {
        CancelWatch watch{{}, *cancel};
        return GameSearch<CancelWatch>(game, options, watch).run();
    }
    NoObserver none;
    return GameSearch<NoObserver>(game, options, none).run();
}

} // namespace gtl
