#include "app/CommandLine.h"

#include "core/base/Counted.h"
#include "core/base/Printable.h"

#include <algorithm>
#include <charconv>
#include <iostream>

namespace gtl::app {
namespace {

std::string toLower(std::string text)
{
    for (char& c : text)
        c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    return text;
}

/// 'text', cut short and made printable, to echo what the user gave.
std::string quoted(std::string_view text)
{
    return "'" + printable(text) + "'";
}

/// The options each command reads; any other is refused rather than silently ignored.
/// Help and version read none and take precedence over everything else.
const std::vector<std::string_view>& optionsOf(CommandLine::Command command)
{
    using C = CommandLine::Command;
    static const std::vector<std::string_view> kSources
        = {"--preset", "--tree", "--file", "--ttt", "--random", "--to-move"};
    static const std::vector<std::string_view> kSearch
        = {"--algorithm", "--fail-hard", "--depth", "--scoring", "--order", "--tt", "--tt-size", "--tt-replace",
            "--killers", "--history", "--iterative", "--aspiration", "--pvs"};
    static const std::vector<std::string_view> kWindow = [] {
        auto options = kSources;
        options.insert(options.end(), kSearch.begin(), kSearch.end());
        options.insert(options.end(),
            {"--step", "--screenshot", "--scene-json", "--export", "--caption", "--size", "--projector", "--practice",
                "--compare", "--lesson", "--handout", "--node-types"});
        return options;
    }();
    static const std::vector<std::string_view> kTrace = [] {
        auto options = kSources;
        options.insert(options.end(), kSearch.begin(), kSearch.end());
        options.insert(options.end(), {"--format", "--summary"});
        return options;
    }();
    static const std::vector<std::string_view> kLab = [] {
        auto options = kSources;
        options.insert(options.end(), {"--depth", "--scoring", "--format"});
        return options;
    }();
    static const std::vector<std::string_view> kTree = [] {
        auto options = kSources;
        options.push_back("--format");
        return options;
    }();
    static const std::vector<std::string_view> kNone;
    switch (command) {
    case C::Window: return kWindow;
    case C::Trace: return kTrace;
    case C::Tree: return kTree;
    case C::Lab: return kLab;
    default: return kNone;
    }
}

bool readInt(const std::string& text, long long& out)
{
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc() && end == text.data() + text.size();
}

class Parser {
public:
    Parser(const std::vector<std::string>& args, std::string& error)
        : args_(args)
        , error_(error)
    {
    }

    std::optional<CommandLine> run()
    {
        std::size_t i = 0;
        if (!args_.empty() && !args_[0].starts_with("-")) {
            if (!readCommand(args_[0]))
                return std::nullopt;
            i = 1;
        }
        for (; i < args_.size(); ++i) {
            if (!readOption(i))
                return std::nullopt;
        }
        return checked();
    }

private:
    bool fail(std::string message)
    {
        error_ = std::move(message);
        return false;
    }

    bool readCommand(const std::string& word)
    {
        using C = CommandLine::Command;
        if (word == "trace")
            result_.command = C::Trace;
        else if (word == "tree")
            result_.command = C::Tree;
        else if (word == "presets")
            result_.command = C::Presets;
        else if (word == "lessons")
            result_.command = C::Lessons;
        else if (word == "lab")
            result_.command = C::Lab;
        else if (word == "help")
            result_.command = C::Help;
        else
            return fail("unknown command " + quoted(word) + " (commands: trace, tree, lab, presets, lessons, help)");
        return true;
    }

    /// The value after option @p i, advancing past it.
    const std::string* valueOf(std::size_t& i)
    {
        if (i + 1 >= args_.size()) {
            fail(args_[i] + " needs a value");
            return nullptr;
        }
        return &args_[++i];
    }

    bool setSource(TreeSource::Kind kind, std::size_t& i)
    {
        const std::string* value = valueOf(i);
        if (!value)
            return false;
        if (result_.sourceGiven)
            return fail("give only one tree source (--preset, --tree, --file, --ttt or --random); " + args_[i - 1]
                + " is a second one");
        result_.source.kind = kind;
        result_.source.argument = *value;
        result_.sourceGiven = true;
        return true;
    }

