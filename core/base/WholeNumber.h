// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/Counted.h"
#include "core/base/Result.h"

#include <charconv>
#include <concepts>
#include <string>
#include <string_view>

namespace gtl {

namespace wholenumber {
/// "-1,000" or "1,000,000": a bound of a range as a message writes it.
template <std::integral T> std::string written(T number)
{
    if constexpr (std::signed_integral<T>) {
        if (number < 0)
            return "-" + grouped(std::uint64_t(0) - std::uint64_t(number));
    }
    return grouped(std::uint64_t(number));
}
/// Why @p text is no whole number from @p low to @p high: empty, not a number, or a number
/// (@p outOfRange) outside the range.
Message problem(std::string_view text, bool outOfRange, std::string low, std::string high);
} // namespace wholenumber

/// Reads all of @p text as a whole number from @p low to @p high: digits, with '-' before a
/// negative one, and nothing else (no space, '+', decimals or digit groups), so that "5 " or
/// "-1" never becomes another number than the one written. Every numeric option and field is
/// read by this one function, so that each refusal says alike what was given and what is
/// allowed: "'abc' is not a whole number (it must be between 1 and 1,000,000)".
template <std::integral T> Result<T> readWholeNumber(std::string_view text, T low, T high)
{
    const char* first = text.data();
    const char* last = text.data() + text.size();
    T number{};
    const auto [end, error] = std::from_chars(first, last, number);
    bool outOfRange = end == last && !text.empty() && error == std::errc::result_out_of_range;
    if (end == last && !text.empty() && error == std::errc()) {
        if (number >= low && number <= high)
            return number;
        outOfRange = true;
    }
    if constexpr (std::unsigned_integral<T>) {
        // A negative number is a number, only one below the range.
        const std::string_view digits = text.substr(text.empty() ? 0 : 1);
        outOfRange = outOfRange
            || (text.starts_with('-') && !digits.empty()
                && digits.find_first_not_of("0123456789") == std::string_view::npos);
    }
    return Result<T>::failure(
        wholenumber::problem(text, outOfRange, wholenumber::written(low), wholenumber::written(high)));
}

} // namespace gtl
