#include "core/search/Algorithm.h"

#include "core/search/ChoiceNames.h"

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

std::string searchOptionsProblem(const SearchOptions& options)
{
    const Enhancements& e = options.enhancements;
    if (e.depth > kMaxDepthLimit)
        return "the depth limit must lie between 1 and 10,000";
    if (!usesWindow(options.algorithm) && (e.pvs || e.aspiration > 0 || e.killers || e.history))
        return "PVS, aspiration windows, killer moves and history need a form of alpha-beta";
    if (e.aspiration < 0)
        return "the aspiration window cannot be negative";
    if (e.aspiration > 0 && !e.iterative)
        return "aspiration windows centre on the previous iteration's score: they need iterative deepening";
    if (e.tableSize > 0 && !e.table)
        return "a table size needs the transposition table";
    return {};
}

std::string searchOptionsName(const SearchOptions& options, const ChoiceNames& choices)
{
    std::string text(algorithmTitle(options.algorithm));
    if (options.failHard && usesWindow(options.algorithm))
        text += ", fail-hard";
    return text + enhancementsName(options.enhancements, choices);
}

std::string enhancementsName(const Enhancements& e, const ChoiceNames& choices)
{
    std::string text;
    if (e.depth > 0)
        text += ", depth " + std::to_string(e.depth);
    text += choices.description(e);
    if (e.table)
        text += e.tableSize > 0 ? ", table of " + std::to_string(e.tableSize) : ", table";
    if (e.killers)
        text += ", killers";
    if (e.history)
        text += ", history";
    if (e.iterative)
        text += ", iterative";
    if (e.aspiration > 0)
        text += ", aspiration ±" + std::to_string(e.aspiration);
    if (e.pvs)
        text += ", PVS";
    return text;
}

} // namespace gtl
