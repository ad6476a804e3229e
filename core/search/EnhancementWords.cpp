// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/EnhancementWords.h"

#include "core/search/ChoiceNames.h"

#include <string>

namespace gtl {
namespace {

Message word(const char* text)
{
    return Message("Enhancements", text);
}

/// "0.5 s": a time limit in seconds, without trailing zeros.
Message seconds(std::uint32_t milliseconds)
{
    std::string time = std::to_string(milliseconds / 1000);
    if (const std::uint32_t rest = milliseconds % 1000; rest > 0) {
        std::string decimals = std::to_string(1000 + rest).substr(1);
        while (decimals.back() == '0')
            decimals.pop_back();
        time += "." + decimals;
    }
    return word(QT_TRANSLATE_NOOP("Enhancements", "{seconds} s")).arg("seconds", Message::decimal(time));
}

} // namespace

Message limitMessage(const Enhancements& e)
{
    const Message nodes = Message::counted(
        "Enhancements", "%n position", QT_TRANSLATE_N_NOOP("Enhancements", "%n positions"), e.nodeLimit);
    if (e.timeLimit == 0)
        return e.nodeLimit > 0 ? nodes : Message::verbatim("");
    if (e.nodeLimit == 0)
        return seconds(e.timeLimit);
    return word(QT_TRANSLATE_NOOP("Enhancements", "{time} or {nodes}"))
        .arg("time", seconds(e.timeLimit))
        .arg("nodes", nodes);
}

std::vector<Message> enhancementsWords(const Enhancements& e, const ChoiceNames& choices)
{
    std::vector<Message> words;
    if (e.depth > 0)
        words.push_back(word(QT_TRANSLATE_NOOP("Enhancements", "depth {depth}")).arg("depth", std::to_string(e.depth)));
    for (Message& chosen : choices.description(e))
        words.push_back(std::move(chosen));
    if (e.table && e.tableSize > 0)
        words.push_back(
            word(QT_TRANSLATE_NOOP("Enhancements", "table of {size}")).arg("size", std::to_string(e.tableSize)));
    else if (e.table)
        words.push_back(word(QT_TRANSLATE_NOOP("Enhancements", "table")));
    if (e.killers)
        words.push_back(word(QT_TRANSLATE_NOOP("Enhancements", "killers")));
    if (e.history)
        words.push_back(word(QT_TRANSLATE_NOOP("Enhancements", "history")));
    if (e.iterative)
        words.push_back(word(QT_TRANSLATE_NOOP("Enhancements", "iterative")));
    if (e.aspiration > 0) {
        words.push_back(word(QT_TRANSLATE_NOOP("Enhancements", "aspiration ±{window}"))
                            .arg("window", std::to_string(e.aspiration)));
    }
    if (e.timeLimit > 0 || e.nodeLimit > 0)
        words.push_back(word(QT_TRANSLATE_NOOP("Enhancements", "limit {limit}")).arg("limit", limitMessage(e)));
    if (e.pvs)
        words.push_back(word(QT_TRANSLATE_NOOP("Enhancements", "PVS")));
    return words;
}

} // namespace gtl
