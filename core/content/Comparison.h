// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/Message.h"
#include "core/search/Algorithm.h"
#include "core/tree/GameTree.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gtl {

/// A lesson in contrasts: several runs stepped side by side.
enum class Comparison {
    MixedOrderings,
    MinimaxVersusAlphaBeta,
    FailSoftVersusFailHard,
    OrderingsOfThisTree,
    EnhancementsOfThisTree,
    ExplorationConstants,
    MctsVersusAlphaBeta,
    ForwardPruning,
    MaxnVersusParanoid,
};

/// How a comparison is named on the command line and shown to people.
struct ComparisonName {
    Comparison comparison;
    /// "orderings", "minimax", "fail-hard", "this-tree", "enhancements", "exploration", "mcts", "forward-pruning",
    /// "maxn"
    std::string_view name;
    std::string_view title; ///< "Move orderings of the mixed game", …
};

/// Every comparison, in the order menus list them.
inline constexpr ComparisonName kComparisons[] = {
    {Comparison::MixedOrderings, "orderings", QT_TRANSLATE_NOOP("Comparisons", "Move orderings of the mixed game")},
    {Comparison::MinimaxVersusAlphaBeta, "minimax", QT_TRANSLATE_NOOP("Comparisons", "Minimax against alpha-beta")},
    {Comparison::FailSoftVersusFailHard, "fail-hard", QT_TRANSLATE_NOOP("Comparisons", "Fail-soft against fail-hard")},
    {Comparison::OrderingsOfThisTree, "this-tree", QT_TRANSLATE_NOOP("Comparisons", "Move orderings of this tree")},
    {Comparison::EnhancementsOfThisTree, "enhancements",
        QT_TRANSLATE_NOOP("Comparisons", "Enhancements of this position")},
    {Comparison::ExplorationConstants, "exploration",
        QT_TRANSLATE_NOOP("Comparisons", "Exploration constants of this position")},
    {Comparison::MctsVersusAlphaBeta, "mcts",
        QT_TRANSLATE_NOOP("Comparisons", "Monte Carlo tree search against alpha-beta")},
    {Comparison::ForwardPruning, "forward-pruning",
        QT_TRANSLATE_NOOP("Comparisons", "Forward pruning against the exact search")},
    {Comparison::MaxnVersusParanoid, "maxn", QT_TRANSLATE_NOOP("Comparisons", "Max^n against paranoid search")},
};

std::optional<Comparison> comparisonFromName(std::string_view name);
/// "orderings, minimax, fail-hard, this-tree, enhancements, exploration, mcts", for messages.
std::string comparisonNames();
/// One run of a comparison: what it searches and how, and a title that says both.
struct ComparedRun {
    Message title;
    std::shared_ptr<const GameTree> tree;
    SearchOptions options;
};

/// The runs of @p comparison, on @p tree (called @p title, in the reader's language) searched as @p options asks where
/// the comparison leaves the search open. The comparisons of plain searches leave the
/// enhancements out; the comparison of enhancements keeps the depth limit and scoring and
/// runs those of the lab's configurations the tree can take. Those of Monte Carlo tree search
/// keep its iterations and seed: C = 0.2 against C = 2, and UCT against alpha-beta (to the end,
/// or on a game too big for that, negamax alpha-beta kMctsRivalDepth moves deep). Forward pruning
/// runs the exact search beside the search's own guesses, or where it makes none beside a beam
/// of two, late move reductions and a null move, each where the tree takes it. Max^n runs
/// beside paranoid search on a tree that scores each player, else on the kingmaker preset.
std::vector<ComparedRun> comparedRuns(Comparison comparison, const std::shared_ptr<const GameTree>& tree,
    const std::string& title, SearchOptions options);

/// "Alpha-beta, fail-soft", "Minimax", "Alpha-beta, fail-soft, table": the search, for the
/// windowed ones how it fails, and its enhancements (the game's choices named by @p choices).
Message optionsTitle(SearchOptions options, const ChoiceNames& choices);

/// How deep alpha-beta looks when it is compared with Monte Carlo tree search on a game whose
/// tree cannot be searched whole: as deep as the Connect Four lessons' horizon.
inline constexpr std::uint32_t kMctsRivalDepth = 4;

} // namespace gtl
