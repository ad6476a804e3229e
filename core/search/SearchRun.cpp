// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/SearchRun.h"

#include "core/tree/GameTreeBuilder.h"

#include <algorithm>

namespace gtl {

std::shared_ptr<const SearchRun> SearchRun::create(
    std::shared_ptr<const GameTree> tree, SearchOptions options, std::string title, const std::atomic<bool>* cancel)
{
    auto run = std::make_shared<SearchRun>();
    run->trace = Search::run(*tree, options, cancel);
    // A search that grew its own tree shows that one: its events name its nodes.
    run->source = tree;
    run->tree = run->trace.grownTree ? run->trace.grownTree : std::move(tree);
    run->title = std::move(title);
    run->subtreeSize = run->tree->subtreeSizes();
    run->iterations = iterationsOf(run->trace);
    // Monte Carlo tree search prunes nothing: its jumps land on each iteration's start.
    const EventKind landmark = isMcts(options.algorithm) ? EventKind::Sample : EventKind::Cutoff;
    const auto& events = run->trace.events;
    for (std::size_t i = 0; i < events.size(); ++i) {
        if (events[i].kind == landmark)
            run->cutoffSteps.push_back(i + 1);
    }
    return run;
}

std::shared_ptr<const SearchRun> SearchRun::empty()
{
    GameTreeBuilder builder(Player::Max);
    builder.addRoot(0);
    return create(std::make_shared<const GameTree>(builder.build()), {}, "");
}

std::optional<std::size_t> SearchRun::cutoffStep(std::size_t step, int direction) const
{
    if (direction > 0) {
        const auto next = std::upper_bound(cutoffSteps.begin(), cutoffSteps.end(), step);
        return next == cutoffSteps.end() ? std::nullopt : std::optional(*next);
    }
    const auto notBefore = std::lower_bound(cutoffSteps.begin(), cutoffSteps.end(), step);
    return notBefore == cutoffSteps.begin() ? std::nullopt : std::optional(*std::prev(notBefore));
}

} // namespace gtl