    bool readOption(std::size_t& i)
    {
        using K = TreeSource::Kind;
        const std::string& arg = args_[i];
        if (arg.starts_with("--"))
            given_.push_back(arg);
        if (arg == "--help" || arg == "-h") {
            result_.command = CommandLine::Command::Help;
            return true;
        }
        if (arg == "--version") {
            result_.command = CommandLine::Command::Version;
            return true;
        }
        if (arg == "--preset")
            return setSource(K::Preset, i);
        if (arg == "--tree")
            return setSource(K::Text, i);
        if (arg == "--file")
            return setSource(K::File, i);
        if (arg == "--ttt")
            return setSource(K::TicTacToe, i);
        if (arg == "--random")
            return setSource(K::Random, i);
        if (arg == "--fail-hard") {
            result_.search.failHard = true;
            return true;
        }
        if (readSwitch(arg))
            return true;
        if (arg == "--summary") {
            result_.summary = true;
            return true;
        }
        if (arg == "--caption") {
            result_.caption = true;
            return true;
        }
        if (arg == "--node-types") {
            result_.nodeTypes = true;
            return true;
        }
        if (arg == "--projector") {
            result_.projector = true;
            return true;
        }
        if (arg == "--practice") {
            result_.practice = true;
            return true;
        }
        const std::string* value = nullptr;
        if (arg == "--to-move")
            return (value = valueOf(i)) && readToMove(*value);
        if (arg == "--algorithm")
            return (value = valueOf(i)) && readAlgorithm(*value);
        if (arg == "--format")
            return (value = valueOf(i)) && readFormat(*value);
        if (arg == "--step")
            return (value = valueOf(i)) && readStep(*value);
        if (arg == "--size")
            return (value = valueOf(i)) && readSize(*value);
        if (arg == "--compare")
            return (value = valueOf(i)) && readCompare(*value);
        if (arg == "--depth")
            return (value = valueOf(i)) && readDepth(*value);
        if (arg == "--scoring")
            return (value = valueOf(i)) && readScoring(*value);
        if (arg == "--order")
            return (value = valueOf(i)) && readOrder(*value);
        if (arg == "--tt-replace")
            return (value = valueOf(i)) && readReplacement(*value);
        if (arg == "--tt-size")
            return (value = valueOf(i)) && readCount(arg, *value, 1, 1 << 24, result_.search.enhancements.tableSize);
        if (arg == "--aspiration") {
            std::size_t window = 0;
            if (!(value = valueOf(i)) || !readCount(arg, *value, 1, kMaxLeafValue, window))
                return false;
            result_.search.enhancements.aspiration = int(window);
            return true;
        }
        if (arg == "--export") {
            if (!(value = valueOf(i)))
                return false;
            const std::string lower = toLower(*value);
            if (!lower.ends_with(".png") && !lower.ends_with(".svg") && !lower.ends_with(".pdf"))
                return fail("--export: '" + *value + "' must end in .png, .svg or .pdf");
            result_.exportPath = *value;
            return true;
        }
        if (arg == "--screenshot") {
            if (!(value = valueOf(i)))
                return false;
            result_.screenshot = *value;
            return true;
        }
        if (arg == "--lesson") {
            if (!(value = valueOf(i)))
                return false;
            result_.lesson = *value;
            return true;
        }
        if (arg == "--handout") {
            if (!(value = valueOf(i)))
                return false;
            if (!toLower(*value).ends_with(".pdf"))
                return fail("--handout: " + quoted(*value) + " must end in .pdf");
            result_.handout = *value;
            return true;
        }
        if (arg == "--scene-json") {
            if (!(value = valueOf(i)))
                return false;
            result_.sceneJson = *value;
            return true;
        }
        return fail("unknown option " + quoted(arg));
    }

    /// The enhancements that are switched on by their name alone.
    bool readSwitch(const std::string& arg)
    {
        Enhancements& e = result_.search.enhancements;
        bool* flag = arg == "--tt" ? &e.table
            : arg == "--killers"   ? &e.killers
            : arg == "--history"   ? &e.history
            : arg == "--iterative" ? &e.iterative
            : arg == "--pvs"       ? &e.pvs
                                   : nullptr;
        if (flag)
            *flag = true;
        return flag != nullptr;
    }

