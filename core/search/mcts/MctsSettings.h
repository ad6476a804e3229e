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
    /// As many iterations as the window records and its box offers on any game: about fifteen
    /// steps an iteration on Connect Four, a hundred at the very most, well inside the steps a
    /// trace may have. More are refused there, never cut short.
    static constexpr std::uint32_t kMaxWindowIterations = 100'000;
    /// The largest seed the window's box holds (a whole number of 32 bits).
    static constexpr std::uint64_t kMaxWindowSeed = 2'147'483'647;

    std::uint32_t iterations = kDefaultIterations;
    std::uint64_t seed = 1;
    double exploration = std::numbers::sqrt2;
    bool operator==(const MctsSettings&) const = default;
};

} // namespace gtl
