// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <CLI/CLI.hpp>

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

/// The small readers and checks the option table builds its options from.
namespace gtl::app::optionvalues {

/// @p text in quotes, with anything unprintable escaped: how a refused value is quoted.
std::string echoed(std::string_view text);
std::string joined(const std::vector<std::string>& words, const char* separator);
std::string toLower(std::string text);
/// A validator for a file name that must end in one of @p suffixes, whatever its case.
CLI::Validator endsIn(std::vector<std::string> suffixes, std::string sentence);
/// A whole number from @p text, all of it.
std::optional<long long> wholeNumber(const std::string& text);

/// An option whose value is one of @p choices: the words are its type in the help, and any
/// other value is refused with the list.
template <typename T>
CLI::Option* addChoice(CLI::App& app, const std::string& name, T& target,
    const std::vector<std::pair<std::string, T>>& choices, const std::string& help)
{
    std::vector<std::string> words;
    for (const auto& choice : choices)
        words.push_back(choice.first);
    const auto read = [&target, choices](const std::string& value) {
        for (const auto& [word, meaning] : choices) {
            if (word == value)
                target = meaning;
        }
    };
    const auto check = [words](std::string& value) -> std::string {
        return std::find(words.begin(), words.end(), value) != words.end()
            ? std::string()
            : echoed(value) + " is not one of " + joined(words, ", ");
    };
    return app.add_option_function<std::string>(name, read, help)
        ->type_name(joined(words, "|"))
        ->check(CLI::Validator(check, ""));
}

} // namespace gtl::app::optionvalues