    bool readCount(const std::string& option, const std::string& value, long long low, long long high, std::size_t& out)
    {
        long long count = 0;
        if (!readInt(value, count) || count < low || count > high)
            return fail(option + ": " + quoted(value) + " is not a whole number from " + std::to_string(low) + " to "
                + grouped(std::uint64_t(high)));
        out = std::size_t(count);
        return true;
    }

    bool readOrder(const std::string& value)
    {
        if (value == "tree" || value == "numeric")
            result_.search.enhancements.order = StaticOrder::Game;
        else if (value == "centre" || value == "center")
            result_.search.enhancements.order = StaticOrder::CentreFirst;
        else
            return fail("--order: " + quoted(value) + " is not one of tree, numeric, centre");
        return true;
    }

    bool readReplacement(const std::string& value)
    {
        if (value == "always")
            result_.search.enhancements.replacement = Replacement::Always;
        else if (value == "depth")
            result_.search.enhancements.replacement = Replacement::DeeperOrEqual;
        else
            return fail("--tt-replace: " + quoted(value) + " is not one of always, depth");
        return true;
    }

    bool readCompare(const std::string& value)
    {
        result_.compare = comparisonFromName(value);
        return result_.compare || fail("--compare: " + quoted(value) + " is not one of " + comparisonNames());
    }

    bool readDepth(const std::string& value)
    {
        long long depth = 0;
        if (!readInt(value, depth) || depth < 1 || depth > kMaxDepthLimit)
            return fail("--depth: " + quoted(value) + " is not a depth from 1 to 10,000");
        result_.depth = std::uint32_t(depth);
        return true;
    }

    bool readScoring(const std::string& value)
    {
        result_.scoringGiven = true;
        if (value == "plain")
            result_.scoring = Scoring::Plain;
        else if (value == "fast-wins")
            result_.scoring = Scoring::FastWins;
        else
            return fail("--scoring: " + quoted(value) + " is not one of plain, fast-wins");
        return true;
    }

    bool readToMove(const std::string& value)
    {
        if (value != "X" && value != "O" && value != "x" && value != "o")
            return fail("--to-move must be X or O, not " + quoted(value));
        result_.source.toMove = value[0];
        return true;
    }

    bool readAlgorithm(const std::string& value)
    {
        const auto algorithm = algorithmFromName(value);
        if (!algorithm)
            return fail(
                "--algorithm: " + quoted(value) + " is not one of minimax, alphabeta, negamax, negamax-alphabeta");
        result_.search.algorithm = *algorithm;
        result_.algorithmGiven = true;
        return true;
    }

    bool readFormat(const std::string& value)
    {
        using F = CommandLine::Format;
        if (value == "text")
            result_.format = F::Text;
        else if (value == "json")
            result_.format = F::Json;
        else if (value == "csv")
            result_.format = F::Csv;
        else
            return fail("--format: " + quoted(value) + " is not one of text, json, csv");
        return true;
    }

    bool readStep(const std::string& value)
    {
        long long step = 0;
        if (value == "end")
            result_.step = CommandLine::kEndStep;
        else if (readInt(value, step) && step >= 0)
            result_.step = static_cast<std::size_t>(step);
        else
            return fail("--step: " + quoted(value) + " is not a step number (0, 1, 2, …) or 'end'");
        return true;
    }

    /// WIDTHxHEIGHT, or WIDTH alone: the height then follows from the tree (exports) or is
    /// the default (screenshots).
    bool readSize(const std::string& value)
    {
        const auto x = value.find('x');
        long long w = 0;
        long long h = result_.height;
        const bool read = readInt(value.substr(0, x), w) && (x == std::string::npos || readInt(value.substr(x + 1), h));
        if (!read || w < 200 || h < 150 || w > 8000 || h > 8000) {
            return fail("--size: " + quoted(value)
                + " is not WIDTH or WIDTHxHEIGHT between 200x150 and 8000x8000, e.g. 1600x1000");
        }
        result_.width = static_cast<int>(w);
        result_.height = static_cast<int>(h);
        result_.sizeGiven = true;
        result_.heightGiven = x != std::string::npos;
        return true;
    }

