// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/Message.h"
#include "core/games/MoveList.h"
#include "core/search/ChoiceNames.h"
#include "core/search/EnhancementWords.h"
#include "core/search/Enhancements.h"
#include "core/tree/Value.h"

#include <array>
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

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

    /// The member of a tree file's "enhancements" ("table_size"), and its place among them
    /// (1, 2, …): files are written in the order they always were.
    std::string_view fileKey;
    int fileRank;
    /// Whether a file leaves it out while it is off: the settings added since files first held
    /// enhancements, so that a file that does not use them is what it always was.
    bool fileOmitsWhenOff = false;
    /// Its key in the window's settings ("run/tableSize").
    std::string_view settingsKey;
    Type type;
    /// The switch it means nothing without (a table's size without the table), or nullptr.
    bool Enhancements::*needs = nullptr;
    /// Whether it means nothing without a depth limit (quiescence, which starts at the horizon).
    bool needsDepthLimit = false;
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
    /// On the command line, in the table's order: the option, its value's name, the least it
    /// takes there and its help; no option for a setting declared with the depth, the game's
    /// choices or the limits, whose help differs from command to command.
    std::string_view option = {};
    std::string_view optionValue = {};
    std::uint64_t lowest = 0;
    std::string_view help = {};
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
    /// What refuses it (marked QT_TRANSLATE_NOOP("Search", …)): a number above its highest,
    /// and it without the switch it needs; nullptr for a setting that is only set aside then.
    const char* rangeSentence = nullptr;
    const char* needsSentence = nullptr;
    /// Whether it needs a window of bounds to narrow: a form of alpha-beta.
    bool needsWindow = false;
    /// In the window (marked with QT_TRANSLATE_NOOP("SearchSettings", …)): its title, in
    /// sentence case with the key that reaches it after '&' ("&Transposition table"), and what
    /// it does, for a tool tip.
    const char* title = nullptr;
    const char* tip = nullptr;
    /// Number: how a value is written ("{n} entries"), what 0 means ("unbounded"), and the
    /// values a menu offers.
    const char* valueWords = "{n}";
    const char* noneWords = nullptr;
    /// Number: how a menu writes a value whose words are more than a number in valueWords
    /// ("0.5 s" for 500 ms), or nullptr.
    Message (*valueMessage)(std::uint64_t) = nullptr;
    std::span<const std::uint64_t> offered = {};
    /// Whether a menu or an editor sets it apart from the row before it with a line.
    bool startsSection = false;
};

/// Whether @p setting differs from the plain search in @p enhancements: a switch on, a number
/// above 0, a choice other than the game's own, a table that keeps the deeper entry.
bool isOn(const EnhancementSetting& setting, const Enhancements& enhancements);

/// The rows that have a place in the order @p rank gives (fileRank, wordRank), in that order.
std::vector<const EnhancementSetting*> settingsInOrderOf(int EnhancementSetting::*rank);

/// Whether @p enhancements take what @p setting needs (the switch a table size needs).
bool isAvailable(const EnhancementSetting& setting, const Enhancements& enhancements);

/// Sets to 0 each number whose row needs a switch that is off in @p enhancements (a table size
/// without the table): what an editor makes of a value it keeps for when the switch is on again.
void clearUnavailable(Enhancements& enhancements);

/// Why no search takes @p enhancements, or an empty message: a number out of its range, a
/// setting without the switch it needs, or one that narrows a window in a search without one
/// (@p windowed false). The rows say it; searchOptionsProblem adds what is not an enhancement's.
Message enhancementsProblem(const Enhancements& enhancements, bool windowed);

/// Whether a row that is on in @p enhancements shows the counter @p counter.
bool showsCounter(const Enhancements& enhancements, std::string_view counter);

/// Whether a row that is on in @p enhancements changes the order the moves are tried in.
bool reordersMoves(const Enhancements& enhancements);

