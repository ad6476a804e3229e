// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/OptionTable.h"

#include "app/ChanceOptions.h"
#include "app/ChoiceOptions.h"
#include "app/HelpFormatter.h"
#include "app/MatchCommand.h"
#include "app/MctsOptions.h"
#include "app/OptionValues.h"
#include "app/SolveCommand.h"
#include "app/UnreadOptions.h"
#include "app/WindowOptions.h"

#include "core/base/Counted.h"
#include "core/base/Printable.h"
#include "core/content/Catalogue.h"
#include "core/games/GameRegistry.h"
#include "core/search/EnhancementTable.h"
#include "core/search/Enhancements.h"

#include <algorithm>
#include <cctype>
#include <limits>
#include <map>

namespace gtl::app {
namespace {

using namespace optionvalues;

using C = CommandLine::Command;
using F = CommandLine::Format;

const char* const kSourceGroup = "SOURCE (one of)";
const char* const kSearchGroup = "SEARCH";
const char* const kWindowGroup = "WINDOW";
const char* const kLessonGroup = "LESSON";

/// Each game's source option: "--ttt", "--connect4", …
std::vector<std::string> gameOptions()
{
    std::vector<std::string> options;
    for (const GameKind* game : GameRegistry::games())
        options.emplace_back(game->names().option);
    return options;
}

/// The letters --to-move takes: every game's sides, each once.
std::string sideLetters()
{
    std::string letters;
    for (const GameKind* game : GameRegistry::games()) {
        for (char side : game->names().sides) {
            if (letters.find(side) == std::string::npos)
                letters += side;
        }
    }
    return letters;
}

/// The presets' names, or with @p takes only those of positions of the games it takes.
std::vector<std::string> presetNames(OptionTable::TakesGame takes)
{
    std::vector<std::string> names;
    for (const Preset& preset : Catalogue::presets()) {
        if (!takes || (preset.game && takes(*preset.game)))
            names.emplace_back(preset.name);
    }
    return names;
}

/// "--a, --b or --c".
std::string listed(const std::vector<std::string>& items)
{
    if (items.size() < 2)
        return joined(items, "");
    return joined(std::vector<std::string>(items.begin(), items.end() - 1), ", ") + " or " + items.back();
}

} // namespace

OptionTable::OptionTable(CommandLine& result)
    : result_(result)
    , app_("Game-tree search, made visible. Without a command the window opens (on the last preset or tree file "
           "unless a source is given); with --screenshot, --scene-json, --export or --handout it renders and "
           "exits.",
          "gametree-lab")
{
    app_.option_defaults()->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);
    app_.set_version_flag("--version", std::string("gametree-lab ") + GTL_VERSION, "the version");
    app_.set_help_flag("-h,--help", "this help (after a command: the command's help)");
    app_.require_subcommand(0, 1);
    // What no option takes is refused in finish(), which knows which command would take it.
    app_.allow_extras();
    app_.formatter(std::make_shared<HelpFormatter>());
    declareSources(app_, C::Window);
    declareSearch(app_);
    declareWindowOptions(app_, result_, kWindowGroup);
    declareLessonOptions(app_);

    CLI::App& trace = declareCommand("trace",
        "Run a search and print every step (or only the figures, with --summary). With enhancements (--depth, "
        "--tt, --pvs, ...) a node may be entered more than once; \"enters\" counts every time.",
        C::Trace);
    declareSources(trace, C::Trace);
    declareSearch(trace);
    declareFormat(trace, {"text", "json", "csv"});
    trace.add_flag("--summary", result_.summary, "only the figures, no events");

    CLI::App& tree = declareCommand("tree", "Print the tree in tree text, or as a .gtree.json file.", C::Tree);
    declareSources(tree, C::Tree);
    declareFormat(tree, {"text", "json"});

    CLI::App& lab = declareCommand("lab",
        "Run negamax and alpha-beta with the standard enhancements (move order, transposition table, iterative "
        "deepening, killers and history, PVS, aspiration windows) and print one row of figures each. --depth "
        "limits the search (by default a game's longest, a tree's height); lab scores by the first scoring a game "
        "offers unless told otherwise. On a terminal a progress line says how far it is; Ctrl-C stops it, with the "
        "rows finished so far.",
        C::Lab);
    declareSources(lab, C::Lab);
    declareDepthAndScoring(lab);
    declareLimits(lab, "give up after MS milliseconds, with the rows finished so far",
        "give up after N positions entered in all, with the rows finished so far");
    declareFormat(lab, {"text", "json", "csv"});

