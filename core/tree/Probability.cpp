// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tree/Probability.h"

#include <charconv>
#include <numeric>

namespace gtl {
namespace {

std::optional<std::uint64_t> whole(std::string_view digits)
{
    if (digits.empty() || digits.size() > 10)
        return std::nullopt;
    std::uint64_t value = 0;
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
    if (ec != std::errc() || end != digits.data() + digits.size())
        return std::nullopt;
    return value;
}

} // namespace

std::string Probability::text() const
{
    // A denominator of the form 2^a 5^b gives a decimal that ends.
    std::uint64_t scale = 1;
    int places = 0;
    while (places < 9 && scale % denominator != 0) {
        scale *= 10;
        ++places;
    }
    if (scale % denominator != 0)
        return std::to_string(numerator) + "/" + std::to_string(denominator);
    const std::uint64_t scaled = std::uint64_t(numerator) * (scale / denominator);
    if (places == 0)
        return std::to_string(scaled);
    std::string digits = std::to_string(scaled % scale);
    digits.insert(0, std::size_t(places) - digits.size(), '0');
    return std::to_string(scaled / scale) + "." + digits;
}

Probability Probability::reduced(std::uint64_t numerator, std::uint64_t denominator)
{
    const std::uint64_t common = std::gcd(numerator, denominator);
    return {std::uint32_t(numerator / common), std::uint32_t(denominator / common)};
}

std::optional<std::pair<std::uint64_t, std::uint64_t>> Probability::read(
    std::string_view text, std::string_view denominatorText)
{
    if (!denominatorText.empty() || text.find('.') == std::string_view::npos) {
        const auto numerator = whole(text);
        const auto denominator = denominatorText.empty() ? std::optional<std::uint64_t>(1) : whole(denominatorText);
        if (!numerator || !denominator || *numerator > kMaxTerm || *denominator > kMaxTerm)
            return std::nullopt;
        return std::pair(*numerator, *denominator);
    }
    const std::size_t dot = text.find('.');
    const std::string_view integer = text.substr(0, dot);
    const std::string_view fraction = text.substr(dot + 1);
    if (fraction.empty() || fraction.size() > 9 || (integer.size() > 1))
        return std::nullopt;
    const auto units = integer.empty() ? std::optional<std::uint64_t>(0) : whole(integer);
    const auto part = whole(fraction);
    if (!units || !part)
        return std::nullopt;
    std::uint64_t scale = 1;
    for (std::size_t i = 0; i < fraction.size(); ++i)
        scale *= 10;
    return std::pair(*units * scale + *part, scale);
}

} // namespace gtl
