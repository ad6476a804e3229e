// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace gtl {

/// The exact probability of a chance node's outcome: a reduced fraction in (0, 1]. Exact, so
/// that expected values stay exact fractions and the outcomes of a chance node add up to 1
/// without rounding.
struct Probability {
    /// The largest numerator or denominator the tree text takes (decimals have up to 9 places).
    static constexpr std::uint32_t kMaxTerm = 1'000'000'000;

    std::uint32_t numerator = 1;
    std::uint32_t denominator = 1;

    bool operator==(const Probability&) const = default;
    double toDouble() const { return double(numerator) / double(denominator); }
    /// As tree text writes it and parse() reads it back: "0.25" when the decimal ends within
    /// 9 places, else "1/6".
    std::string text() const;
    /// @p numerator / @p denominator reduced; both must be positive.
    static Probability reduced(std::uint64_t numerator, std::uint64_t denominator);
    /// Reads "0.25", ".5", "1", "1/6" (the part after '/' in @p denominatorText, empty for a
    /// decimal); nothing when it is no such number or a term passes kMaxTerm. The value may lie
    /// outside (0, 1]: the caller says what is wrong with it.
    static std::optional<std::pair<std::uint64_t, std::uint64_t>> read(
        std::string_view text, std::string_view denominatorText);
};

} // namespace gtl