    CLI::App& solve = declareCommand("solve",
        "Solve a Connect Four or tic-tac-toe position exactly, untraced: the score of the position and of every "
        "move (0 a draw; a win 22 minus the discs the winner has placed, tic-tac-toe 6 minus its marks; a loss the "
        "negative), the best move, the positions searched and the time; a Sticks position by max^n, each player's "
        "score for the position and every move. On a terminal a progress line says how far it is; Ctrl-C stops "
        "it.",
        C::Solve);
    declareSources(solve, C::Solve, SolveCommand::takes);
    declareLimits(solve, "give up after MS milliseconds, saying how far the solve got",
        "give up after N positions searched, saying how far the solve got");
    declareFormat(solve, {"text", "json"});

    CLI::App& match = declareCommand("match",
        "Play two engines against each other from many openings, each opening twice with the seats swapped, and "
        "report the first engine's wins, draws and losses, its score, the Elo difference with its 95% interval "
        "(from the pairs of games, and from single games), and the likelihood that it is the stronger. The "
        "source is the position the random openings start from. On a terminal a progress line says how far it "
        "is; Ctrl-C stops it after the games being played, with what was played. Three engines or more (up to 8) "
        "play a round robin: every two a match of the same openings, reported as a crosstable. A game of several "
        "players (--sticks) takes one engine a seat and plays each opening once for each rotation of the engines "
        "through the seats.",
        C::Match);
    declareSources(match, C::Match, MatchCommand::takes);
    declareMatchOptions(match);
    declareFormat(match, {"text", "json"});

    declareCommand("presets", "List the preset trees.", C::Presets);
    declareCommand("lessons", "List the built-in lessons: guided tours with a caption at each stop.", C::Lessons);
    declareCommand("help", "This help; 'help COMMAND' prints the command's own, as 'COMMAND --help' does.", C::Help);
}

std::vector<CLI::App*> OptionTable::commands()
{
    std::vector<CLI::App*> all{&app_};
    for (CLI::App* command : app_.get_subcommands([](CLI::App*) { return true; }))
        all.push_back(command);
    return all;
}

std::vector<std::string> OptionTable::names(const CLI::Option& option) const
{
    const auto found = names_.find(&option);
    return found == names_.end() ? std::vector<std::string>() : found->second;
}

CLI::App& OptionTable::declareCommand(const char* name, const char* description, CommandLine::Command command)
{
    CLI::App* app = app_.add_subcommand(name, description);
    app->allow_extras();
    app->callback([this, command] { result_.command = command; });
    return *app;
}

/// Each source option is one line here, and each game in the registry adds its own (tic-tac-toe's
/// --ttt) beside them.
void OptionTable::declareSources(CLI::App& app, C command, TakesGame takes)
{
    using K = TreeSource::Kind;
    std::vector<std::pair<std::string, std::string>>& declared = sourceOptions_[command];
    const auto source = [&](const std::string& name, K kind, const std::string& type, const std::string& help,
                            const GameKind* game = nullptr, const std::string& named = {}) {
        declared.emplace_back(name, named.empty() ? type : named);
        return app
            .add_option_function<std::string>(
                name,
                [this, name, kind, game](const std::string& value) {
                    givenSources_.push_back({name, kind, value, game});
                },
                help)
            ->type_name(type)
            ->multi_option_policy(CLI::MultiOptionPolicy::Throw) // a second source is a mistake, not a choice
            ->group(kSourceGroup);
    };
    // Only the window is opened by a path alone, as a file manager opens a file.
    const std::string pathAlone = command == C::Window
        ? "; a path given first without --file, as a file manager opens a file, is read the same way"
        : "";
    const std::vector<std::string> presets = presetNames(takes);
    CLI::Option* preset = source(
        "--preset", K::Preset, "NAME", (takes ? "a preset position: " : "a preset tree: ") + joined(presets, ", "));
    names_[preset] = presets;
    if (takes) {
        source("--file", K::File, "PATH", "a .gtree.json file of a position of one of these games");
    } else {
        source("--tree", K::Text, "TEXT", "tree text, e.g. \"(A:(3,12,8), B:(2,4,6), C:(14,5,2))\"");
        source("--file", K::File, "PATH", "a .gtree.json file, or a file of tree text" + pathAlone);
    }
    std::vector<std::string> games;
    for (const GameKind* game : GameRegistry::games()) {
        if (takes && !takes(*game))
            continue;
        const GameKind::Names& names = game->names();
        games.emplace_back(names.option);
        source(games.back(), K::Game, std::string(names.optionValue),
            "a " + std::string(names.name) + " position: " + std::string(names.positionHelp), game);
    }
    if (!takes) {
        source("--random", K::Random, "B,D,SEED[,LOW,HIGH][,chance][,players=N[,sum=S]]",
            "a seeded random tree: branching B (or a range 2-4), depth D, leaf values in LOW..HIGH (default -9..9); "
            "chance: chance nodes at every other level; players=N: a score per player at each leaf, adding up to S "
            "with sum=S",
            nullptr, "B,D,SEED");
    }
    // The side to move is checked against the position's game once the source is known.
    std::vector<std::string> sides;
    for (char side : sideLetters())
        sides.emplace_back(1, side);
    app.add_option_function<std::string>(
           "--to-move", [this](const std::string& side) { result_.source.toMove = side[0]; },
           "with " + joined(games, " or ") + ": the side to move (inferred from the counts by default)")
        ->type_name(joined(sides, "|"))
        ->check(CLI::Validator(
            [sides](std::string& side) -> std::string {
                const std::string letter = side.size() == 1 ? std::string(1, char(std::toupper(side[0]))) : side;
                return std::find(sides.begin(), sides.end(), letter) != sides.end()
                    ? std::string()
                    : "must be " + joined(sides, " or ") + ", not " + echoed(side);
            },
            ""))
        ->group(kSourceGroup);
}