    /// The first option given that @p command does not read, if any.
    std::optional<std::string> unusedOption(CommandLine::Command command) const
    {
        const auto& used = optionsOf(command);
        for (const std::string& option : given_) {
            if (std::find(used.begin(), used.end(), option) == used.end())
                return option;
        }
        return std::nullopt;
    }

    std::optional<CommandLine> checked()
    {
        using C = CommandLine::Command;
        const C c = result_.command;
        if ((c == C::Trace || c == C::Tree || c == C::Lab) && !result_.sourceGiven) {
            fail("give a tree: --preset NAME, --tree TEXT, --file PATH, --ttt BOARD or --random B,D,SEED");
            return std::nullopt;
        }
        if (result_.source.toMove && result_.source.kind != TreeSource::Kind::TicTacToe) {
            fail("--to-move only applies to --ttt");
            return std::nullopt;
        }
        if (!result_.handout.empty() && result_.lesson.empty()) {
            fail("--handout needs --lesson NAME|FILE: the handout has a block for each of its stops");
            return std::nullopt;
        }
        if (c == C::Window && !result_.lesson.empty()
            && (result_.sourceGiven || result_.algorithmGiven || result_.search.failHard || result_.compare
                || !result_.exportPath.empty())) {
            fail("--lesson brings its own tree and search; it does not combine with a source, --algorithm, "
                 "--fail-hard, --compare or --export");
            return std::nullopt;
        }
        if (c != C::Lab) {
            // The lab scores fast wins unless told otherwise; a single search scores plainly.
            result_.search.enhancements.depth = result_.depth.value_or(0);
            result_.search.enhancements.scoring = result_.scoringGiven ? result_.scoring : Scoring::Plain;
            if (const std::string problem = searchOptionsProblem(result_.search); !problem.empty()) {
                fail(problem);
                return std::nullopt;
            }
        }
        if (result_.caption && result_.exportPath.empty()) {
            fail("--caption goes with --export: it writes the step under the exported tree");
            return std::nullopt;
        }
        if (!result_.exportPath.empty()
            && (!result_.screenshot.empty() || !result_.sceneJson.empty() || result_.compare)) {
            fail("--export draws the tree alone; it does not combine with --screenshot, --scene-json or --compare");
            return std::nullopt;
        }
        if (c != C::Window
            && (result_.step || !result_.screenshot.empty() || !result_.sceneJson.empty() || !result_.exportPath.empty()
                || result_.projector || result_.practice || result_.compare || result_.sizeGiven)) {
            fail("--step, --screenshot, --scene-json, --export, --size, --projector, --practice and --compare open the "
                 "window; they do not combine with a command");
            return std::nullopt;
        }
        if (c == C::Tree && result_.format == CommandLine::Format::Csv) {
            fail("tree --format: a tree is written as text or json, not csv");
            return std::nullopt;
        }
        if (c == C::Help || c == C::Version)
            return result_;
        if (const auto option = unusedOption(c)) {
            const char* command = c == C::Trace ? "trace"
                : c == C::Tree                  ? "tree"
                : c == C::Lab                   ? "lab"
                : c == C::Presets               ? "presets"
                : c == C::Lessons               ? "lessons"
                                                : "the window";
            fail(*option + " does not apply to " + command);
            return std::nullopt;
        }
        return result_;
    }

