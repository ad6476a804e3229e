// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <numbers>

namespace gtl {

/// How Monte Carlo tree search runs: how many iterations, the seed of its playouts' random
/// moves (the same seed gives the same run) and the exploration constant C of UCB1.
struct MctsSettings {
    static constexpr std::uint32_t kDefaultIterations = 1'000;
    static constexpr std::uint32_t kMaxIterations = 1'000'000;
    static constexpr double kMaxExploration = 100;

    std::uint32_t iterations = kDefaultIterations;
    std::uint64_t seed = 1;
    double exploration = std::numbers::sqrt2;
    bool operator==(const MctsSettings&) const = default;
};

} // namespace gtl
