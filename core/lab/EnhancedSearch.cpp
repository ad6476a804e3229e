#include "core/lab/EnhancedSearch.h"

#include "core/games/TicTacToeTreeGame.h"
#include "core/games/TreeGame.h"
#include "core/lab/LabSearch.h"
#include "core/lab/TraceRecorder.h"

#include <memory>

namespace gtl {
namespace {

std::unique_ptr<Game> gameOf(const GameTree& tree)
{
    if (tree.hasPayload())
        return std::make_unique<TicTacToeTreeGame>(tree);
    return std::make_unique<TreeGame>(tree);
}

/// A depth limit of 0 stands for the whole tree.
std::uint32_t depthOf(const GameTree& tree, const SearchOptions& options)
{
    const std::uint32_t depth = options.enhancements.depth;
    return depth > 0 ? depth : std::max(1u, tree.height());
}

std::string missingEvaluation(const GameTree& tree, const SearchOptions& options)
{
    const Enhancements& e = options.enhancements;
    if (tree.hasPayload() || (e.depth == 0 && !e.iterative))
        return {};
    const TreeGame game(tree);
    // Iterative deepening puts a horizon at every depth up to the limit (the whole tree's
    // height when there is none).
    const std::uint32_t limit = depthOf(tree, options);
    for (std::uint32_t depth = e.iterative ? 1 : limit; depth <= limit; ++depth) {
        if (const NodeId missing = game.missingEvaluation(depth); missing != kNoNode) {
            return "the horizon at depth " + std::to_string(depth) + " runs through " + tree.path(missing)
                + ", which has moves but no static evaluation: give it one in the tree text, as in (3, 12, 8)[5]";
        }
    }
    return {};
}

Trace record(const GameTree& tree, const SearchOptions& options, bool keepEvents)
{
    const auto game = gameOf(tree);
    TraceRecorder recorder(tree, *game, options, keepEvents);
    SearchOptions limited = options;
    limited.enhancements.depth = depthOf(tree, options);
    const LabResult result = LabSearch(*game, limited, &recorder).run();
    Trace& trace = recorder.trace();
    if (result.hasMove)
        trace.result.bestMove = NodeId(game->play(game->start(), result.bestMove));
    return std::move(trace);
}

} // namespace

std::string EnhancedSearch::problem(const GameTree& tree, const SearchOptions& options)
{
    if (std::string problem = searchOptionsProblem(options); !problem.empty())
        return problem;
    const Enhancements& e = options.enhancements;
    if (!e.any())
        return {};
    if (e.depth == 0 && tree.height() > kMaxDepth) {
        return "the enhanced searches go at most " + std::to_string(kMaxDepth) + " moves deep and this tree is "
            + std::to_string(tree.height()) + " deep: give a depth limit";
    }
    if (!tree.hasPayload() && e.order == StaticOrder::CentreFirst)
        return "centre-first order is tic-tac-toe's: this tree has no squares";
    if (!tree.hasPayload() && e.scoring == Scoring::FastWins)
        return "fast-wins scoring is tic-tac-toe's: this tree's leaves give their own values";
    return missingEvaluation(tree, options);
}

Trace EnhancedSearch::run(const GameTree& tree, const SearchOptions& options)
{
    return record(tree, options, true);
}

SearchResult EnhancedSearch::summarize(const GameTree& tree, const SearchOptions& options)
{
    return record(tree, options, false).result;
}

} // namespace gtl
