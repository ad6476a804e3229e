// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/Message.h"
#include "core/search/ChoiceNames.h"
#include "core/search/EnhancementWords.h"
#include "core/search/Enhancements.h"
#include "core/tree/Value.h"

#include <array>
#include <cstdint>
#include <string_view>

namespace gtl {

/// One setting of the enhancements a search adds, as the places that read and write settings
/// know it: its key in a tree file's "enhancements" and in the window's remembered settings
/// (and the key settings of earlier versions used), what kind of value it holds, what it
/// requires, how that value is read from and written to Enhancements, how a search's name words
/// it, and which counters and panels show what it does. Those places iterate kEnhancementSettings
/// instead of naming the fields, so that a new enhancement is a row here and its code in the
/// search routine.
struct EnhancementSetting {
    enum class Type {
        /// On or off: a member of Enhancements that is a bool.
        Switch,
        /// A whole number from 0 to a highest value.
        Number,
        /// One of the game's choices (ChoiceNames), written by its name.
        Choice,
        /// Which entry a full slot of a fixed-size table keeps: "always" or "depth".
        Replacement,
    };

    /// The member of a tree file's "enhancements" ("table_size").
    std::string_view fileKey;
    /// Its key in the window's settings ("run/tableSize").
    std::string_view settingsKey;
    Type type;
    /// The switch it means nothing without (a table's size without the table), or nullptr.
    bool Enhancements::*needs = nullptr;
    /// Choice: the switch settings of earlier versions kept for the first choice beyond the
    /// game's own, read where the setting itself is not there ("run/fastWins"), or "".
    std::string_view earlierSwitchKey = {};
    /// Switch: the member it turns on.
    bool Enhancements::*flag = nullptr;
    /// Number: the highest value it takes, and how it is read and set.
    std::uint64_t highest = 0;
    std::uint64_t (*number)(const Enhancements&) = nullptr;
    void (*setNumber)(Enhancements&, std::uint64_t) = nullptr;
    /// Choice: which of the game's choices.
    ChoiceKind choice = ChoiceKind::Order;
    /// On the command line: the option, its value's name, the least it takes there, its help,
    /// and its place among the search options (1, 2, …); 0 for a setting declared with the
    /// depth, the game's choices or the limits, whose help differs from command to command.
    std::string_view option = {};
    std::string_view optionValue = {};
    std::uint64_t lowest = 0;
    std::string_view help = {};
    int optionRank = 0;
    /// The option it means nothing without on the command line ("--tt-size"), or "".
    std::string_view needsOption = {};
    /// What it adds to a search's name ("table of 16"), or an empty message when it adds
    /// nothing; a choice is worded by the game's ChoiceNames instead. A row may word a setting
    /// it goes with: the table its size, the time limit the node limit.
    Message (*words)(const Enhancements&) = nullptr;
    /// Its place among the words of a search's name (1, 2, …).
    int wordRank = 0;
    /// The counters (and their panels) that show what it does while it is on: "horizon",
    /// "iteration", "table", "researches". A counter may belong to several rows.
    std::array<std::string_view, 2> shows = {};
    /// Whether, while it is on, the moves are tried in an order other than the game's own.
    bool reordersMoves = false;
};

/// Whether @p setting differs from the plain search in @p enhancements: a switch on, a number
/// above 0, a choice other than the game's own, a table that keeps the deeper entry.
bool isOn(const EnhancementSetting& setting, const Enhancements& enhancements);

/// Whether a row that is on in @p enhancements shows the counter @p counter.
bool showsCounter(const Enhancements& enhancements, std::string_view counter);

/// Whether a row that is on in @p enhancements changes the order the moves are tried in.
bool reordersMoves(const Enhancements& enhancements);

/// Every setting, in the order a tree file writes them.
inline constexpr EnhancementSetting kEnhancementSettings[] = {
    {.fileKey = "depth",
        .settingsKey = "run/depth",
        .type = EnhancementSetting::Type::Number,
        .highest = kMaxDepthLimit,
        .number = [](const Enhancements& e) { return std::uint64_t(e.depth); },
        .setNumber = [](Enhancements& e, std::uint64_t n) { e.depth = std::uint32_t(n); },
        .words =
            [](const Enhancements& e) {
                return e.depth == 0 ? Message()
                                    : Message("Enhancements", QT_TRANSLATE_NOOP("Enhancements", "depth {depth}"))
                                          .arg("depth", std::to_string(e.depth));
            },
        .wordRank = 1,
        .shows = {"horizon"}},
    {.fileKey = "scoring",
        .settingsKey = "run/scoring",
        .type = EnhancementSetting::Type::Choice,
        .earlierSwitchKey = "run/fastWins",
        .choice = ChoiceKind::Scoring,
        .wordRank = 2},
    {.fileKey = "order",
        .settingsKey = "run/order",
        .type = EnhancementSetting::Type::Choice,
        .earlierSwitchKey = "run/centreFirst",
        .choice = ChoiceKind::Order,
        .wordRank = 4,
        .reordersMoves = true},
    {.fileKey = "evaluation",
        .settingsKey = "run/evaluation",
        .type = EnhancementSetting::Type::Choice,
        .choice = ChoiceKind::Evaluation,
        .wordRank = 3},
    {.fileKey = "table",
        .settingsKey = "run/table",
        .type = EnhancementSetting::Type::Switch,
        .flag = &Enhancements::table,
        .option = "--tt",
        .help = "a transposition table (depth, value, exact/lower/upper bound, best move), probed before the moves",
        .optionRank = 1,
        .words =
            [](const Enhancements& e) {
                if (!e.table)
                    return Message();
                if (e.tableSize == 0)
                    return Message("Enhancements", QT_TRANSLATE_NOOP("Enhancements", "table"));
                return Message("Enhancements", QT_TRANSLATE_NOOP("Enhancements", "table of {size}"))
                    .arg("size", std::to_string(e.tableSize));
            },
        .wordRank = 5,
        .shows = {"table"},
        .reordersMoves = true},
    {.fileKey = "killers",
        .settingsKey = "run/killers",
        .type = EnhancementSetting::Type::Switch,
        .flag = &Enhancements::killers,
        .option = "--killers",
        .help = "try killer moves (two per ply) first",
        .optionRank = 4,
        .words =
            [](const Enhancements& e) {
                return e.killers ? Message("Enhancements", QT_TRANSLATE_NOOP("Enhancements", "killers")) : Message();
            },
        .wordRank = 6,
        .reordersMoves = true},
    {.fileKey = "history",
        .settingsKey = "run/history",
        .type = EnhancementSetting::Type::Switch,
        .flag = &Enhancements::history,
        .option = "--history",
        .help = "try moves with a history of cut-offs first",
        .optionRank = 5,
        .words =
            [](const Enhancements& e) {
                return e.history ? Message("Enhancements", QT_TRANSLATE_NOOP("Enhancements", "history")) : Message();
            },
        .wordRank = 7,
        .reordersMoves = true},
    {.fileKey = "iterative",
        .settingsKey = "run/iterative",
        .type = EnhancementSetting::Type::Switch,
        .flag = &Enhancements::iterative,
        .option = "--iterative",
        .help = "search to depth 1, 2, ... the limit, keeping the table",
        .optionRank = 6,
        .words =
            [](const Enhancements& e) {
                return e.iterative ? Message("Enhancements", QT_TRANSLATE_NOOP("Enhancements", "iterative"))
                                   : Message();
            },
        .wordRank = 8,
        .shows = {"iteration", "horizon"}},
    {.fileKey = "pvs",
        .settingsKey = "run/pvs",
        .type = EnhancementSetting::Type::Switch,
        .flag = &Enhancements::pvs,
        .option = "--pvs",
        .help = "principal variation search: later moves with a null window, searched again when one fails high",
        .optionRank = 8,
        .words =
            [](const Enhancements& e) {
                return e.pvs ? Message("Enhancements", QT_TRANSLATE_NOOP("Enhancements", "PVS")) : Message();
            },
        .wordRank = 11,
        .shows = {"researches"}},
    {.fileKey = "table_size",
        .settingsKey = "run/tableSize",
        .type = EnhancementSetting::Type::Number,
        .needs = &Enhancements::table,
        .highest = std::uint64_t(1) << 24,
        .number = [](const Enhancements& e) { return std::uint64_t(e.tableSize); },
        .setNumber = [](Enhancements& e, std::uint64_t n) { e.tableSize = std::size_t(n); },
        .option = "--tt-size",
        .optionValue = "N",
        .lowest = 1,
        .help = "with --tt: a table of N entries instead of an unbounded one",
        .optionRank = 2},
    {.fileKey = "table_replace",
        .settingsKey = "run/keepDeeper",
        .type = EnhancementSetting::Type::Replacement,
        .option = "--tt-replace",
        .help = "with --tt-size: a full slot takes every new entry, or only one searched at least as deep",
        .optionRank = 3,
        .needsOption = "--tt-size"},
    {.fileKey = "aspiration",
        .settingsKey = "run/aspiration",
        .type = EnhancementSetting::Type::Number,
        .needs = &Enhancements::iterative,
        .highest = std::uint64_t(kMaxLeafValue),
        .number = [](const Enhancements& e) { return std::uint64_t(e.aspiration); },
        .setNumber = [](Enhancements& e, std::uint64_t n) { e.aspiration = int(n); },
        .option = "--aspiration",
        .optionValue = "D",
        .lowest = 1,
        .help = "with --iterative: each iteration in a window of +-D around the last score",
        .optionRank = 7,
        .words =
            [](const Enhancements& e) {
                return e.aspiration <= 0
                    ? Message()
                    : Message("Enhancements", QT_TRANSLATE_NOOP("Enhancements", "aspiration ±{window}"))
                          .arg("window", std::to_string(e.aspiration));
            },
        .wordRank = 9,
        .shows = {"researches"}},
    {.fileKey = "time_limit",
        .settingsKey = "run/timeLimit",
        .type = EnhancementSetting::Type::Number,
        .needs = &Enhancements::iterative,
        .highest = kMaxTimeLimit,
        .number = [](const Enhancements& e) { return std::uint64_t(e.timeLimit); },
        .setNumber = [](Enhancements& e, std::uint64_t n) { e.timeLimit = std::uint32_t(n); },
        .words =
            [](const Enhancements& e) {
                return e.timeLimit == 0 && e.nodeLimit == 0
                    ? Message()
                    : Message("Enhancements", QT_TRANSLATE_NOOP("Enhancements", "limit {limit}"))
                          .arg("limit", limitMessage(e));
            },
        .wordRank = 10},
    {.fileKey = "node_limit",
        .settingsKey = "run/nodeLimit",
        .type = EnhancementSetting::Type::Number,
        .needs = &Enhancements::iterative,
        .highest = std::uint64_t(1) << 40,
        .number = [](const Enhancements& e) { return e.nodeLimit; },
        .setNumber = [](Enhancements& e, std::uint64_t n) { e.nodeLimit = n; }},
};

} // namespace gtl