void OptionTable::declareSearch(CLI::App& app)
{
    std::vector<std::pair<std::string, Algorithm>> algorithms;
    for (const AlgorithmEntry& entry : kAlgorithms)
        algorithms.emplace_back(entry.name, entry.algorithm);
    addChoice(app, "--algorithm", result_.search.algorithm, algorithms,
        "the search (default alphabeta; on a tree with chance nodes {0.5: 1, 0.5: 2}, expectiminimax; star1 prunes "
        "there; mcts is Monte Carlo tree search; maxn and paranoid search trees of several players <3, 1, 2>)")
        ->group(kSearchGroup);
    declareChanceOptions(app, result_.search, kSearchGroup);
    declareMctsOptions(app, result_.search, kSearchGroup);
    app.add_flag("--fail-hard", result_.search.failHard, "alpha-beta forms return values clamped to the window")
        ->group(kSearchGroup);
    declareDepthAndScoring(app);
    ChoiceOptions::declare(app, result_, ChoiceKind::Order, kSearchGroup);
    ChoiceOptions::declare(app, result_, ChoiceKind::Evaluation, kSearchGroup);
    declareEnhancements(app);
    declareLimits(app,
        "with --iterative: after MS milliseconds abandon the running iteration; the last completed one answers",
        "with --iterative: the same after N positions entered, every run alike");
}

void OptionTable::declareEnhancements(CLI::App& app)
{
    Enhancements& e = result_.search.enhancements;
    std::map<std::string_view, CLI::Option*> declared;
    for (const EnhancementSetting& setting : kEnhancementSettings) {
        // A row without help is declared with each command, in its words.
        if (setting.help.empty())
            continue;
        using Type = EnhancementSetting::Type;
        const std::string name(setting.option);
        const std::string help(setting.help);
        CLI::Option* option = nullptr;
        switch (setting.type) {
        case Type::Switch: option = app.add_flag(name, e.*setting.flag, help); break;
        case Type::Number:
            option = addNumber<std::uint64_t>(
                app, name, std::string(setting.optionValue), setting.lowest, setting.highest,
                [&e, &setting](std::uint64_t number) { setting.setNumber(e, number); }, help);
            break;
        case Type::Replacement:
            option = addChoice(app, name, e.replacement,
                {{"always", Replacement::Always}, {"depth", Replacement::DeeperOrEqual}}, help);
            break;
        case Type::Choice: continue; // the game's choices are ChoiceOptions'
        }
        if (!setting.needsOption.empty())
            option->needs(declared.at(setting.needsOption));
        declared[setting.option] = option->group(kSearchGroup);
    }
}

void OptionTable::declareLimits(CLI::App& app, const char* timeHelp, const char* nodeHelp)
{
    Enhancements& e = result_.search.enhancements;
    addNumber(app, "--time-limit", "MS", e.timeLimit, 1u, kMaxTimeLimit, timeHelp)->group(kSearchGroup);
    addNumber(app, "--node-limit", "N", e.nodeLimit, std::uint64_t(1), std::uint64_t(1) << 40, nodeHelp)
        ->group(kSearchGroup);
}

