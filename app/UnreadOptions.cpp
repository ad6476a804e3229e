// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/UnreadOptions.h"

#include "core/games/GameRegistry.h"

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
    return cl.algorithmGiven || !algorithmEntry(algorithm).searchesChance() ? name
                                                              : name + ", the search of a tree with chance nodes";
}

} // namespace

Algorithm UnreadOptions::algorithmFor(const CommandLine& cl, const GameTree& tree)
{
    const GameKind* kind = GameRegistry::of(tree);
    if (!cl.algorithmGiven && (tree.hasChance() || (kind && kind->hasChance())))
        return Algorithm::Expectiminimax;
    return cl.search.algorithm;
}

std::string UnreadOptions::problem(const CommandLine& cl, Algorithm algorithm)
{
    // A comparison of Monte Carlo tree search reads its iterations and seed, and sets C itself
    // where it compares two of them.
    const bool comparesMcts
        = cl.compare == Comparison::ExplorationConstants || cl.compare == Comparison::MctsVersusAlphaBeta;
    for (const char* option : {"--iterations", "--seed", "--exploration"}) {
        if (!given(cl, option))
            continue;
        if (cl.compare == Comparison::ExplorationConstants && std::string_view(option) == "--exploration")
            return "--exploration does not apply to --compare exploration, which runs C = 0.2 beside C = 2";
        if (!algorithmEntry(algorithm).samples() && !comparesMcts) {
            return std::string(option) + " applies only to Monte Carlo tree search (--algorithm mcts), not to "
                + searchWords(cl, algorithm);
        }
    }
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