    const std::vector<std::string>& args_;
    std::string& error_;
    CommandLine result_;
    std::vector<std::string> given_; ///< the options given, in order
};

} // namespace

std::optional<CommandLine> CommandLine::parse(const std::vector<std::string>& args, std::string& error)
{
    return Parser(args, error).run();
}

int CommandLine::fail(const std::string& message)
{
    std::cerr << "gametree-lab: " << message << "\nTry 'gametree-lab --help' for the options.\n";
    return 2;
}

std::string CommandLine::usage()
{
    return R"USAGE(Usage:
  gametree-lab [SOURCE] [SEARCH] [--step N|end] [--projector] [--practice] [--node-types]
               [--compare WHAT] [--screenshot FILE.png] [--scene-json FILE] [--size WxH]
      Open the window (on the last preset unless a source is given). With
      --screenshot, render the window at the given step into a PNG and exit.
      --scene-json writes every text and shape the tree canvas (or each
      compare pane) painted, with its node, rectangle and font size, as JSON.
  gametree-lab --lesson NAME|FILE [--step N|end] [--projector] [--screenshot FILE.png]
               [--scene-json FILE] [--handout FILE.pdf]
      Open a built-in lesson (see 'lessons') or a tree file's notes as a lesson,
      with its tree and search. --handout writes a PDF with a block per stop
      (the tree, the caption, the counters) and exits.
      --practice starts practice mode: the search stops before each decision
      and asks first. --node-types labels nodes PV, CUT or ALL (Knuth-Moore).
      --compare opens the comparison of: orderings (of the mixed game),
      minimax (against alpha-beta), fail-hard (against fail-soft) or
      this-tree (the orderings of the given tree).
  gametree-lab [SOURCE] [SEARCH] [--step N|end] --export FILE [--size WxH] [--caption]
      Draw the whole tree at the given step into FILE (.png, .svg or .pdf,
      WIDTH pixels wide, laid out for that width) and exit. --caption writes
      the step and its narration under the tree.
  gametree-lab trace SOURCE [SEARCH] [--format text|json|csv] [--summary]
      Run a search and print every step (or only the figures, with --summary).
      With enhancements (--depth, --tt, --pvs, …) a node may be entered more
      than once; "enters" counts every time.
  gametree-lab tree SOURCE [--format text|json]
      Print the tree in tree text, or as a .gtree.json file.
  gametree-lab lab SOURCE [--depth N] [--scoring plain|fast-wins] [--format text|json|csv]
      Run negamax and alpha-beta with the standard enhancements (move order,
      transposition table, iterative deepening, killers and history, PVS,
      aspiration windows) and print one row of figures each. --depth limits the
      search (tic-tac-toe positions beyond it are scored by the lines still
      open); --scoring fast-wins (the default) scores a loss -(1 + empty
      squares), plain scores it -1.
  gametree-lab presets
      List the preset trees.
  gametree-lab lessons
      List the built-in lessons: guided tours with a caption at each stop.

SOURCE (one of):
  --preset NAME         mixed, best-first, worst-first, ttt-block, textbook,
                        transpositions, horizon, aspiration, ttt-transpositions
  --tree TEXT           tree text, e.g. "(A:(3,12,8), B:(2,4,6), C:(14,5,2))"
  --file PATH           a .gtree.json file, or a file of tree text
  --ttt BOARD           a tic-tac-toe position: 9 of X, O and . row by row,
                        e.g. XXOOOX... or ......... (the empty board)
    --to-move X|O       the side to move (inferred from the counts by default)
  --random B,D,SEED[,LOW,HIGH]
                        a seeded random tree: branching B (or a range 2-4),
                        depth D, leaf values in LOW..HIGH (default -9..9)

SEARCH:
  --algorithm NAME      minimax, alphabeta (default), negamax, negamax-alphabeta
  --fail-hard           alpha-beta forms return values clamped to the window
  --depth N             positions N moves down are scored by a static evaluation:
                        tic-tac-toe's open lines, or a tree text's (…)[N]
  --scoring plain|fast-wins
                        tic-tac-toe: a loss scores -1, or -(1 + empty squares)
  --order tree|numeric|centre
                        the order moves are tried in (centre: 5,1,3,7,9,2,4,6,8)
  --tt                  a transposition table (depth, value, exact/lower/upper
                        bound, best move), probed before the moves
    --tt-size N         a table of N entries instead of an unbounded one
    --tt-replace always|depth
                        a full slot takes every new entry, or only as deep ones
  --killers, --history  try killer moves (two per ply) and moves with a history
                        of cut-offs first
  --iterative           search to depth 1, 2, … the limit, keeping the table
    --aspiration D      each iteration in a window of +-D around the last score
  --pvs                 principal variation search: later moves with a null
                        window, searched again when one fails high

Other:
  -h, --help            this help
  --version             the version
)USAGE";
}

} // namespace gtl::app