void OptionTable::declareDepthAndScoring(CLI::App& app)
{
    addNumber<std::uint32_t>(
        app, "--depth", "N", 1u, kMaxDepthLimit, [this](std::uint32_t depth) { result_.depth = depth; },
        "positions N moves down are scored by a static evaluation: a game's (see --evaluation), or a tree "
        "text's (...)[N]")
        ->group(kSearchGroup);
    ChoiceOptions::declare(app, result_, ChoiceKind::Scoring, kSearchGroup);
}

void OptionTable::declareFormat(CLI::App& app, const std::vector<std::string>& formats)
{
    const std::vector<std::pair<std::string, F>> all{{"text", F::Text}, {"json", F::Json}, {"csv", F::Csv}};
    std::vector<std::pair<std::string, F>> choices;
    std::copy_if(all.begin(), all.end(), std::back_inserter(choices),
        [&](const auto& choice) { return std::find(formats.begin(), formats.end(), choice.first) != formats.end(); });
    addChoice(app, "--format", result_.format, choices, "how the output is written (default text)");
}

void OptionTable::declareMatchOptions(CLI::App& app)
{
    CommandLine::MatchOptions& match = result_.match;
    app.add_option("--engine", match.engines,
           "an engine: the search options as trace takes them, in one argument (\"--depth 6 --tt\", "
           "\"--algorithm mcts --iterations 2000\"), or perfect, the game's exact solver; give two, or more for a "
           "round robin, or one a seat of a game of several players")
        ->type_name("OPTIONS")
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll)
        ->allow_extra_args(false);
    addNumber(app, "--games", "N", match.games, 1u, 100000u,
        "the games to play, an even number: each opening twice (default 100); of several players, a multiple of "
        "them (default 99 for three)");
    app.add_option("--openings", match.openingsFile, "the openings, one position a line as the source option takes it")
        ->type_name("FILE");
    app.add_option("--random-openings", match.randomOpenings,
           "openings of PLIES random moves from the source's position, drawn from SEED (default 4,1)")
        ->type_name("PLIES,SEED");
    addNumber(app, "--threads", "T", match.threads, 1u, 256u, "games played at once (default: one per core)");
    app.add_option("--sprt", match.sprt,
           "stop once a sequential probability ratio test (5% errors) accepts that the first engine is ELO0 or "
           "ELO1 stronger")
        ->type_name("ELO0,ELO1");
    app.add_option("--games-out", match.gamesOut, "write each game, a line each: opening, moves, result")
        ->type_name("FILE");
}

void OptionTable::declareLessonOptions(CLI::App& app)
{
    CLI::Option* lesson = app.add_option("--lesson", result_.lesson,
                                 "open a built-in lesson (see 'lessons') or a tree file's notes as a lesson, with "
                                 "its tree and search: not with a source, a search option, --compare or --export "
                                 "to an image")
                              ->type_name("NAME|FILE")
                              ->group(kLessonGroup);
    for (const lessons::Definition& definition : Catalogue::lessons())
        names_[lesson].emplace_back(definition.name);
    app.add_option("--handout", result_.handout,
           "with --lesson: write a PDF with a block per stop (the tree, the caption, the counters) and exit")
        ->type_name("FILE.pdf")
        ->check(endsIn({".pdf"}, ".pdf"))
        ->needs(lesson)
        ->group(kLessonGroup);
    // A lesson brings its own tree and search: every search option would go unread.
    std::vector<std::string> others = gameOptions();
    others.insert(others.end(), {"--preset", "--tree", "--file", "--random", "--compare"});
    for (const std::string& other : others)
        lesson->excludes(app.get_option(other));
    for (CLI::Option* option : app.get_options()) {
        if (option->get_group() == kSearchGroup)
            lesson->excludes(option);
    }
}

std::string OptionTable::sourceProblem()
{
    if (result_.source.toMove && (givenSources_.empty() || !givenSources_[0].game))
        return "--to-move requires " + joined(gameOptions(), " or ");
    if (result_.source.toMove) {
        const GameKind::Names& names = givenSources_[0].game->names();
        const char side = char(std::toupper(static_cast<unsigned char>(*result_.source.toMove)));
        if (names.sides.find(side) == std::string_view::npos) {
            std::vector<std::string> sides;
            for (char letter : names.sides)
                sides.emplace_back(1, letter);
            return "--to-move " + std::string(1, side) + ": " + std::string(names.title) + "'s sides are "
                + joined(sides, " and ");
        }
    }
    std::vector<std::string> options;
    std::vector<std::string> withValues;
    for (const auto& [option, value] : sourceOptions_[result_.command]) {
        options.push_back(option);
        withValues.push_back(option + " " + value);
    }
    if (givenSources_.size() > 1) {
        return "give only one tree source (" + listed(options) + "), not " + givenSources_[0].option + " and "
            + givenSources_[1].option;
    }
    if (givenSources_.empty()) {
        const C c = result_.command;
        if (c == C::Trace || c == C::Tree || c == C::Lab)
            return "give a tree: " + listed(withValues);
        if (c == C::Solve || c == C::Match)
            return "give a position: " + listed(withValues);
        return "";
    }
    result_.source.kind = givenSources_[0].kind;
    result_.source.game = givenSources_[0].game;
    result_.source.argument = givenSources_[0].argument;
    result_.sourceGiven = true;
    return "";
}

