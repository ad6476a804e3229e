#include "core/lab/LabOptions.h"

namespace gtl {

std::string LabOptions::problem() const
{
    if (depth == 0 || depth > 64)
        return "the depth must lie between 1 and 64";
    if (!alphaBeta && (pvs || aspiration > 0 || killers || history || failHard))
        return "PVS, aspiration windows, killer moves, history and fail-hard need alpha-beta";
    if (aspiration < 0)
        return "the aspiration window cannot be negative";
    if (aspiration > 0 && !iterative)
        return "aspiration windows centre on the previous iteration's score: they need iterative deepening";
    if (tableSize > 0 && !table)
        return "a table size needs the transposition table";
    return {};
}

std::string LabOptions::name() const
{
    std::string text = alphaBeta ? "alpha-beta" : "negamax";
    if (failHard)
        text += ", fail-hard";
    text += order == StaticOrder::CentreFirst ? ", centre first" : ", game order";
    if (table)
        text += tableSize > 0 ? ", table of " + std::to_string(tableSize) : ", table";
    if (killers)
        text += ", killers";
    if (history)
        text += ", history";
    if (iterative)
        text += ", iterative";
    if (aspiration > 0)
        text += ", aspiration ±" + std::to_string(aspiration);
    if (pvs)
        text += ", PVS";
    return text;
}

} // namespace gtl