inline constexpr std::uint64_t kOfferedDepths[] = {0, 1, 2, 3, 4, 5, 6, 7, 8};
inline constexpr std::uint64_t kOfferedTableSizes[] = {0, 4, 16, 64};
inline constexpr std::uint64_t kOfferedAspirations[] = {0, 1, 2, 5};
inline constexpr std::uint64_t kOfferedTimeLimits[] = {0, 100, 500, 1000, 5000};
inline constexpr std::uint64_t kOfferedNodeLimits[] = {0, 1'000, 10'000, 100'000};
inline constexpr std::uint64_t kOfferedQuiescencePlies[] = {0, 2, 4, 16};
inline constexpr std::uint64_t kOfferedBeams[] = {0, 1, 2, 3};
inline constexpr std::uint64_t kOfferedNullMoves[] = {0, 1, 2, 3};

/// Every setting, in the order the window and the command line offer them.
inline constexpr EnhancementSetting kEnhancementSettings[] = {
    {.fileKey = "depth",
        .fileRank = 1,
        .settingsKey = "run/depth",
        .type = EnhancementSetting::Type::Number,
        .highest = kMaxDepthLimit,
        .number = [](const Enhancements& e) { return std::uint64_t(e.depth); },
        .setNumber = [](Enhancements& e, std::uint64_t n) { e.depth = std::uint32_t(n); },
        .option = "--depth",
        .words =
            [](const Enhancements& e) {
                return e.depth == 0 ? Message()
                                    : Message("Enhancements", QT_TRANSLATE_NOOP("Enhancements", "depth {depth}"))
                                          .arg("depth", std::to_string(e.depth));
            },
        .wordRank = 1,
        .shows = {"horizon"},
        .rangeSentence = QT_TRANSLATE_NOOP("Search", "the depth limit must lie between 1 and 10,000"),
        .title = QT_TRANSLATE_NOOP("SearchSettings", "&Depth limit"),
        .tip = QT_TRANSLATE_NOOP("SearchSettings",
            "Positions this many moves below the start are scored by the game's evaluation; none searches to the end"),
        .noneWords = QT_TRANSLATE_NOOP("SearchSettings", "none: the whole tree"),
        .offered = kOfferedDepths},
    {.fileKey = "quiescence",
        .fileRank = 15,
        .fileOmitsWhenOff = true,
        .settingsKey = "run/quiescence",
        .type = EnhancementSetting::Type::Switch,
        .needsDepthLimit = true,
        .flag = &Enhancements::quiescence,
        .option = "--quiescence",
        .help = "with --depth: a position on the horizon with forcing moves stands pat on its evaluation and "
                "searches only those moves",
        .words =
            [](const Enhancements& e) {
                if (!e.quiescence)
                    return Message();
                if (e.quiescenceDepth == 0)
                    return Message("Enhancements", QT_TRANSLATE_NOOP("Enhancements", "quiescence"));
                return Message("Enhancements", QT_TRANSLATE_NOOP("Enhancements", "quiescence {plies}"))
                    .arg("plies", std::to_string(e.quiescenceDepth));
            },
        .wordRank = 12,
        .shows = {"horizon", "quiescence"},
        .needsSentence = QT_TRANSLATE_NOOP(
            "Search", "quiescence search continues past the horizon: it needs a depth limit (--depth N)"),
        .title = QT_TRANSLATE_NOOP("SearchSettings", "&Quiescence search"),
        .tip = QT_TRANSLATE_NOOP("SearchSettings",
            "A position on the horizon with forcing moves is not scored at once: it stands pat on its evaluation, "
            "which the side to move may accept, and searches only its forcing moves")},
    {.fileKey = "quiescence_depth",
        .fileRank = 16,
        .fileOmitsWhenOff = true,
        .settingsKey = "run/quiescenceDepth",
        .type = EnhancementSetting::Type::Number,
        .needs = &Enhancements::quiescence,
        .highest = kMaxQuiescencePlies,
        .number = [](const Enhancements& e) { return std::uint64_t(e.quiescenceDepth); },
        .setNumber = [](Enhancements& e, std::uint64_t n) { e.quiescenceDepth = std::uint32_t(n); },
        .option = "--quiescence-depth",
        .optionValue = "Q",
        .lowest = 1,
        .help = "with --quiescence: at most Q plies past the horizon (default 8)",
        .needsOption = "--quiescence",
        .rangeSentence
        = QT_TRANSLATE_NOOP("Search", "quiescence goes at most 64 plies past the horizon: choose 1 to 64 plies"),
        .needsSentence = QT_TRANSLATE_NOOP("Search", "a quiescence depth needs quiescence search (--quiescence)"),
        .title = QT_TRANSLATE_NOOP("SearchSettings", "Q&uiescence depth"),
        .tip = QT_TRANSLATE_NOOP(
            "SearchSettings", "How many plies past the horizon quiescence search follows forcing moves at most"),
        .valueWords = QT_TRANSLATE_NOOP("SearchSettings", "{n} plies"),
        .noneWords = QT_TRANSLATE_NOOP("SearchSettings", "8 plies (default)"),
        .offered = kOfferedQuiescencePlies},
    {.fileKey = "beam",
        .fileRank = 17,
        .fileOmitsWhenOff = true,
        .settingsKey = "run/beam",
        .type = EnhancementSetting::Type::Number,
        .needsDepthLimit = true,
        .highest = MoveList::kCapacity,
        .number = [](const Enhancements& e) { return std::uint64_t(e.beam); },
        .setNumber = [](Enhancements& e, std::uint64_t n) { e.beam = std::uint32_t(n); },
        .option = "--beam",
        .optionValue = "W",
        .lowest = 1,
        .help = "with --depth: forward pruning, not exact: above the horizon search only the W moves whose "
                "positions the evaluation likes best for the mover, dropping the others",
        .words =
            [](const Enhancements& e) {
                return e.beam == 0 ? Message()
                                   : Message("Enhancements", QT_TRANSLATE_NOOP("Enhancements", "beam {width}"))
                                         .arg("width", std::to_string(e.beam));
            },
        .wordRank = 13,
        .shows = {"dropped"},
        .rangeSentence = QT_TRANSLATE_NOOP("Search", "a beam keeps 1 to 256 moves"),
        .needsSentence = QT_TRANSLATE_NOOP(
            "Search", "a beam keeps the best-looking moves above the horizon: it needs a depth limit (--depth N)"),
        .title = QT_TRANSLATE_NOOP("SearchSettings", "&Beam width"),
        .tip = QT_TRANSLATE_NOOP("SearchSettings",
            "Forward pruning, not exact: above the horizon only this many moves are searched, those the evaluation "
            "likes best for the side to move; the others are dropped and may hold the best move"),
        .valueWords = QT_TRANSLATE_NOOP("SearchSettings", "{n} moves"),
        .noneWords = QT_TRANSLATE_NOOP("SearchSettings", "off: every move"),
        .offered = kOfferedBeams,
        .startsSection = true},
    {.fileKey = "lmr",
        .fileRank = 18,
        .fileOmitsWhenOff = true,
        .settingsKey = "run/lmr",
        .type = EnhancementSetting::Type::Switch,
        .needsDepthLimit = true,
        .flag = &Enhancements::lmr,
        .option = "--lmr",
        .help = "with --depth: late move reductions, not exact: moves after the first three searched a ply "
                "shallower with a null window, again at full depth when one beats alpha",
        .words =
            [](const Enhancements& e) {
                return e.lmr ? Message("Enhancements", QT_TRANSLATE_NOOP("Enhancements", "late move reductions"))
                             : Message();
            },
        .wordRank = 14,
        .shows = {"reduced", "researches"},
        .needsSentence = QT_TRANSLATE_NOOP("Search",
            "late move reductions search late moves a ply shallower: they need a depth limit "
            "(--depth N)"),
        .needsWindow = true,
        .title = QT_TRANSLATE_NOOP("SearchSettings", "Late mo&ve reductions"),
        .tip = QT_TRANSLATE_NOOP("SearchSettings",
            "Forward pruning, not exact: moves after the first three are searched a ply shallower with a null window, "
            "and again at full depth only when one beats alpha; a quiet move that needs the ply may be missed")},
    {.fileKey = "null_move",
        .fileRank = 19,
        .fileOmitsWhenOff = true,
        .settingsKey = "run/nullMove",
        .type = EnhancementSetting::Type::Number,
        .needsDepthLimit = true,
        .highest = kMaxNullMoveReduction,
        .number = [](const Enhancements& e) { return std::uint64_t(e.nullMove); },
        .setNumber = [](Enhancements& e, std::uint64_t n) { e.nullMove = std::uint32_t(n); },
        .option = "--null-move",
        .optionValue = "R",
        .lowest = 1,
        .help = "with --depth, on a game: null-move pruning, not exact: the side to move passes and a search R plies "
                "shallower with a null window at beta says whether the position still reaches beta; if so it is cut",
        .words =
            [](const Enhancements& e) {
                return e.nullMove == 0
                    ? Message()
                    : Message("Enhancements", QT_TRANSLATE_NOOP("Enhancements", "null move R = {plies}"))
                          .arg("plies", std::to_string(e.nullMove));
            },
        .wordRank = 15,
        .shows = {"nullmove"},
        .rangeSentence = QT_TRANSLATE_NOOP("Search", "null-move pruning searches 1 to 8 plies shallower after a pass"),
        .needsSentence = QT_TRANSLATE_NOOP(
            "Search", "null-move pruning searches a pass a few plies shallower: it needs a depth limit (--depth N)"),
        .needsWindow = true,
        .title = QT_TRANSLATE_NOOP("SearchSettings", "Null move: p&ass and search less"),
        .tip = QT_TRANSLATE_NOOP("SearchSettings",
            "Forward pruning, not exact: the side to move passes, and a search this many plies shallower with a null "
            "window at beta says whether the position still reaches beta; if so it is cut unsearched. In zugzwang, "
            "where passing would be best, the guess is wrong"),
        .valueWords = QT_TRANSLATE_NOOP("SearchSettings", "{n} plies less"),
        .noneWords = QT_TRANSLATE_NOOP("SearchSettings", "off"),
        .offered = kOfferedNullMoves},
    {.fileKey = "table",
        .fileRank = 5,
        .settingsKey = "run/table",
        .type = EnhancementSetting::Type::Switch,
        .flag = &Enhancements::table,
        .option = "--tt",
        .help = "a transposition table (depth, value, exact/lower/upper bound, best move), probed before the moves",
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
        .reordersMoves = true,
        .title = QT_TRANSLATE_NOOP("SearchSettings", "&Transposition table"),
        .tip = QT_TRANSLATE_NOOP("SearchSettings",
            "File each searched position with its depth, value, bound (=, ≥, ≤) and best move; answer a position "
            "searched before from the table"),
        .startsSection = true},
    {.fileKey = "table_size",
        .fileRank = 10,
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
        .needsSentence = QT_TRANSLATE_NOOP("Search", "a table size needs the transposition table"),
        .title = QT_TRANSLATE_NOOP("SearchSettings", "Table si&ze"),
        .tip = QT_TRANSLATE_NOOP("SearchSettings",
            "A table of this many slots, each holding one position, so that positions compete for them"),
        .valueWords = QT_TRANSLATE_NOOP("SearchSettings", "{n} entries"),
        .noneWords = QT_TRANSLATE_NOOP("SearchSettings", "unbounded"),
        .offered = kOfferedTableSizes},
    {.fileKey = "table_replace",
        .fileRank = 11,
        .settingsKey = "run/keepDeeper",
        .type = EnhancementSetting::Type::Replacement,
        .needs = &Enhancements::table,
        .option = "--tt-replace",
        .help = "with --tt-size: a full slot takes every new entry, or only one searched at least as deep",
        .needsOption = "--tt-size",
        .title = QT_TRANSLATE_NOOP("SearchSettings", "Keep deepe&r entries"),
        .tip = QT_TRANSLATE_NOOP(
            "SearchSettings", "A full slot of a fixed-size table keeps an entry searched deeper than the new one")},
    {.fileKey = "order",
        .fileRank = 3,
        .settingsKey = "run/order",
        .type = EnhancementSetting::Type::Choice,
        .earlierSwitchKey = "run/centreFirst",
        .choice = ChoiceKind::Order,
        .option = "--order",
        .wordRank = 4,
        .reordersMoves = true,
        .title = QT_TRANSLATE_NOOP("SearchSettings", "Static &order"),
        .tip = QT_TRANSLATE_NOOP("SearchSettings",
            "The order the moves are tried in before any other heuristic: the game's own or one it offers"),
        .startsSection = true},
    {.fileKey = "killers",
        .fileRank = 6,
        .settingsKey = "run/killers",
        .type = EnhancementSetting::Type::Switch,
        .flag = &Enhancements::killers,
        .option = "--killers",
        .help = "try killer moves (two per ply) first",
        .words =
            [](const Enhancements& e) {
                return e.killers ? Message("Enhancements", QT_TRANSLATE_NOOP("Enhancements", "killers")) : Message();
            },
        .wordRank = 6,
        .reordersMoves = true,
        .needsWindow = true,
        .title = QT_TRANSLATE_NOOP("SearchSettings", "&Killer moves"),
        .tip = QT_TRANSLATE_NOOP("SearchSettings", "Try first the two latest moves that caused a cut-off at this ply")},
    {.fileKey = "history",
        .fileRank = 7,
        .settingsKey = "run/history",
        .type = EnhancementSetting::Type::Switch,
        .flag = &Enhancements::history,
        .option = "--history",
        .help = "try moves with a history of cut-offs first",
        .words =
            [](const Enhancements& e) {
                return e.history ? Message("Enhancements", QT_TRANSLATE_NOOP("Enhancements", "history")) : Message();
            },
        .wordRank = 7,
        .reordersMoves = true,
        .needsWindow = true,
        .title = QT_TRANSLATE_NOOP("SearchSettings", "&History heuristic"),
        .tip = QT_TRANSLATE_NOOP("SearchSettings", "Try first the moves that caused the most cut-offs")},
    {.fileKey = "iterative",
        .fileRank = 8,
        .settingsKey = "run/iterative",
        .type = EnhancementSetting::Type::Switch,
        .flag = &Enhancements::iterative,
        .option = "--iterative",
        .help = "search to depth 1, 2, ... the limit, keeping the table",
        .words =
            [](const Enhancements& e) {
                return e.iterative ? Message("Enhancements", QT_TRANSLATE_NOOP("Enhancements", "iterative"))
                                   : Message();
            },
        .wordRank = 8,
        .shows = {"iteration", "horizon"},
        .title = QT_TRANSLATE_NOOP("SearchSettings", "&Iterative deepening"),
        .tip = QT_TRANSLATE_NOOP(
            "SearchSettings", "Search to depth 1, 2, … up to the limit, keeping the table between them"),
        .startsSection = true},
    {.fileKey = "aspiration",
        .fileRank = 12,
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
        .words =
            [](const Enhancements& e) {
                return e.aspiration <= 0
                    ? Message()
                    : Message("Enhancements", QT_TRANSLATE_NOOP("Enhancements", "aspiration ±{window}"))
                          .arg("window", std::to_string(e.aspiration));
            },
        .wordRank = 9,
        .shows = {"researches"},
        .rangeSentence = QT_TRANSLATE_NOOP("Search", "the aspiration window cannot be negative"),
        .needsSentence = QT_TRANSLATE_NOOP(
            "Search", "aspiration windows centre on the previous iteration's score: they need iterative deepening"),
        .needsWindow = true,
        .title = QT_TRANSLATE_NOOP("SearchSettings", "Aspiration &window"),
        .tip = QT_TRANSLATE_NOOP("SearchSettings",
            "With iterative deepening: each depth searched in a window this wide on either side of the last score, "
            "and again in full when the score falls outside"),
        //: An aspiration window's width on either side of the last score: "±25".
        .valueWords = QT_TRANSLATE_NOOP("SearchSettings", "±{n}"),
        .noneWords = QT_TRANSLATE_NOOP("SearchSettings", "off"),
        .offered = kOfferedAspirations},
    {.fileKey = "time_limit",
        .fileRank = 13,
        .settingsKey = "run/timeLimit",
        .type = EnhancementSetting::Type::Number,
        .needs = &Enhancements::iterative,
        .highest = kMaxTimeLimit,
        .number = [](const Enhancements& e) { return std::uint64_t(e.timeLimit); },
        .setNumber = [](Enhancements& e, std::uint64_t n) { e.timeLimit = std::uint32_t(n); },
        .option = "--time-limit",
        .words =
            [](const Enhancements& e) {
                return e.timeLimit == 0 && e.nodeLimit == 0
                    ? Message()
                    : Message("Enhancements", QT_TRANSLATE_NOOP("Enhancements", "limit {limit}"))
                          .arg("limit", limitMessage(e));
            },
        .wordRank = 10,
        .rangeSentence = QT_TRANSLATE_NOOP("Search", "the time limit must lie between 1 ms and an hour (3,600,000 ms)"),
        .needsSentence = QT_TRANSLATE_NOOP("Search",
            "a time limit needs iterative deepening: when time is up, the last iteration that finished answers"),
        .title = QT_TRANSLATE_NOOP("SearchSettings", "Time &limit"),
        .tip = QT_TRANSLATE_NOOP("SearchSettings",
            "With iterative deepening: when time is up, the running iteration is abandoned and the last one that "
            "finished answers"),
        .valueWords = QT_TRANSLATE_NOOP("SearchSettings", "{n} ms"),
        .noneWords = QT_TRANSLATE_NOOP("SearchSettings", "none"),
        .valueMessage
        = [](std::uint64_t milliseconds) { return limitMessage({.timeLimit = std::uint32_t(milliseconds)}); },
        .offered = kOfferedTimeLimits},
    {.fileKey = "node_limit",
        .fileRank = 14,
        .settingsKey = "run/nodeLimit",
        .type = EnhancementSetting::Type::Number,
        .needs = &Enhancements::iterative,
        .highest = std::uint64_t(1) << 40,
        .number = [](const Enhancements& e) { return e.nodeLimit; },
        .setNumber = [](Enhancements& e, std::uint64_t n) { e.nodeLimit = n; },
        .option = "--node-limit",
        .needsSentence = QT_TRANSLATE_NOOP("Search",
            "a node limit needs iterative deepening: when it is reached, the last iteration that finished answers"),
        .title = QT_TRANSLATE_NOOP("SearchSettings", "&Node limit"),
        .tip = QT_TRANSLATE_NOOP("SearchSettings",
            "With iterative deepening: after this many positions the running iteration is abandoned and the last one "
            "that finished answers, at the same step every run"),
        .valueWords = QT_TRANSLATE_NOOP("SearchSettings", "{n} positions"),
        .noneWords = QT_TRANSLATE_NOOP("SearchSettings", "none"),
        .offered = kOfferedNodeLimits},
    {.fileKey = "pvs",
        .fileRank = 9,
        .settingsKey = "run/pvs",
        .type = EnhancementSetting::Type::Switch,
        .flag = &Enhancements::pvs,
        .option = "--pvs",
        .help = "principal variation search: later moves with a null window, searched again when one fails high",
        .words =
            [](const Enhancements& e) {
                return e.pvs ? Message("Enhancements", QT_TRANSLATE_NOOP("Enhancements", "PVS")) : Message();
            },
        .wordRank = 11,
        .shows = {"researches"},
        .needsWindow = true,
        .title = QT_TRANSLATE_NOOP("SearchSettings", "&Principal variation search"),
        .tip = QT_TRANSLATE_NOOP("SearchSettings",
            "Search the first move with the full window and the rest with a null window, again when one fails high")},
    {.fileKey = "scoring",
        .fileRank = 2,
        .settingsKey = "run/scoring",
        .type = EnhancementSetting::Type::Choice,
        .earlierSwitchKey = "run/fastWins",
        .choice = ChoiceKind::Scoring,
        .option = "--scoring",
        .wordRank = 2,
        .title = QT_TRANSLATE_NOOP("SearchSettings", "S&coring"),
        .tip = QT_TRANSLATE_NOOP("SearchSettings", "How a finished game scores: the game's own way or one it offers"),
        .startsSection = true},
    {.fileKey = "evaluation",
        .fileRank = 4,
        .settingsKey = "run/evaluation",
        .type = EnhancementSetting::Type::Choice,
        .choice = ChoiceKind::Evaluation,
        .option = "--evaluation",
        .wordRank = 3,
        .title = QT_TRANSLATE_NOOP("SearchSettings", "&Evaluation"),
        .tip = QT_TRANSLATE_NOOP("SearchSettings",
            "How a position at the depth limit is scored: the game's own evaluation or one it offers")},
};

} // namespace gtl
