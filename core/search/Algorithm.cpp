// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/Algorithm.h"

#include "core/base/Message.h"
#include "core/search/ChoiceNames.h"
#include "core/search/EnhancementWords.h"

namespace gtl {

std::optional<Algorithm> algorithmFromName(std::string_view name)
{
    for (const AlgorithmEntry& entry : kAlgorithms) {
        if (entry.name == name)
            return entry.algorithm;
    }
    return std::nullopt;
}

Message searchOptionsProblem(const SearchOptions& options)
{
    const auto reason = [](const char* text) { return Message("Search", text); };
    const Enhancements& e = options.enhancements;
    const Enhancements depthAndChoices{.depth = e.depth, .scoring = e.scoring, .evaluation = e.evaluation};
    if (algorithmEntry(options.algorithm).searchesChance() && e != depthAndChoices) {
        return reason(QT_TRANSLATE_NOOP("Search",
            "expectiminimax and Star1 take a depth limit and the game's evaluation, no table or other "
            "enhancement"));
    }
    if ((options.lowBound != kNoValue || options.highBound != kNoValue) && options.algorithm != Algorithm::Star1)
        return reason(QT_TRANSLATE_NOOP("Search", "bounds on the leaf values are Star1's: choose --algorithm star1"));
    if (options.lowBound != kNoValue && options.highBound != kNoValue && options.lowBound > options.highBound)
        return reason(QT_TRANSLATE_NOOP("Search", "the lower bound on the leaf values is above the upper one"));
    // Star1's exact sums of outcomes need each outcome's own value, never a bound in its place.
    if (options.failHard && !algorithmEntry(options.algorithm).alphaBeta)
        return reason(
            QT_TRANSLATE_NOOP("Search", "fail-hard is a form of alpha-beta: choose alphabeta or negamax-alphabeta"));
    if (e.depth > kMaxDepthLimit)
        return reason(QT_TRANSLATE_NOOP("Search", "the depth limit must lie between 1 and 10,000"));
    if (!usesWindow(options.algorithm) && (e.pvs || e.aspiration > 0 || e.killers || e.history))
        return reason(
            QT_TRANSLATE_NOOP("Search", "PVS, aspiration windows, killer moves and history need a form of alpha-beta"));
    if (e.aspiration < 0)
        return reason(QT_TRANSLATE_NOOP("Search", "the aspiration window cannot be negative"));
    if (e.aspiration > 0 && !e.iterative)
        return reason(QT_TRANSLATE_NOOP(
            "Search", "aspiration windows centre on the previous iteration's score: they need iterative deepening"));
    if (e.tableSize > 0 && !e.table)
        return reason(QT_TRANSLATE_NOOP("Search", "a table size needs the transposition table"));
    if (e.timeLimit > kMaxTimeLimit)
        return reason(QT_TRANSLATE_NOOP("Search", "the time limit must lie between 1 ms and an hour (3,600,000 ms)"));
    if ((e.timeLimit > 0 || e.nodeLimit > 0) && !e.iterative)
        return reason(QT_TRANSLATE_NOOP("Search",
            "a time limit needs iterative deepening: when time is up, the last iteration that finished answers"));
    return {};
}

std::string searchOptionsName(const SearchOptions& options, const ChoiceNames& choices)
{
    std::string text(algorithmTitle(options.algorithm));
    if (options.failHard && usesWindow(options.algorithm))
        text += ", fail-hard";
    return text + enhancementsName(options.enhancements, choices);
}

std::string limitWords(const Enhancements& e)
{
    return limitMessage(e).english();
}

std::string enhancementsName(const Enhancements& e, const ChoiceNames& choices)
{
    std::string text;
    for (const Message& words : enhancementsWords(e, choices))
        text += ", " + words.english();
    return text;
}

} // namespace gtl
