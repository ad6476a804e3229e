// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/HeadlessCommands.h"
#include "app/ExitStatus.h"

#include "app/ChoiceOptions.h"
#include "app/MatchCommand.h"
#include "app/SolveCommand.h"
#include "app/UnreadOptions.h"
#include "app/WatchedRun.h"
#include "core/base/Counted.h"
#include "core/content/BuiltInLessons.h"
#include "core/content/Catalogue.h"
#include "core/content/PositionTree.h"
#include "core/games/GameRegistry.h"
#include "core/games/TreeGame.h"
#include "core/io/TraceExport.h"
#include "core/io/TreeFile.h"
#include "core/io/TreeTextWriter.h"
#include "core/search/ConfigurationTable.h"
#include "core/search/GameSummary.h"
#include "core/search/Search.h"
#include "core/search/SearchCancelled.h"
#include "core/search/TraceTooLong.h"

namespace gtl::app {
namespace {

int trace(const CommandLine& given, const GameTree& tree, std::ostream& out, std::ostream& err)
{
    CommandLine cl = given;
    // Unless told otherwise, a tree with chance nodes (or a game of dice's start) is searched by expectiminimax.
    cl.search.algorithm = UnreadOptions::algorithmFor(cl, tree);
    SearchOptions options = cl.search;
    std::string problem = UnreadOptions::problem(cl, options.algorithm);
    if (problem.empty())
        problem = ChoiceOptions::resolve(cl, tree, options);
    if (problem.empty())
        problem = Search::problem(tree, options).english();
    if (!problem.empty()) {
        err << "gametree-lab: " << problem << "\n";
        return exit_status::kRefused;
    }
    Trace trace;
    try {
        if (cl.summary && GameSummary::applies(tree, options))
            trace = GameSummary::run(tree, options);
        else
            trace = cl.summary ? Search::runFiguresOnly(tree, options) : Search::run(tree, options);
    } catch (const TraceTooLong& tooLong) {
        err << "gametree-lab: " << tooLong.what() << "\n";
        return exit_status::kRefused;
    }
    if (!cl.summary && trace.events.size() > TraceExport::kMaxPrintedSteps) {
        err << "gametree-lab: the trace has " << grouped(trace.events.size()) << " steps, more than the "
            << grouped(TraceExport::kMaxPrintedSteps)
            << " trace prints: use --summary for the figures alone, or give fewer iterations or a smaller depth\n";
        return exit_status::kRefused;
    }
    const GameTree& searched = trace.searchedTree(tree);
    switch (cl.format) {
    case CommandLine::Format::Text: TraceExport::text(out, searched, trace, cl.summary); break;
    case CommandLine::Format::Json: TraceExport::json(out, searched, trace, cl.summary); break;
    case CommandLine::Format::Csv: TraceExport::csv(out, searched, trace, cl.summary); break;
    }
    return 0;
}

/// Runs @p configurations on @p game into @p rows on a thread of its own, within @p limits'
/// time and positions, while this thread watches Ctrl-C and writes a progress line on a
/// terminal. When it stops before the last row it says so on @p err, with how far it got.
Stop watchedLab(const Game& game, const std::vector<SearchOptions>& configurations, const Enhancements& limits,
    std::vector<ConfigurationRow>& rows, std::ostream& err)
{
    std::atomic<bool> cancel{false};
    std::atomic<std::uint64_t> entered{0};
    const RunClock clock;
    const InterruptHandler handler;
    auto finished = std::async(std::launch::async, [&] {
        try {
            runConfigurations(
                game, configurations, rows, {.cancel = &cancel, .entered = &entered, .enteredLimit = limits.nodeLimit});
            return true;
        } catch (const SearchCancelled&) {
            return false;
        }
    });
    const Stop watched = watchUntilReady(
        finished, cancel, limits.timeLimit, clock,
        [&] { return "lab: " + counted(entered, "position", "positions") + ", " + clock.words(); },
        progressTerminal(err));
    if (finished.get())
        return Stop::None;
    const Stop stop = watched == Stop::None ? Stop::NodeLimit : watched;
    // A search stops on the position past the node limit: that one is not searched.
    const std::uint64_t positions = stop == Stop::NodeLimit ? limits.nodeLimit : entered.load();
    const std::string got = std::to_string(rows.size()) + " of "
        + counted(configurations.size(), "configuration", "configurations") + ", "
        + counted(positions, "position", "positions") + ", " + clock.words();
    if (stop == Stop::Interrupted)
        err << "gametree-lab: lab stopped after " << got << "; the rows finished follow\n";
    else
        err << "gametree-lab: the lab stopped at the "
            << (stop == Stop::TimeLimit ? "time limit of " + grouped(limits.timeLimit) + " ms"
                                        : "node limit of " + counted(limits.nodeLimit, "position", "positions"))
            << " after " << got << "; the rows finished follow\n";
    return stop;
}

/// The lab table over the game the tree is: a game's own when the tree is of one (from its
/// root's position, so that the search explores the game itself), else the tree as given.
int lab(const CommandLine& cl, const GameTree& tree, std::ostream& out, std::ostream& err)
{
    if (tree.hasChance()) {
        err << "gametree-lab: the lab compares alpha-beta's enhancements, which cannot search a tree with chance "
               "nodes: use trace --algorithm expectiminimax or --algorithm star1\n";
        return exit_status::kRefused;
    }
    const GameKind* kind = GameRegistry::of(tree);
    const auto played = GameRegistry::gameFromRoot(tree);
    const bool isGame = played != nullptr;
    const TreeGame abstract(tree);
    const Game& game = played ? *played : static_cast<const Game&>(abstract);
    const std::uint32_t height = std::max(1u, tree.height());
    if (const NodeId missing = isGame || !cl.depth ? kNoNode : abstract.missingEvaluation(*cl.depth);
        missing != kNoNode) {
        err << "gametree-lab: --depth " << *cl.depth << ": " << tree.path(missing)
            << " is on the horizon and has moves, but no static evaluation: give it one in the tree text, "
            << "as in (3, 12, 8)[5], or search to depth " << height << "\n";
        return exit_status::kRefused;
    }
    if (const Message tooBig = Search::depthNeeded(tree, cl.depth.value_or(0)); !tooBig.empty()) {
        err << "gametree-lab: " << tooBig.english() << "\n";
        return exit_status::kRefused;
    }
    // The lab scores by the game's first scoring beyond its own unless told otherwise.
    const ChoiceNames choices(game);
    SearchOptions chosen;
    chosen.enhancements.scoring = labScoring(choices);
    if (const std::string problem = ChoiceOptions::resolve(cl, tree, chosen); !problem.empty()) {
        err << "gametree-lab: " << problem << "\n";
        return exit_status::kRefused;
    }
    const std::uint32_t depth = cl.depth.value_or(isGame ? kind->longestGame() : height);
    const auto configurations
        = standardConfigurations(depth, chosen.enhancements.scoring, choices.of(ChoiceKind::Order).size());
    std::vector<ConfigurationRow> rows;
    const Stop stop = watchedLab(game, configurations, cl.search.enhancements, rows, err);
    switch (cl.format) {
    case CommandLine::Format::Text: out << ConfigurationTable::text(game, rows); break;
    case CommandLine::Format::Json: out << ConfigurationTable::json(game, rows); break;
    case CommandLine::Format::Csv: out << ConfigurationTable::csv(game, rows); break;
    }
    return stop == Stop::None       ? exit_status::kSuccess
        : stop == Stop::Interrupted ? exit_status::kInterrupted
                                    : exit_status::kStoppedAtLimit;
}

int printTree(const CommandLine& cl, TreeDocument loaded, std::ostream& out, std::ostream& err)
{
    // The start of a game no one builds whole would print as one leaf: say so, as a search does.
    if (const Message tooBig = Search::depthNeeded(*loaded.tree, 0); !tooBig.empty()) {
        err << "gametree-lab: " << tooBig.english() << ", with trace, which grows the tree that deep\n";
        return exit_status::kRefused;
    }
    if (cl.format != CommandLine::Format::Json) {
        out << toTreeText(*loaded.tree) << "\n";
        return 0;
    }
    out << TreeFile::write(loaded);
    return 0;
}

/// The column two past the longest of @p items' names, where what follows a name lines up.
template <typename Items> std::size_t columnPast(const Items& items)
{
    std::size_t longest = 0;
    for (const auto& item : items)
        longest = std::max(longest, item.name.size());
    return longest + 2;
}

/// @p name followed by spaces up to @p column.
std::string inColumn(std::string_view name, std::size_t column)
{
    return std::string(name) + std::string(column - name.size(), ' ');
}

int listPresets(std::ostream& out)
{
    const std::size_t column = columnPast(Catalogue::presets());
    for (const Preset& preset : Catalogue::presets()) {
        const GameTree tree = preset.build();
        out << inColumn(preset.name, column) << preset.title << " (" << counted(tree.size(), "node", "nodes") << ")\n";
    }
    return 0;
}

int listLessons(std::ostream& out)
{
    const std::vector<BuiltInLessons::Entry> lessons = BuiltInLessons::list();
    const std::size_t column = columnPast(lessons);
    for (const BuiltInLessons::Entry& entry : lessons) {
        const auto outline = BuiltInLessons::outline(entry.name);
        const GameTree tree = Catalogue::findPreset(outline->presetName)->build();
        const Trace trace = Search::run(tree, outline->options);
        const auto lesson = BuiltInLessons::make(entry.name, trace.searchedTree(tree), trace);
        out << inColumn(entry.name, column) << entry.title << " (" << counted(lesson->stops.size(), "stop", "stops")
            << ")\n";
    }
    return 0;
}

/// The tree a command works on. A trace of a game's position loads only the root when its
/// search grows its own tree from there (to a depth), or when only its figures are asked for
/// and the game can count them (GameSummary), instead of the whole game tree. (Without a
/// depth, the search goes as deep as the whole tree is high.)
Result<TreeDocument> loadFor(const CommandLine& cl)
{
    const bool summarized = cl.summary && !cl.search.enhancements.any();
    if (cl.command != CommandLine::Command::Trace || cl.source.kind != TreeSource::Kind::Game
        || (!growsFromRoot(cl.search) && !summarized))
        return cl.source.load();
    auto root = cl.source.load(TreeSource::Extent::RootOnly);
    if (!root || Search::growsTree(*root->tree, cl.search)
        || (summarized && GameSummary::applies(*root->tree, cl.search)))
        return root;
    return cl.source.load();
}

} // namespace

int HeadlessCommands::run(const CommandLine& cl, std::ostream& out, std::ostream& err)
{
    using C = CommandLine::Command;
    switch (cl.command) {
    case C::Help: out << cl.help; return 0;
    case C::Version: out << "gametree-lab " << GTL_VERSION << "\n"; return 0;
    case C::Presets: return listPresets(out);
    case C::Lessons: return listLessons(out);
    case C::Window: break;
    case C::Solve: return SolveCommand::run(cl, out, err);
    case C::Match: return MatchCommand::run(cl, out, err);
    case C::Trace:
    case C::Tree:
    case C::Lab: {
        auto loaded = loadFor(cl);
        if (!loaded) {
            err << "gametree-lab: " << loaded.error().toString()
                << "\nTry 'gametree-lab --help' for the tree sources.\n";
            return exit_status::kCannotReadOrWrite;
        }
        if (cl.command == C::Tree)
            return printTree(cl, std::move(*loaded), out, err);
        if (cl.command == C::Lab)
            return lab(cl, *loaded->tree, out, err);
        return trace(cl, *loaded->tree, out, err);
    }
    }
    err << "gametree-lab: this command needs the window\n";
    return exit_status::kRefused;
}

} // namespace gtl::app