/// What the window cannot run as asked: it records every step of Monte Carlo tree search, and its
/// boxes show the iterations and the seed that run, so it refuses more than they hold rather
/// than run something else.
std::string OptionTable::windowProblem() const
{
    const MctsSettings& mcts = result_.search.mcts;
    if (result_.command != C::Window)
        return "";
    if (mcts.iterations > MctsSettings::kMaxWindowIterations) {
        return "--iterations " + grouped(mcts.iterations) + ": the window records at most "
            + grouped(MctsSettings::kMaxWindowIterations) + " iterations (trace --summary runs up to "
            + grouped(MctsSettings::kMaxIterations) + ")";
    }
    if (mcts.seed > MctsSettings::kMaxWindowSeed) {
        return "--seed " + std::to_string(mcts.seed) + ": the window's seeds go from 0 to "
            + grouped(MctsSettings::kMaxWindowSeed) + " (trace takes any up to "
            + grouped(std::numeric_limits<std::uint64_t>::max()) + ")";
    }
    return "";
}

/// The first argument that @p command did not take, as a sentence: an option of another command
/// (the window's are on the top level), an option no command has, or a word that is no command.
std::string OptionTable::leftOver(const CLI::App& command)
{
    const std::vector<std::string> left = command.remaining();
    if (left.empty())
        return "";
    const std::string& first = left.front();
    const std::string name = first.substr(0, first.find('='));
    if (!first.starts_with("-")) {
        if (&command != &app_)
            return "unexpected argument " + echoed(first);
        std::vector<std::string> names;
        for (const CLI::App* other : app_.get_subcommands([](const CLI::App*) { return true; }))
            names.push_back(other->get_name());
        return "unknown command " + echoed(first) + " (commands: " + joined(names, ", ") + ")";
    }
    for (CLI::App* other : commands()) {
        if (other->get_option_no_throw(name) != nullptr) {
            return printable(name) + " does not apply to "
                + (&command == &app_ ? std::string("the window") : command.get_name());
        }
    }
    return "unknown option " + echoed(name);
}

std::string OptionTable::finish()
{
    for (const CLI::App* command : app_.get_subcommands()) {
        if (const std::string problem = leftOver(*command); !problem.empty())
            return problem;
    }
    if (const std::string problem = leftOver(app_); !problem.empty())
        return problem;
    if (result_.command != C::Window) {
        // The window's options come before a command only by mistake: they would be dropped.
        for (const CLI::Option* option : app_.get_options()) {
            if (option->count() > 0)
                return option->get_name() + " is an option of the window; a command's options follow it";
        }
    }
    for (const CLI::App* command : commands()) {
        for (const CLI::Option* option : command->get_options()) {
            if (option->count() > 0)
                result_.given.push_back(option->get_name());
        }
    }
    if (const std::string problem = sourceProblem(); !problem.empty())
        return problem;
    // A lesson's stops play in a web page; an image of one step has no place for them.
    if (!result_.lesson.empty() && !result_.exportPath.empty() && !toLower(result_.exportPath).ends_with(".html"))
        return "--lesson excludes --export to an image; a lesson exports as a web page (FILE.html)";
    result_.algorithmGiven = app_.get_option("--algorithm")->count() > 0;
    for (const CLI::App* command : app_.get_subcommands()) {
        const CLI::Option* algorithm = command->get_option_no_throw("--algorithm");
        result_.algorithmGiven = result_.algorithmGiven || (algorithm && algorithm->count() > 0);
    }
    if (result_.command == C::Lab || result_.command == C::Solve || result_.command == C::Match)
        return "";
    result_.search.enhancements.depth = result_.depth.value_or(0);
    if (const std::string problem = UnreadOptions::problem(result_, result_.search.algorithm); !problem.empty())
        return problem;
    if (const std::string problem = windowProblem(); !problem.empty())
        return problem;
    return searchOptionsProblem(result_.search).english();
}

} // namespace gtl::app
