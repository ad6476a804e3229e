// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/GameSearchRun.h"

#include "core/games/GameRegistry.h"
#include "core/search/GameSearch.h"
#include "core/search/Search.h"
#include "core/search/TraceRecorder.h"

#include <algorithm>

namespace gtl {

bool GameSearchRun::isOfAGame(const GameTree& tree)
{
    return GameRegistry::of(tree) != nullptr;
}

std::unique_ptr<Game> GameSearchRun::searchedGame(
    const GameTree& tree, const SearchOptions& options, std::unique_ptr<Game> asWritten)
{
    if (isOfAGame(tree) && options.enhancements.any())
        return GameRegistry::gameFromRoot(tree);
    return asWritten;
}

std::uint32_t GameSearchRun::depthOf(const GameTree& tree, const SearchOptions& options)
{
    const std::uint32_t depth = options.enhancements.depth;
    return depth > 0 ? depth : std::max(1u, tree.height());
}

Trace GameSearchRun::record(const GameTree& tree, std::unique_ptr<Game> asWritten, const SearchOptions& options,
    bool keepEvents, const std::atomic<bool>* cancel)
{
    if (tree.size() == 0) {
        Trace trace;
        trace.options = options;
        return trace;
    }
    const auto searched = searchedGame(tree, options, std::move(asWritten));
    const Game& game = *searched;
    SearchOptions limited = options;
    limited.enhancements.depth = depthOf(tree, options);
    auto recorder = Search::growsTree(tree, options) ? TraceRecorder(game, tree.game(), options, keepEvents)
                                                     : TraceRecorder(tree, game, options, keepEvents);
    recorder.stopWhen(cancel);
    const SearchCounts counts = GameSearch<TraceRecorder>(game, limited, recorder).run();
    return recorder.finish(counts);
}

Message GameSearchRun::reason(const char* text)
{
    return Message("Search", text);
}

} // namespace gtl
