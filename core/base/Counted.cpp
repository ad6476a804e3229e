// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/base/Counted.h"

namespace gtl {

std::string grouped(std::uint64_t count)
{
    std::string digits = std::to_string(count);
    for (std::size_t at = digits.size(); at > 3; at -= 3)
        digits.insert(at - 3, 1, ',');
    return digits;
}

std::string counted(std::uint64_t count, std::string_view one, std::string_view many)
{
    return grouped(count) + " " + std::string(count == 1 ? one : many);
}

} // namespace gtl
