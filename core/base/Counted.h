// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace gtl {

/// "12,345": a count with its thousands grouped, as English text writes it.
std::string grouped(std::uint64_t count);

/// "1 node", "549,946 nodes", "0 cut-offs": a count and its noun, singular only for one.
std::string counted(std::uint64_t count, std::string_view one, std::string_view many);

} // namespace gtl
