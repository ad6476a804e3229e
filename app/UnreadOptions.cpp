// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/UnreadOptions.h"

#include "core/games/GameRegistry.h"
#include "core/search/SearchFamilyEntry.h"

#include <algorithm>

namespace gtl::app {
namespace {

bool given(const CommandLine& cl, std::string_view option)
{
    return std::find(cl.given.begin(), cl.given.end(), option) != cl.given.end();
}

/// "alphabeta", or for a default the search and why it is the default.
std::string searchWords(const CommandLine& cl, Algorithm algorithm)
{
    const std::string name(algorithmName(algorithm));
    return cl.algorithmGiven || !familyEntry(algorithm).readsChance ? name
                                                                    : name + ", the search of a tree with chance nodes";
}

bool reads(const SearchFamilyEntry& family, std::string_view option)
{
    return std::find(family.ownOptions.begin(), family.ownOptions.end(), option) != family.ownOptions.end();
}

/// "Monte Carlo tree search (--algorithm mcts)": the searches whose family alone reads @p option.
std::string readersOf(std::string_view option)
{
    std::string titles;
    std::string names;
    for (const AlgorithmEntry& entry : kAlgorithms) {
        if (!reads(familyEntry(entry.algorithm), option))
            continue;
        titles += (titles.empty() ? "" : " or ") + std::string(entry.title);
        names += (names.empty() ? "" : ", ") + std::string(entry.name);
    }
    return titles + " (--algorithm " + names + ")";
}

/// The first option given that only another family of searches than @p algorithm's reads, or "".
std::string_view optionOfAnotherFamily(const CommandLine& cl, Algorithm algorithm)
{
    for (const AlgorithmEntry& entry : kAlgorithms) {
        for (std::string_view option : familyEntry(entry.algorithm).ownOptions) {
            if (given(cl, option) && !reads(familyEntry(algorithm), option))
                return option;
        }
    }
    return {};
}

} // namespace

Algorithm UnreadOptions::algorithmFor(const CommandLine& cl, const GameTree& tree)
{
    if (cl.algorithmGiven)
        return cl.search.algorithm;
    const GameKind* kind = GameRegistry::of(tree);
    return searchFor(tree.hasChance() || (kind && kind->hasChance()), tree.scoresEachPlayer(), cl.search.algorithm);
}

std::string UnreadOptions::problem(const CommandLine& cl, Algorithm algorithm)
{
    // A comparison of Monte Carlo tree search reads its iterations and seed, and sets C itself
    // where it compares two of them.
    const bool comparesMcts
        = cl.compare == Comparison::ExplorationConstants || cl.compare == Comparison::MctsVersusAlphaBeta;
    if (cl.compare == Comparison::ExplorationConstants && given(cl, "--exploration"))
        return "--exploration does not apply to --compare exploration, which runs C = 0.2 beside C = 2";
    if (const std::string_view option = optionOfAnotherFamily(cl, algorithm); !option.empty() && !comparesMcts)
        return std::string(option) + " applies only to " + readersOf(option) + ", not to " + searchWords(cl, algorithm);
    if (given(cl, "--fail-hard") && !usesWindow(algorithm)) {
        return "--fail-hard applies only to the alpha-beta forms (alphabeta, negamax-alphabeta), which search in a "
               "window, not to "
            + searchWords(cl, algorithm);
    }
    if (given(cl, "--evaluation") && !cl.depth)
        return "--evaluation scores the positions at the depth limit: give --depth N as well";
    return "";
}

} // namespace gtl::app
