// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/OptionValues.h"

#include "core/base/Printable.h"

#include <cctype>
#include <charconv>

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
    long long number = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), number);
    if (ec != std::errc() || end != text.data() + text.size())
        return std::nullopt;
    return number;
}

} // namespace gtl::app::optionvalues
