#include "SearchRun.h"

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
    return run;
}

} // namespace gtl
