#include "core/search/Algorithm.h"

namespace gtl {

std::string_view algorithmName(Algorithm algorithm)
{
    switch (algorithm) {
    case Algorithm::Minimax: return "minimax";
    case Algorithm::AlphaBeta: return "alphabeta";
    case Algorithm::Negamax: return "negamax";
    case Algorithm::NegamaxAlphaBeta: return "negamax-alphabeta";
    }
    return "?";
}

std::string_view algorithmTitle(Algorithm algorithm)
{
    switch (algorithm) {
    case Algorithm::Minimax: return "Minimax";
    case Algorithm::AlphaBeta: return "Alpha-beta";
    case Algorithm::Negamax: return "Negamax";
    case Algorithm::NegamaxAlphaBeta: return "Negamax alpha-beta";
    }
    return "?";
}

std::optional<Algorithm> algorithmFromName(std::string_view name)
{
    for (Algorithm algorithm : kAllAlgorithms) {
        if (algorithmName(algorithm) == name)
            return algorithm;
    }
    return std::nullopt;
}

} // namespace gtl
