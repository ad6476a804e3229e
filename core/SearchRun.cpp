#include "SearchRun.h"

#include <algorithm>

namespace gtl {

std::shared_ptr<const SearchRun> SearchRun::create(GameTree tree, SearchOptions options, std::string title)
{
    auto run = std::make_shared<SearchRun>();
    run->tree = std::move(tree);
    run->trace = Search::run(run->tree, options);
    run->layout = TreeLayout::compute(run->tree);
    run->title = std::move(title);
    // Breadth-first ids are sorted by depth, so each level is one contiguous range.
    const GameTree& t = run->tree;
    for (NodeId n = 0; n < t.size(); ++n) {
        while (run->levelStart.size() <= t.depth(n))
            run->levelStart.push_back(n);
    }
    run->levelStart.push_back(t.size());
    const auto& events = run->trace.events;
    for (std::size_t i = 0; i < events.size(); ++i) {
        if (events[i].kind == EventKind::Cutoff)
            run->cutoffSteps.push_back(i + 1);
    }
    return run;
}

std::optional<std::size_t> SearchRun::nextCutoff(std::size_t step) const
{
    const auto next = std::upper_bound(cutoffSteps.begin(), cutoffSteps.end(), step);
    return next == cutoffSteps.end() ? std::nullopt : std::optional(*next);
}

std::optional<std::size_t> SearchRun::previousCutoff(std::size_t step) const
{
    const auto notBefore = std::lower_bound(cutoffSteps.begin(), cutoffSteps.end(), step);
    return notBefore == cutoffSteps.begin() ? std::nullopt : std::optional(*std::prev(notBefore));
}

} // namespace gtl
