// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/ConfigurationTable.h"

#include "core/base/Counted.h"

#include <nlohmann/json.hpp>

#include <cstdio>

namespace gtl {
namespace {

std::string bestMoveOf(const Game& game, const SearchCounts& result)
{
    return result.hasMove ? game.moveName(result.bestMove) : "-";
}

std::string milliseconds(double ms)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.2f", ms);
    return text;
}

/// @p text padded with spaces to @p width characters (not bytes: ± is two).
std::string padded(std::string text, std::size_t width, bool right)
{
    std::size_t chars = 0;
    for (char c : text)
        chars += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    const std::string pad(chars < width ? width - chars : 0, ' ');
    return right ? pad + text : text + pad;
}

} // namespace

std::vector<SearchOptions> standardConfigurations(std::uint32_t depth, std::size_t scoring, std::size_t orders)
{
    SearchOptions base;
    base.algorithm = algorithmNamed("negamax-alphabeta");
    base.enhancements.depth = depth;
    base.enhancements.scoring = scoring;
    std::vector<SearchOptions> list;
    SearchOptions plain = base;
    plain.algorithm = algorithmNamed("negamax");
    list.push_back(plain);
    for (std::size_t order = 0; order <= orders; ++order) {
        for (const bool table : {false, true}) {
            for (const bool iterative : {false, true}) {
                SearchOptions options = base;
                options.enhancements.order = order;
                options.enhancements.table = table;
                options.enhancements.iterative = iterative;
                list.push_back(options);
            }
        }
    }
    SearchOptions heuristics = base;
    heuristics.enhancements.killers = heuristics.enhancements.history = true;
    list.push_back(heuristics);
    SearchOptions pvs = base;
    pvs.enhancements.order = orders;
    pvs.enhancements.table = pvs.enhancements.pvs = true;
    list.push_back(pvs);
    SearchOptions aspiration = pvs;
    aspiration.enhancements.pvs = false;
    aspiration.enhancements.iterative = true;
    aspiration.enhancements.aspiration = 1;
    list.push_back(aspiration);
    return list;
}

std::size_t labScoring(const ChoiceNames& choices)
{
    return choices.of(ChoiceKind::Scoring).empty() ? 0 : 1;
}

void runConfigurations(const Game& game, const std::vector<SearchOptions>& configurations,
    std::vector<ConfigurationRow>& rows, SearchWatch watch)
{
    for (const SearchOptions& options : configurations)
        rows.push_back({options, searchCounts(game, options, watch)});
}

std::vector<ConfigurationRow> runConfigurations(
    const Game& game, const std::vector<SearchOptions>& configurations, const std::atomic<bool>* cancel)
{
    std::vector<ConfigurationRow> rows;
    runConfigurations(game, configurations, rows, {.cancel = cancel});
    return rows;
}

std::string ConfigurationTable::configurationName(SearchOptions options, const ChoiceNames& choices)
{
    options.enhancements.depth = 0;
    options.enhancements.scoring = 0;
    return searchOptionsName(options, choices);
}

std::string ConfigurationTable::text(const Game& game, const std::vector<ConfigurationRow>& rows)
{
    const ChoiceNames choices(game);
    std::size_t nameWidth = 13;
    for (const ConfigurationRow& row : rows)
        nameWidth = std::max(nameWidth, configurationName(row.options, choices).size());
    std::string out = padded("configuration", nameWidth, false) + padded("nodes", 10, true)
        + padded("cut-offs", 10, true) + padded("table hits", 12, true) + padded("re-searches", 13, true)
        + padded("value", 7, true) + padded("move", 6, true) + padded("ms", 10, true) + "\n";
    for (const ConfigurationRow& row : rows) {
        const SearchCounts& r = row.result;
        out += padded(configurationName(row.options, choices), nameWidth, false) + padded(grouped(r.enters), 10, true)
            + padded(grouped(r.cutoffs), 10, true) + padded(grouped(r.tableExact + r.tableBounds), 12, true)
            + padded(grouped(r.researches), 13, true) + padded(formatValue(r.value), 7, true)
            + padded(bestMoveOf(game, r), 6, true) + padded(milliseconds(r.ms), 10, true) + "\n";
    }
    return out;
}

std::string ConfigurationTable::json(const Game& game, const std::vector<ConfigurationRow>& rows)
{
    const ChoiceNames choices(game);
    nlohmann::ordered_json out = nlohmann::ordered_json::array();
    for (const ConfigurationRow& row : rows) {
        const SearchCounts& r = row.result;
        out.push_back(
            {{"configuration", configurationName(row.options, choices)}, {"depth", row.options.enhancements.depth},
                {"enters", r.enters}, {"cutoffs", r.cutoffs}, {"table_exact", r.tableExact},
                {"table_bounds", r.tableBounds}, {"table_cutoffs", r.tableCutoffs}, {"researches", r.researches},
                {"overwritten", r.overwritten}, {"collisions", r.collisions}, {"value", r.value},
                {"best_move", r.hasMove ? nlohmann::ordered_json(game.moveName(r.bestMove)) : nullptr}, {"ms", r.ms}});
    }
    return out.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
}

std::string ConfigurationTable::csv(const Game& game, const std::vector<ConfigurationRow>& rows)
{
    const ChoiceNames choices(game);
    std::string out = "configuration,depth,enters,cutoffs,table_exact,table_bounds,table_cutoffs,researches,"
                      "overwritten,collisions,value,best_move,ms\n";
    for (const ConfigurationRow& row : rows) {
        const SearchCounts& r = row.result;
        out += "\"" + configurationName(row.options, choices) + "\"," + std::to_string(row.options.enhancements.depth)
            + "," + std::to_string(r.enters) + "," + std::to_string(r.cutoffs) + "," + std::to_string(r.tableExact)
            + "," + std::to_string(r.tableBounds) + "," + std::to_string(r.tableCutoffs) + ","
            + std::to_string(r.researches) + "," + std::to_string(r.overwritten) + "," + std::to_string(r.collisions)
            + "," + std::to_string(r.value) + "," + bestMoveOf(game, r) + "," + milliseconds(r.ms) + "\n";
    }
    return out;
}

} // namespace gtl
