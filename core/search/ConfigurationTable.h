// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/Game.h"
#include "core/search/ChoiceNames.h"
#include "core/search/GameSearch.h"

#include <atomic>
#include <string>
#include <vector>

namespace gtl {

/// One row of the table of configurations: a configuration and what it found and cost.
struct ConfigurationRow {
    SearchOptions options;
    SearchCounts result;
};

/// The standard list of configurations at @p depth with scoring @p scoring: negamax, then
/// alpha-beta in the game's own order and in each of its @p orders static orders (its
/// Game::orderNames), each alone, with iterative deepening, with the table, and with both;
/// killers and history; PVS (in the last order); aspiration windows.
std::vector<SearchOptions> standardConfigurations(std::uint32_t depth, std::size_t scoring, std::size_t orders);

/// The scoring the lab uses unless told otherwise: the game's first beyond its own when it
/// offers one, else its own.
std::size_t labScoring(const ChoiceNames& choices);

/// Runs every configuration on @p game, appending each finished row to @p rows (so that a run
/// stopped part-way keeps the rows it finished). Throws SearchCancelled as @p watch says, in the
/// middle of a configuration too.
void runConfigurations(const Game& game, const std::vector<SearchOptions>& configurations,
    std::vector<ConfigurationRow>& rows, SearchWatch watch = {});
/// The rows of every configuration on @p game.
std::vector<ConfigurationRow> runConfigurations(
    const Game& game, const std::vector<SearchOptions>& configurations, const std::atomic<bool>* cancel = nullptr);

namespace ConfigurationTable {
/// A row's configuration without the depth and scoring every row shares, the game's choices
/// named by @p choices.
std::string configurationName(SearchOptions options, const ChoiceNames& choices);
/// A table to read: one line per configuration.
std::string text(const Game& game, const std::vector<ConfigurationRow>& rows);
/// An array of objects with the options and the figures.
std::string json(const Game& game, const std::vector<ConfigurationRow>& rows);
std::string csv(const Game& game, const std::vector<ConfigurationRow>& rows);
} // namespace ConfigurationTable

} // namespace gtl
