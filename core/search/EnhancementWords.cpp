// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/EnhancementWords.h"

#include "core/search/ChoiceNames.h"
#include "core/search/EnhancementTable.h"

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
    for (const EnhancementSetting* setting : settingsInOrderOf(&EnhancementSetting::wordRank)) {
        Message said = setting->type == EnhancementSetting::Type::Choice
            ? (isOn(*setting, e) ? choices.words(setting->choice, ChoiceNames::field(e, setting->choice)) : Message())
            : setting->words(e);
        if (!said.empty())
            words.push_back(std::move(said));
    }
    return words;
}

} // namespace gtl
