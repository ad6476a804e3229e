// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <bit>
#include <cstdint>

namespace gtl {

/// A playout's reward in fixed point, kRewardOne for a win, half of it for a draw: sums of
/// rewards stay exact, so a replay undoes a back-up to the very value it had.
using Reward = std::int32_t;
inline constexpr Reward kRewardOne = 1 << 16;

/// A node's mean reward in [0, 1]: @p sum rewards over @p visits (0 when unvisited).
constexpr double meanReward(std::int64_t sum, std::uint32_t visits)
{
    return visits == 0 ? 0.0 : double(sum) / (double(visits) * kRewardOne);
}

/// A real number stored in an event's 32-bit field, and read back.
inline std::int32_t packReal(double value)
{
    return std::bit_cast<std::int32_t>(float(value));
}
inline double unpackReal(std::int32_t packed)
{
    return double(std::bit_cast<float>(packed));
}

} // namespace gtl
