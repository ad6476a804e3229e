// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tree/Value.h"

namespace gtl {

std::string formatValue(Value value, bool ascii)
{
    if (value == kNoValue)
        return {};
    if (value >= kInfinity)
        return ascii ? "+inf" : "+∞";
    if (value <= -kInfinity)
        return ascii ? "-inf" : "−∞";
    // For people, a minus sign that matches the one of −∞; for files, the ASCII hyphen.
    if (value < 0 && !ascii)
        return "−" + std::to_string(-std::int64_t(value));
    return std::to_string(value);
}

} // namespace gtl
