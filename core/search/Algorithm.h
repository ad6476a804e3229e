#pragma once

#include "core/search/Enhancements.h"
#include "core/tree/Player.h"
#include "core/tree/Value.h"

#include <optional>
#include <string>
#include <string_view>

namespace gtl {

class ChoiceNames;

enum class Algorithm { Minimax, AlphaBeta, Negamax, NegamaxAlphaBeta };

inline constexpr Algorithm kAllAlgorithms[]
    = {Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::Negamax, Algorithm::NegamaxAlphaBeta};

/// The command-line name: "minimax", "alphabeta", "negamax", "negamax-alphabeta".
std::string_view algorithmName(Algorithm algorithm);
/// The name for people: "Minimax", "Alpha-beta", "Negamax", "Negamax alpha-beta".
std::string_view algorithmTitle(Algorithm algorithm);
std::optional<Algorithm> algorithmFromName(std::string_view name);
/// Negamax forms score every node from the side to move; the others from MAX's side.
constexpr bool isNegamax(Algorithm algorithm)
{
    return algorithm == Algorithm::Negamax || algorithm == Algorithm::NegamaxAlphaBeta;
}
constexpr bool usesWindow(Algorithm algorithm)
{
    return algorithm == Algorithm::AlphaBeta || algorithm == Algorithm::NegamaxAlphaBeta;
}

/// Whether the side to move at a node takes the largest value: always in the negamax forms,
/// which score from the mover's side; at MAX's nodes in the others.
constexpr bool maximizes(Algorithm algorithm, Player toMove)
{
    return isNegamax(algorithm) || toMove == Player::Max;
}

/// Which search to run and how.
struct SearchOptions {
    Algorithm algorithm = Algorithm::AlphaBeta;
    /// Fail-hard alpha-beta returns values clamped to the node's window; fail-soft (the
    /// default) returns the best value it saw. Ignored by the minimax forms.
    bool failHard = false;
    Enhancements enhancements = {};
    bool operator==(const SearchOptions&) const = default;
};

/// Whether a node searched with the window @p alpha to @p beta is searched with a null window:
/// one the search chose to prove a move no better than another. Only principal variation search
/// chooses them; a window that narrows to width one by itself is just α and β.
constexpr bool isNullWindow(const SearchOptions& options, Value alpha, Value beta)
{
    return options.enhancements.pvs && alpha != -kInfinity && beta != kInfinity && beta - alpha == 1;
}

/// What is refused in @p options, or "" when they make sense together.
std::string searchOptionsProblem(const SearchOptions& options);
/// "Alpha-beta, centre first, table, iterative": the configuration in words, the game's choices
/// by the names @p choices gives them.
std::string searchOptionsName(const SearchOptions& options, const ChoiceNames& choices);
/// ", depth 3, table, PVS": what @p enhancements add, to follow a search's name.
std::string enhancementsName(const Enhancements& enhancements, const ChoiceNames& choices);

} // namespace gtl
