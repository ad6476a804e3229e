// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/chance/ChanceFamily.h"

#include "core/games/ChanceTreeGame.h"
#include "core/games/GameRegistry.h"
#include "core/search/ChoiceNames.h"
#include "core/search/GameSearchRun.h"
#include "core/search/Search.h"
#include "core/search/chance/GameChanceScale.h"

namespace gtl {
namespace {

using GameSearchRun::reason;

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

Message optionsProblem(const SearchOptions& options)
{
    const Enhancements& e = options.enhancements;
    const Enhancements depthAndChoices{.depth = e.depth, .scoring = e.scoring, .evaluation = e.evaluation};
    if (e == depthAndChoices)
        return {};
    return reason(QT_TRANSLATE_NOOP("Search",
        "expectiminimax and Star1 take a depth limit and the game's evaluation, no table or other enhancement"));
}

Message problem(const GameTree& tree, const SearchOptions& options)
{
    if (Message problem = searchOptionsProblem(options); !problem.empty())
        return problem;
    // A game's start alone is no tree to average over: without a horizon the search would
    // show that one position and call its score the game's value.
    if (!Search::growsTree(tree, options)) {
        if (Message tooBig = Search::depthNeeded(tree, options.enhancements.depth); !tooBig.empty())
            return tooBig;
        return writtenChanceProblem(tree, options);
    }
    const auto game = GameSearchRun::searchedGame(tree, options, std::make_unique<ChanceTreeGame>(tree));
    if (Message missing = ChoiceNames(*game).missing(GameKind::nameInSentence(tree.game()), options.enhancements);
        !missing.empty())
        return missing;
    Message problem;
    gameChanceScale(*game, options, problem);
    return problem;
}

Trace record(const GameTree& tree, const SearchOptions& options, bool keepEvents, const std::atomic<bool>* cancel)
{
    return GameSearchRun::record(tree, std::make_unique<ChanceTreeGame>(tree), options, keepEvents, cancel);
}

} // namespace

const SearchFamilyEntry kChanceFamily{
    .family = SearchFamily::Chance,
    .landmark = EventKind::Cutoff,
    .readsChance = true,
    .optionsProblem = optionsProblem,
    .problem = problem,
    .record = record,
};

} // namespace gtl
