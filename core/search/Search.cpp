// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/Search.h"

#include "core/games/ChanceGame.h"
#include "core/games/ChanceTreeGame.h"
#include "core/games/GameRegistry.h"
#include "core/games/TreeGame.h"
#include "core/search/ChoiceNames.h"
#include "core/search/GameSearch.h"
#include "core/search/TraceRecorder.h"
#include "core/search/chance/GameChanceScale.h"
#include "core/search/mcts/MctsSearch.h"

#include <memory>

namespace gtl {
namespace {

bool isOfAGame(const GameTree& tree)
{
    return GameRegistry::of(tree) != nullptr;
}

/// The game searched on @p tree: the game itself from its root's position when an enhancement
/// asks for the game's scoring, evaluation, orders or keys, else the tree as it stands (its
/// children in its own order, which a comparison may have changed).
std::unique_ptr<Game> searchedGame(const GameTree& tree, const SearchOptions& options)
{
    if (isOfAGame(tree) && options.enhancements.any())
        return GameRegistry::gameFromRoot(tree);
    if (algorithmEntry(options.algorithm).searchesChance())
        return std::make_unique<ChanceTreeGame>(tree);
    return std::make_unique<TreeGame>(tree);
}

/// A depth limit of 0 stands for the whole tree.
std::uint32_t depthOf(const GameTree& tree, const SearchOptions& options)
{
    const std::uint32_t depth = options.enhancements.depth;
    return depth > 0 ? depth : std::max(1u, tree.height());
}

/// A reason to refuse a search, marked with QT_TRANSLATE_NOOP("Search", …).
Message reason(const char* text)
{
    return Message("Search", text);
}

Message missingEvaluation(const GameTree& tree, const SearchOptions& options)
{
    const Enhancements& e = options.enhancements;
    if (isOfAGame(tree) || (e.depth == 0 && !e.iterative))
        return {};
    const TreeGame game(tree);
    // Iterative deepening puts a horizon at every depth up to the limit (the whole tree's
    // height when there is none).
    const std::uint32_t limit = depthOf(tree, options);
    for (std::uint32_t depth = e.iterative ? 1 : limit; depth <= limit; ++depth) {
        if (const NodeId missing = game.missingEvaluation(depth); missing != kNoNode) {
            return reason(QT_TRANSLATE_NOOP("Search",
                              "the horizon at depth {depth} runs through {node}, which has moves but no static "
                              "evaluation: give it "
                              "one in the tree text, as in (3, 12, 8)[5]"))
                .arg("depth", std::to_string(depth))
                .arg("node", tree.path(missing));
        }
        if (depth >= tree.height())
            break; // no inner node lies deeper
    }
    return {};
}

/// Why a chance search cannot search @p tree as written, to its leaves, or "".
Message writtenChanceProblem(const GameTree& tree, const SearchOptions& options)
{
    if (options.enhancements.any()) {
        return reason(QT_TRANSLATE_NOOP("Search",
            "expectiminimax and Star1 search a tree as written, to its leaves: a depth limit or an evaluation "
            "needs a game of dice, such as --pig A,B,TURN"));
    }
    Message problem;
    gameChanceScale(ChanceTreeGame(tree), options, problem);
    return problem;
}

Trace record(
    const GameTree& tree, const SearchOptions& options, bool keepEvents, const std::atomic<bool>* cancel = nullptr)
{
    if (algorithmEntry(options.algorithm).samples())
        return MctsSearch::run(tree, options, keepEvents, cancel);
    if (tree.size() == 0) {
        Trace trace;
        trace.options = options;
        return trace;
    }
    const auto game = searchedGame(tree, options);
    SearchOptions limited = options;
    limited.enhancements.depth = depthOf(tree, options);
    auto recorder = Search::growsTree(tree, options) ? TraceRecorder(*game, tree.game(), options, keepEvents)
                                                     : TraceRecorder(tree, *game, options, keepEvents);
    recorder.stopWhen(cancel);
    const SearchCounts counts = GameSearch<TraceRecorder>(*game, limited, recorder).run();
    return recorder.finish(counts);
}

} // namespace

Message Search::problem(const GameTree& tree, const SearchOptions& options)
{
    if (algorithmEntry(options.algorithm).samples())
        return MctsSearch::problem(tree, options);
    if (Message problem = searchOptionsProblem(options); !problem.empty())
        return problem;
    // A game's start alone is no tree to average over: without a horizon the search would
    // show that one position and call its score the game's value.
    if (algorithmEntry(options.algorithm).searchesChance() && !growsTree(tree, options)) {
        if (Message tooBig = depthNeeded(tree, options.enhancements.depth); !tooBig.empty())
            return tooBig;
        return writtenChanceProblem(tree, options);
    }
    if (algorithmEntry(options.algorithm).searchesChance()) {
        const auto game = searchedGame(tree, options);
        if (Message missing = ChoiceNames(*game).missing(GameKind::nameInSentence(tree.game()), options.enhancements);
            !missing.empty())
            return missing;
        Message problem;
        gameChanceScale(*game, options, problem);
        return problem;
    }
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
    if (Message tooBig = depthNeeded(tree, e.depth); !tooBig.empty())
        return tooBig;
    if (!e.any())
        return {};
    const Message gameName = GameKind::nameInSentence(GameRegistry::of(tree));
    if (Message missing = ChoiceNames(*searchedGame(tree, options)).missing(gameName, e); !missing.empty())
        return missing;
    return missingEvaluation(tree, options);
}

Message Search::depthNeeded(const GameTree& tree, std::uint32_t depth)
{
    const GameKind* game = GameRegistry::of(tree);
    if (!game || game->treeIsWhole() || depth > 0 || !gameOver(tree).empty())
        return {};
    return reason(
        QT_TRANSLATE_NOOP("Search", "{game} is too big to search to the end: give a depth limit (--depth N, e.g. 4)"))
        .arg("game", Message("Games", std::string(game->names().title).c_str()));
}

Message Search::gameOver(const GameTree& tree)
{
    const GameKind* kind = GameRegistry::of(tree);
    if (!kind || tree.size() == 0 || !tree.isLeaf(GameTree::root()))
        return {};
    const Position position = GameKind::positionOf(tree, GameTree::root());
    const auto game = kind->game(position);
    if (!game->isOver(position))
        return {};
    const Value score = game->finalScore(position, 0); // from the side to move
    if (score == 0)
        return reason(QT_TRANSLATE_NOOP("Search", "the game is over: it is a draw; there is no move to search"));
    const std::string_view sides = kind->names().sides;
    const char toMove = kind->sideToMove(position);
    const char winner = score > 0 ? toMove : (sides.front() == toMove ? sides.back() : sides.front());
    return reason(QT_TRANSLATE_NOOP("Search", "the game is over: {side} has won; there is no move to search"))
        .arg("side", std::string(1, winner));
}

bool Search::growsTree(const GameTree& tree, const SearchOptions& options)
{
    // A tree of the game built in advance shows every position; a search that stops at a
    // horizon or takes positions from the table sees a small part of it. Monte Carlo tree
    // search shows the tree it grows, whatever it searched.
    if (algorithmEntry(options.algorithm).samples())
        return true;
    return isOfAGame(tree) && (options.enhancements.depth > 0 || options.enhancements.table);
}

Trace Search::run(const GameTree& tree, SearchOptions options, const std::atomic<bool>* cancel)
{
    return record(tree, options, true, cancel);
}

SearchResult Search::summarize(const GameTree& tree, SearchOptions options)
{
    return runFiguresOnly(tree, options).result;
}

Trace Search::runFiguresOnly(const GameTree& tree, SearchOptions options)
{
    return record(tree, options, false);
}

Value Search::leafScore(const GameTree& tree, NodeId leaf, Algorithm algorithm)
{
    const Value value = tree.leafValue(leaf);
    return isNegamax(algorithm) && tree.player(leaf) == Player::Min ? -value : value;
}

} // namespace gtl
