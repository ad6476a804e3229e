#pragma once

#include "core/search/Algorithm.h"
#include "core/tree/GameTree.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gtl {

/// A lesson in contrasts: several runs stepped side by side.
enum class Comparison { MixedOrderings, MinimaxVersusAlphaBeta, FailSoftVersusFailHard, OrderingsOfThisTree };

/// How a comparison is named on the command line and shown to people.
struct ComparisonName {
    Comparison comparison;
    std::string_view name; ///< "orderings", "minimax", "fail-hard", "this-tree"
    std::string_view title; ///< "Move orderings of the mixed game", …
};

/// Every comparison, in the order menus list them.
inline constexpr ComparisonName kComparisons[] = {
    {Comparison::MixedOrderings, "orderings", "Move orderings of the mixed game"},
    {Comparison::MinimaxVersusAlphaBeta, "minimax", "Minimax against alpha-beta"},
    {Comparison::FailSoftVersusFailHard, "fail-hard", "Fail-soft against fail-hard"},
    {Comparison::OrderingsOfThisTree, "this-tree", "Move orderings of this tree"},
};

std::optional<Comparison> comparisonFromName(std::string_view name);
/// "orderings, minimax, fail-hard, this-tree", for messages.
std::string comparisonNames();
/// Whether the comparison runs the tree the user has open (all but the mixed orderings).
constexpr bool usesTreeOnScreen(Comparison comparison)
{
    return comparison != Comparison::MixedOrderings;
}

/// One run of a comparison: what it searches and how, and a title that says both.
struct ComparedRun {
    std::string title;
    std::shared_ptr<const GameTree> tree;
    SearchOptions options;
};

/// The runs of @p comparison, on @p tree (called @p title) searched as @p options asks where
/// the comparison leaves the search open.
std::vector<ComparedRun> comparedRuns(Comparison comparison, const std::shared_ptr<const GameTree>& tree,
    const std::string& title, SearchOptions options);

/// "Alpha-beta, fail-soft", "Minimax": the search and, for the windowed ones, how it fails.
std::string optionsTitle(SearchOptions options);

} // namespace gtl
