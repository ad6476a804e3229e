// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/WholeNumber.h"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <concepts>
#include <functional>
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
/// A whole number from @p text, all of it, within the range of a step or a size.
std::optional<long long> wholeNumber(const std::string& text);

/// An option whose value is a whole number from @p low to @p high, read by readWholeNumber and
/// handed to @p store: every numeric option is refused alike, saying what was given and what
/// is allowed. Its type in the help is @p type with the range ("N:1-10000").
template <std::integral T>
CLI::Option* addNumber(CLI::App& app, const std::string& name, const std::string& type, T low, T high,
    std::function<void(T)> store, const std::string& help)
{
    const auto check = [low, high](std::string& value) -> std::string {
        const auto number = readWholeNumber(std::string_view(value), low, high);
        return number ? std::string() : number.error().toString();
    };
    const auto read
        = [low, high, store](const std::string& value) { store(*readWholeNumber(std::string_view(value), low, high)); };
    return app.add_option_function<std::string>(name, read, help)
        ->type_name(type)
        ->check(CLI::Validator(check, std::to_string(low) + "-" + std::to_string(high)));
}

/// addNumber() into @p target.
template <std::integral T>
CLI::Option* addNumber(
    CLI::App& app, const std::string& name, const std::string& type, T& target, T low, T high, const std::string& help)
{
    return addNumber<T>(
        app, name, type, low, high, [&target](T number) { target = number; }, help);
}

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
