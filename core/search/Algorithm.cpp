// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/Algorithm.h"

#include "core/base/Message.h"
#include "core/search/ChoiceNames.h"
#include "core/search/EnhancementTable.h"
#include "core/search/EnhancementWords.h"
#include "core/search/SearchFamilyEntry.h"

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
    if (const auto ownProblem = familyEntry(options.algorithm).optionsProblem) {
        if (Message problem = ownProblem(options); !problem.empty())
            return problem;
    }
    if ((options.lowBound != kNoValue || options.highBound != kNoValue)
        && !algorithmEntry(options.algorithm).leafBounds)
        return reason(QT_TRANSLATE_NOOP("Search", "bounds on the leaf values are Star1's: choose --algorithm star1"));
    if (options.lowBound != kNoValue && options.highBound != kNoValue && options.lowBound > options.highBound)
        return reason(QT_TRANSLATE_NOOP("Search", "the lower bound on the leaf values is above the upper one"));
    // Star1's exact sums of outcomes need each outcome's own value, never a bound in its place.
    if (options.failHard && !algorithmEntry(options.algorithm).alphaBeta)
        return reason(
            QT_TRANSLATE_NOOP("Search", "fail-hard is a form of alpha-beta: choose alphabeta or negamax-alphabeta"));
    return enhancementsProblem(e, usesWindow(options.algorithm));
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
