// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string>

namespace gtl {

/// Search values are 32-bit integers. Leaves are limited to ±kMaxLeafValue so that the
/// infinity sentinels, and the negation negamax applies to every value, never overflow.
using Value = std::int32_t;

inline constexpr Value kMaxLeafValue = 1'000'000'000;
inline constexpr Value kInfinity = 2'000'000'000;
/// Marks "no value yet" (a node not yet evaluated, or a bound a search does not use).
inline constexpr Value kNoValue = INT32_MIN;

/// Formats a value for people: "−∞", "+∞", "12", "-3", or "" for kNoValue.
/// @p ascii selects "-inf"/"+inf" instead of the Unicode infinity signs.
std::string formatValue(Value value, bool ascii = false);

} // namespace gtl
