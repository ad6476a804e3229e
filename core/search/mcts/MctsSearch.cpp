// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/mcts/MctsSearch.h"

#include "core/base/Counted.h"
#include "core/games/ChanceGame.h"
#include "core/games/GameRegistry.h"
#include "core/games/TreeGame.h"
#include "core/search/mcts/MctsRecorder.h"
#include "core/search/mcts/Uct.h"

namespace gtl {
namespace {

/// The game a search of @p tree plays: the tree's game from its root, or the tree itself.
std::unique_ptr<Game> playedGame(const GameTree& tree)
{
    if (auto game = GameRegistry::gameFromRoot(tree))
        return game;
    return std::make_unique<TreeGame>(tree);
}

Message reason(const char* text)
{
    return Message("Search", text);
}

} // namespace

Message MctsSearch::problem(const GameTree& tree, const SearchOptions& options)
{
    const MctsSettings& s = options.mcts;
    if (options.enhancements.any() || options.failHard || options.lowBound != kNoValue || options.highBound != kNoValue)
        return reason(QT_TRANSLATE_NOOP("Search",
            "Monte Carlo tree search takes --iterations, --seed and --exploration, no depth limit or other "
            "enhancement"));
    if (s.iterations < 1 || s.iterations > MctsSettings::kMaxIterations)
        return reason(QT_TRANSLATE_NOOP("Search", "the iterations must lie between 1 and {most}"))
            .arg("most", grouped(MctsSettings::kMaxIterations));
    if (!(s.exploration >= 0 && s.exploration <= MctsSettings::kMaxExploration))
        return reason(QT_TRANSLATE_NOOP("Search", "the exploration constant must lie between 0 and 100"));
    const auto played = GameRegistry::gameFromRoot(tree);
    if (tree.hasChance() || dynamic_cast<const ChanceGame*>(played.get()))
        return reason(QT_TRANSLATE_NOOP("Search",
            "Monte Carlo tree search here plays two sides that choose: it cannot search a tree with chance nodes"));
    if (tree.maxChildCount() > MoveList::kCapacity) {
        return reason(
            QT_TRANSLATE_NOOP("Search", "a node of this tree has {moves} moves; the search takes at most {most}"))
            .arg("moves", std::to_string(tree.maxChildCount()))
            .arg("most", std::to_string(MoveList::kCapacity));
    }
    return {};
}

Trace MctsSearch::run(
    const GameTree& tree, const SearchOptions& options, bool keepEvents, const std::atomic<bool>* cancel)
{
    const auto game = playedGame(tree);
    const bool ofAGame = GameRegistry::of(tree) != nullptr;
    MctsRecorder recorder(*game, ofAGame ? tree.game() : std::string_view(), options, keepEvents);
    recorder.stopWhen(cancel);
    Uct<MctsRecorder> search(
        *game, ofAGame ? PlayoutScore::ofGame() : PlayoutScore::ofTree(tree), options.mcts, recorder);
    // A finished game has no move to sample: the answer is the root alone.
    if (!game->isOver(game->start()))
        search.run();
    std::vector<MoveVisits> rootMoves;
    const auto& nodes = search.nodes();
    for (std::uint32_t i = 0; i < nodes[0].expanded; ++i) {
        const NodeId child = search.child(0, i);
        rootMoves.push_back({child, nodes[child].visits, meanReward(nodes[child].reward, nodes[child].visits)});
    }
    return recorder.finish(std::move(rootMoves), search.mostVisitedRootChild());
}

} // namespace gtl
