// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/teaching/mcts/MctsSettingsWords.h"

#include <locale>
#include <sstream>

namespace gtl {
namespace {

/// "0.2", "2", "1.41": an exploration constant as short as it is precise enough to tell apart.
std::string constantText(double c)
{
    std::ostringstream text;
    text.imbue(std::locale::classic());
    text.precision(3);
    text << c;
    return text.str();
}

} // namespace

std::vector<Message> MctsSettingsWords::words(const SearchOptions& options)
{
    return {Message("Comparisons", QT_TRANSLATE_NOOP("Comparisons", "C = {c}"))
                .arg("c", Message::decimal(constantText(options.mcts.exploration))),
        Message::counted("Comparisons", "%n iteration", QT_TRANSLATE_N_NOOP("Comparisons", "%n iterations"),
            options.mcts.iterations)};
}

} // namespace gtl
