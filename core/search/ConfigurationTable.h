#pragma once

#include "core/games/Game.h"
#include "core/search/GameSearch.h"

#include <string>
#include <vector>

namespace gtl {

/// One row of the table of configurations: a configuration and what it found and cost.
struct ConfigurationRow {
    SearchOptions options;
    SearchCounts result;
};

/// The standard list of configurations at @p depth with @p scoring: negamax, then alpha-beta
/// in game order and (for tic-tac-toe, @p squares) centre first, each alone, with iterative
/// deepening, with the table, and with both; killers and history; PVS; aspiration windows.
std::vector<SearchOptions> standardConfigurations(std::uint32_t depth, Scoring scoring, bool squares);

/// Runs every configuration on @p game.
std::vector<ConfigurationRow> runConfigurations(const Game& game, const std::vector<SearchOptions>& configurations);

namespace ConfigurationTable {
/// A row's configuration without the depth and scoring every row shares.
std::string configurationName(SearchOptions options);
/// A table to read: one line per configuration.
std::string text(const Game& game, const std::vector<ConfigurationRow>& rows);
/// An array of objects with the options and the figures.
std::string json(const Game& game, const std::vector<ConfigurationRow>& rows);
std::string csv(const Game& game, const std::vector<ConfigurationRow>& rows);
} // namespace ConfigurationTable

} // namespace gtl
