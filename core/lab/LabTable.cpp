#include "core/lab/LabTable.h"

#include "core/base/Counted.h"

#include <nlohmann/json.hpp>

#include <cstdio>

namespace gtl {
namespace {

std::string bestMoveOf(const Game& game, const LabResult& result)
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

std::vector<LabOptions> standardConfigurations(std::uint32_t depth, Scoring scoring, bool squares)
{
    LabOptions base;
    base.depth = depth;
    base.scoring = scoring;
    std::vector<LabOptions> list;
    LabOptions plain = base;
    plain.alphaBeta = false;
    list.push_back(plain);
    std::vector<StaticOrder> orders = {StaticOrder::Game};
    if (squares)
        orders.push_back(StaticOrder::CentreFirst);
    for (StaticOrder order : orders) {
        for (const bool table : {false, true}) {
            for (const bool iterative : {false, true}) {
                LabOptions options = base;
                options.order = order;
                options.table = table;
                options.iterative = iterative;
                list.push_back(options);
            }
        }
    }
    LabOptions heuristics = base;
    heuristics.killers = heuristics.history = true;
    list.push_back(heuristics);
    LabOptions pvs = base;
    pvs.order = orders.back();
    pvs.table = pvs.pvs = true;
    list.push_back(pvs);
    LabOptions aspiration = pvs;
    aspiration.pvs = false;
    aspiration.iterative = true;
    aspiration.aspiration = 1;
    list.push_back(aspiration);
    return list;
}

std::vector<LabRow> runLab(const Game& game, const std::vector<LabOptions>& configurations)
{
    std::vector<LabRow> rows;
    for (const LabOptions& options : configurations)
        rows.push_back({options, LabSearch(game, options).run()});
    return rows;
}

std::string LabTable::text(const Game& game, const std::vector<LabRow>& rows)
{
    std::size_t nameWidth = 13;
    for (const LabRow& row : rows)
        nameWidth = std::max(nameWidth, row.options.name().size());
    std::string out = padded("configuration", nameWidth, false) + padded("nodes", 10, true)
        + padded("cut-offs", 10, true) + padded("table hits", 12, true) + padded("re-searches", 13, true)
        + padded("value", 7, true) + padded("move", 6, true) + padded("ms", 10, true) + "\n";
    for (const LabRow& row : rows) {
        const LabResult& r = row.result;
        out += padded(row.options.name(), nameWidth, false) + padded(grouped(r.enters), 10, true)
            + padded(grouped(r.cutoffs), 10, true) + padded(grouped(r.tableExact + r.tableBounds), 12, true)
            + padded(grouped(r.researches), 13, true) + padded(formatValue(r.value), 7, true)
            + padded(bestMoveOf(game, r), 6, true) + padded(milliseconds(r.ms), 10, true) + "\n";
    }
    return out;
}

std::string LabTable::json(const Game& game, const std::vector<LabRow>& rows)
{
    nlohmann::ordered_json out = nlohmann::ordered_json::array();
    for (const LabRow& row : rows) {
        const LabResult& r = row.result;
        out.push_back({{"configuration", row.options.name()}, {"depth", row.options.depth}, {"enters", r.enters},
            {"cutoffs", r.cutoffs}, {"table_exact", r.tableExact}, {"table_bounds", r.tableBounds},
            {"table_cutoffs", r.tableCutoffs}, {"researches", r.researches}, {"overwritten", r.overwritten},
            {"value", r.value}, {"best_move", r.hasMove ? nlohmann::ordered_json(game.moveName(r.bestMove)) : nullptr},
            {"ms", r.ms}});
    }
    return out.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
}

std::string LabTable::csv(const Game& game, const std::vector<LabRow>& rows)
{
    std::string out = "configuration,depth,enters,cutoffs,table_exact,table_bounds,table_cutoffs,researches,"
                      "overwritten,value,best_move,ms\n";
    for (const LabRow& row : rows) {
        const LabResult& r = row.result;
        out += "\"" + row.options.name() + "\"," + std::to_string(row.options.depth) + "," + std::to_string(r.enters)
            + "," + std::to_string(r.cutoffs) + "," + std::to_string(r.tableExact) + "," + std::to_string(r.tableBounds)
            + "," + std::to_string(r.tableCutoffs) + "," + std::to_string(r.researches) + ","
            + std::to_string(r.overwritten) + "," + std::to_string(r.value) + "," + bestMoveOf(game, r) + ","
            + milliseconds(r.ms) + "\n";
    }
    return out;
}

} // namespace gtl
