// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/Message.h"

#include <string_view>
#include <vector>

namespace gtl {

enum class Algorithm { Minimax, AlphaBeta, Negamax, NegamaxAlphaBeta, Expectiminimax, Star1, Mcts, Maxn, Paranoid };

/// How a search reads a tree; what each view shows of a run follows from it.
enum class SearchFamily {
    /// Proves a value at every node it searches, MAX taking the largest and MIN the smallest
    /// (or the negamax forms, from the side to move); a run's landmarks are its cut-offs.
    Minimax,
    /// The minimax family over trees with chance nodes, whose value is their outcomes'
    /// expectation.
    Chance,
    /// Samples the tree instead of proving anything: visits and mean rewards, no values, no
    /// bounds; a run's landmarks are its iterations.
    Sampling,
    /// Games of several players: a node's value is a score per player, the mover taking the
    /// child that gives it the most; a run's landmarks are its cut-offs.
    SeveralPlayers,
};

/// One search the product offers: every view, option and file asks this table what a search
/// is and does, instead of testing for a particular one. A new search is one line here, its
/// routine and its words; what its family does is SearchFamilyEntry's.
struct AlgorithmEntry {
    Algorithm algorithm;
    /// The command-line and file name: "negamax-alphabeta".
    std::string_view name;
    /// The name for people, marked for translation in the context "Algorithm".
    std::string_view title;
    SearchFamily family;
    /// Scores every node from the side to move rather than from MAX's side.
    bool negamax = false;
    /// A form of alpha-beta: takes PVS, aspiration windows, killer moves, history and fail-hard.
    bool alphaBeta = false;
    /// Searches each node within a window of bounds (the alpha-beta forms and Star1).
    bool windowed = false;
    /// Takes bounds on the leaf values (`--bounds LOW,HIGH`), with which it can decide a chance
    /// node before all of its outcomes are searched.
    bool leafBounds = false;
    /// Searches trees that score each of several players at their leaves (`<3, 1, 2>`); the
    /// others search trees of one value per leaf, MAX's.
    bool severalPlayers = false;

    constexpr bool samples() const { return family == SearchFamily::Sampling; }
    constexpr bool searchesChance() const { return family == SearchFamily::Chance; }
};

inline constexpr AlgorithmEntry kAlgorithms[] = {
    {.algorithm = Algorithm::Minimax,
        .name = "minimax",
        .title = QT_TRANSLATE_NOOP("Algorithm", "Minimax"),
        .family = SearchFamily::Minimax},
    {.algorithm = Algorithm::AlphaBeta,
        .name = "alphabeta",
        .title = QT_TRANSLATE_NOOP("Algorithm", "Alpha-beta"),
        .family = SearchFamily::Minimax,
        .alphaBeta = true,
        .windowed = true},
    {.algorithm = Algorithm::Negamax,
        .name = "negamax",
        .title = QT_TRANSLATE_NOOP("Algorithm", "Negamax"),
        .family = SearchFamily::Minimax,
        .negamax = true},
    {.algorithm = Algorithm::NegamaxAlphaBeta,
        .name = "negamax-alphabeta",
        .title = QT_TRANSLATE_NOOP("Algorithm", "Negamax alpha-beta"),
        .family = SearchFamily::Minimax,
        .negamax = true,
        .alphaBeta = true,
        .windowed = true},
    {.algorithm = Algorithm::Expectiminimax,
        .name = "expectiminimax",
        .title = QT_TRANSLATE_NOOP("Algorithm", "Expectiminimax"),
        .family = SearchFamily::Chance},
    // Alpha-beta at decision nodes and Ballard's Star1 at chance nodes.
    {.algorithm = Algorithm::Star1,
        .name = "star1",
        .title = QT_TRANSLATE_NOOP("Algorithm", "Star1"),
        .family = SearchFamily::Chance,
        .windowed = true,
        .leafBounds = true},
    // Luckhardt and Irani's max^n, with Korf's shallow pruning under a constant sum.
    {.algorithm = Algorithm::Maxn,
        .name = "maxn",
        .title = QT_TRANSLATE_NOOP("Algorithm", "Max^n"),
        .family = SearchFamily::SeveralPlayers,
        .severalPlayers = true},
    // Sturtevant and Korf's paranoid search: alpha-beta on the first player's score, every
    // other player taken to minimise it.
    {.algorithm = Algorithm::Paranoid,
        .name = "paranoid",
        .title = QT_TRANSLATE_NOOP("Algorithm", "Paranoid"),
        .family = SearchFamily::Minimax,
        .alphaBeta = true,
        .windowed = true,
        .severalPlayers = true},
    // UCT.
    {.algorithm = Algorithm::Mcts,
        .name = "mcts",
        .title = QT_TRANSLATE_NOOP("Algorithm", "Monte Carlo tree search"),
        .family = SearchFamily::Sampling},
};

/// The entry of @p algorithm.
constexpr const AlgorithmEntry& algorithmEntry(Algorithm algorithm)
{
    for (const AlgorithmEntry& entry : kAlgorithms) {
        if (entry.algorithm == algorithm)
            return entry;
    }
    return kAlgorithms[0]; // unreachable: every algorithm has its line
}

/// The algorithm called @p name on the command line, found when the program is compiled: how
/// lessons, comparisons and defaults name a search without naming its enum value.
consteval Algorithm algorithmNamed(std::string_view name)
{
    for (const AlgorithmEntry& entry : kAlgorithms) {
        if (entry.name == name)
            return entry.algorithm;
    }
    throw "no search of that name"; // a compile error: consteval never throws at run time
}

/// The algorithms of @p family, in the table's order.
inline std::vector<Algorithm> algorithmsOf(SearchFamily family)
{
    std::vector<Algorithm> algorithms;
    for (const AlgorithmEntry& entry : kAlgorithms) {
        if (entry.family == family)
            algorithms.push_back(entry.algorithm);
    }
    return algorithms;
}

} // namespace gtl
