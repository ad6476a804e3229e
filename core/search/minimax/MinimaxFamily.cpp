// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/minimax/MinimaxFamily.h"

#include "core/games/ChanceGame.h"
#include "core/games/GameRegistry.h"
#include "core/games/TreeGame.h"
#include "core/search/ChoiceNames.h"
#include "core/search/EnhancementTable.h"
#include "core/search/GameSearchRun.h"
#include "core/search/Search.h"

namespace gtl {
namespace {

using GameSearchRun::reason;

Message missingEvaluation(const GameTree& tree, const SearchOptions& options)
{
    const Enhancements& e = options.enhancements;
    if (GameSearchRun::isOfAGame(tree) || (e.depth == 0 && !e.iterative))
        return {};
    const TreeGame game(tree);
    // Iterative deepening puts a horizon at every depth up to the limit (the whole tree's
    // height when there is none); a beam scores every position above the horizon.
    const std::uint32_t limit = GameSearchRun::depthOf(tree, options);
    for (std::uint32_t depth = e.iterative || e.beam > 0 ? 1 : limit; depth <= limit; ++depth) {
        const HorizonReach reach{.quiescencePlies = e.quiescencePlies(),
            .fullDepthMoves = e.lmr ? kLateMoveStart : SIZE_MAX,
            .reordered = reordersMoves(e)};
        if (const NodeId missing = game.missingEvaluation(depth, reach); missing != kNoNode) {
            const char* sentence = tree.depth(missing) < depth
                ? QT_TRANSLATE_NOOP("Search",
                    "late move reductions at depth {depth} may search {node} a ply shallower, putting it on the "
                    "horizon; it has moves but no static evaluation: give it one in the tree text, as in "
                    "(3, 12, 8)[5]")
                : tree.depth(missing) > depth
                ? QT_TRANSLATE_NOOP("Search",
                    "quiescence search past the horizon at depth {depth} reaches {node} by forcing moves; it has "
                    "moves but no static evaluation to stand pat on: give it one in the tree text, as in "
                    "!x:(5, 9)[7]")
                : QT_TRANSLATE_NOOP("Search",
                    "the horizon at depth {depth} runs through {node}, which has moves but no static evaluation: give "
                    "it one in the tree text, as in (3, 12, 8)[5]");
            return reason(sentence).arg("depth", std::to_string(depth)).arg("node", tree.path(missing));
        }
        if (depth >= tree.height())
            break; // no inner node lies deeper
    }
    return {};
}

Message problem(const GameTree& tree, const SearchOptions& options)
{
    if (Message problem = searchOptionsProblem(options); !problem.empty())
        return problem;
    // A game of dice is one even where its tree shows no throw yet (its start alone).
    const auto played = GameRegistry::gameFromRoot(tree);
    if (tree.hasChance() || dynamic_cast<const ChanceGame*>(played.get())) {
        return reason(
            QT_TRANSLATE_NOOP("Search",
                "{algorithm} cannot search a tree with chance nodes, where nobody chooses: choose expectiminimax, "
                "which averages each chance node's outcomes, or Star1, which prunes with bounds on the leaf values"))
            .arg("algorithm", Message("Algorithm", std::string(algorithmTitle(options.algorithm)).c_str()));
    }
    if (tree.maxChildCount() > MoveList::kCapacity) {
        return reason(
            QT_TRANSLATE_NOOP("Search", "a node of this tree has {moves} moves; the search takes at most {most}"))
            .arg("moves", std::to_string(tree.maxChildCount()))
            .arg("most", std::to_string(MoveList::kCapacity));
    }
    const Enhancements& e = options.enhancements;
    if (Message tooBig = Search::depthNeeded(tree, e.depth); !tooBig.empty())
        return tooBig;
    if (!e.any())
        return {};
    const Message gameName = GameKind::nameInSentence(GameRegistry::of(tree));
    const auto searched = GameSearchRun::searchedGame(tree, options, std::make_unique<TreeGame>(tree));
    if (Message missing = ChoiceNames(*searched).missing(gameName, e); !missing.empty())
        return missing;
    if (e.nullMove > 0 && !searched->passed(searched->start())) {
        return reason(QT_TRANSLATE_NOOP("Search",
                          "null-move pruning lets the side to move pass, which {game} cannot: choose a game whose "
                          "search may pass, Connect Four (--connect4)"))
            .arg("game", gameName);
    }
    return missingEvaluation(tree, options);
}

Trace record(const GameTree& tree, const SearchOptions& options, bool keepEvents, const std::atomic<bool>* cancel)
{
    return GameSearchRun::record(tree, std::make_unique<TreeGame>(tree), options, keepEvents, cancel);
}

} // namespace

const SearchFamilyEntry kMinimaxFamily{
    .family = SearchFamily::Minimax,
    .landmark = EventKind::Cutoff,
    .problem = problem,
    .record = record,
};

} // namespace gtl
