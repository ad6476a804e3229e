// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/Message.h"
#include "core/search/AlgorithmRegistry.h"
#include "core/search/Enhancements.h"
#include "core/search/mcts/MctsSettings.h"
#include "core/tree/Player.h"
#include "core/tree/Value.h"

#include <optional>
#include <string>
#include <string_view>

namespace gtl {

class ChoiceNames;

/// The command-line name: "minimax", "alphabeta", "negamax", "negamax-alphabeta",
/// "expectiminimax", "star1", "mcts".
constexpr std::string_view algorithmName(Algorithm algorithm)
{
    return algorithmEntry(algorithm).name;
}
/// The name for people: "Minimax", "Alpha-beta", "Negamax", "Negamax alpha-beta", …
constexpr std::string_view algorithmTitle(Algorithm algorithm)
{
    return algorithmEntry(algorithm).title;
}
std::optional<Algorithm> algorithmFromName(std::string_view name);
/// Negamax forms score every node from the side to move; the others from MAX's side.
constexpr bool isNegamax(Algorithm algorithm)
{
    return algorithmEntry(algorithm).negamax;
}
/// The forms of alpha-beta, which take the enhancements that narrow a window.
constexpr bool usesWindow(Algorithm algorithm)
{
    return algorithmEntry(algorithm).alphaBeta;
}

/// Whether the side to move at a node takes the largest value: always in the negamax forms,
/// which score from the mover's side; at MAX's nodes in the others.
constexpr bool maximizes(Algorithm algorithm, Player toMove)
{
    return isNegamax(algorithm) || toMove == Player::Max;
}

/// Which search to run and how.
struct SearchOptions {
    Algorithm algorithm = algorithmNamed("alphabeta");
    /// Fail-hard alpha-beta returns values clamped to the node's window; fail-soft (the
    /// default) returns the best value it saw. Ignored by the minimax forms.
    bool failHard = false;
    Enhancements enhancements = {};
    /// Star1's bounds on the leaf values (`--bounds LOW,HIGH`); kNoValue: the tree's smallest
    /// and largest leaf.
    Value lowBound = kNoValue;
    Value highBound = kNoValue;
    /// Monte Carlo tree search's iterations, seed and exploration constant.
    MctsSettings mcts = {};
    bool operator==(const SearchOptions&) const = default;
};

/// Whether a node searched with the window @p alpha to @p beta is searched with a null window:
/// one the search chose to prove a move no better than another. Only principal variation search
/// chooses them; a window that narrows to width one by itself is just α and β.
constexpr bool isNullWindow(const SearchOptions& options, Value alpha, Value beta)
{
    return options.enhancements.pvs && alpha != -kInfinity && beta != kInfinity && beta - alpha == 1;
}

/// What is refused in @p options, or an empty message when they make sense together.
Message searchOptionsProblem(const SearchOptions& options);
/// "Alpha-beta, centre first, table, iterative": the configuration in words, the game's choices
/// by the names @p choices gives them.
std::string searchOptionsName(const SearchOptions& options, const ChoiceNames& choices);
/// "0.5 s", "5,000 positions": the time or node limit of @p enhancements, in words.
std::string limitWords(const Enhancements& enhancements);
/// ", depth 3, table, PVS": what @p enhancements add, to follow a search's name.
std::string enhancementsName(const Enhancements& enhancements, const ChoiceNames& choices);

} // namespace gtl
