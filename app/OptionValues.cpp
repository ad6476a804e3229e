// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/OptionValues.h"

#include "core/base/Printable.h"

#include <cctype>
#include <limits>

namespace gtl::app::optionvalues {

std::string echoed(std::string_view text)
{
    return "'" + printable(text) + "'";
}

std::string joined(const std::vector<std::string>& words, const char* separator)
{
    std::string text;
    for (const std::string& word : words)
        text += (text.empty() ? "" : separator) + word;
    return text;
}

std::string toLower(std::string text)
{
    std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return text;
}

CLI::Validator endsIn(std::vector<std::string> suffixes, std::string sentence)
{
    return CLI::Validator(
        [suffixes, sentence](std::string& value) -> std::string {
            const std::string lower = toLower(value);
            for (const std::string& suffix : suffixes) {
                if (lower.ends_with(suffix))
                    return std::string();
            }
            return echoed(value) + " must end in " + sentence;
        },
        "");
}

std::optional<long long> wholeNumber(const std::string& text)
{
    const auto number = readWholeNumber(std::string_view(text), 0LL, std::numeric_limits<long long>::max());
    return number ? std::optional(*number) : std::nullopt;
}

} // namespace gtl::app::optionvalues
