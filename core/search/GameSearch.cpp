// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/GameSearch.h"

#include "core/search/SearchCancelled.h"

namespace gtl {

namespace {

/// Records nothing; counts the positions entered and stops the search as its watch says.
struct Watched : NoObserver {
    SearchWatch watch;

    void enter(Position, std::uint32_t, Value, Value) const { stopIfCancelled(); }
    void stopIfCancelled() const
    {
        if (watch.entered) {
            const std::uint64_t entered = watch.entered->fetch_add(1, std::memory_order_relaxed) + 1;
            if (watch.enteredLimit > 0 && entered > watch.enteredLimit)
                throw SearchCancelled();
        }
        if (watch.cancel && watch.cancel->load(std::memory_order_relaxed))
            throw SearchCancelled();
    }
};

} // namespace

SearchCounts searchCounts(const Game& game, const SearchOptions& options, SearchWatch watch)
{
    if (watch.cancel || watch.entered) {
        Watched watched{{}, watch};
        return GameSearch<Watched>(game, options, watched).run();
    }
    NoObserver none;
    return GameSearch<NoObserver>(game, options, none).run();
}

} // namespace gtl
