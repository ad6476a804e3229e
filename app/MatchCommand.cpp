// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/MatchCommand.h"

#include "app/ChoiceOptions.h"
#include "app/OptionValues.h"
#include "app/UnreadOptions.h"
#include "app/WatchedRun.h"
#include "core/base/Counted.h"
#include "core/base/Printable.h"
#include "core/games/GameRegistry.h"
#include "core/match/Match.h"
#include "core/match/Openings.h"
#include "core/search/Search.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <future>
#include <mutex>
#include <sstream>
#include <thread>
#include <variant>

namespace gtl::app {
namespace {

using optionvalues::echoed;

/// The most bytes an openings file may have: a hundred thousand positions and more.
constexpr std::uintmax_t kMaxOpeningsBytes = 16 << 20;

/// A refusal, as the command line prints it, and the exit status it ends with.
struct Refusal {
    std::string message;
    int status = 2;
};

template <typename T> using Checked = std::variant<T, Refusal>;

std::vector<std::string> words(const std::string& text)
{
    std::istringstream in(text);
    std::vector<std::string> all;
    for (std::string word; in >> word;)
        all.push_back(word);
    return all;
}

/// Engine @p number as @p text asks for it: "perfect", or search options that `trace` takes
/// and that can search @p root's game.
Checked<MatchEngine> engineOf(const std::string& text, int number, const GameKind& game, const GameTree& root)
{
    const std::string which = "--engine " + std::to_string(number) + " " + echoed(text) + ": ";
    const std::vector<std::string> options = words(text);
    if (options == std::vector<std::string>{"perfect"}) {
        const std::atomic<bool> atOnce{true};
        SolveControl stopAtOnce;
        stopAtOnce.cancel = &atOnce;
        if (!game.solve(GameKind::positionOf(root, GameTree::root()), stopAtOnce))
            return Refusal{which + std::string(game.names().title) + " has no exact solver to play perfectly"};
        return MatchEngine{"perfect", std::nullopt};
    }
    // Read as trace reads them, on a stand-in tree: the game's own names are looked up below.
    std::vector<std::string> args{"trace", "--preset", "mixed"};
    args.insert(args.end(), options.begin(), options.end());
    std::string error;
    const auto parsed = CommandLine::parse(args, error);
    if (!parsed)
        return Refusal{which + error};
    for (const std::string& given : parsed->given) {
        if (given == "--summary" || given == "--format" || given == "--step")
            return Refusal{which + given + " is not a search option"};
    }
    SearchOptions search = parsed->search;
    if (const std::string problem = ChoiceOptions::resolve(*parsed, root, search); !problem.empty())
        return Refusal{which + problem};
    if (const std::string problem = UnreadOptions::problem(*parsed, search.algorithm); !problem.empty())
        return Refusal{which + problem};
    // Under a time limit an engine deepens until the time is up, as the window's engine does.
    Enhancements& e = search.enhancements;
    if (e.iterative && e.timeLimit > 0 && e.depth == 0)
        e.depth = game.longestGame();
    if (const Message problem = Search::problem(root, search); !problem.empty())
        return Refusal{which + problem.english()};
    return MatchEngine{text, search};
}

std::vector<std::string> linesOf(std::istream& in)
{
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);)
        lines.push_back(line);
    return lines;
}

Checked<std::vector<Position>> openingsOf(const CommandLine::MatchOptions& match, const GameKind& game, Position start)
{
    if (!match.openingsFile.empty()) {
        const std::string which = "--openings " + printable(match.openingsFile) + ": ";
        std::error_code code;
        const auto size = std::filesystem::file_size(match.openingsFile, code);
        if (code || !std::filesystem::is_regular_file(match.openingsFile, code))
            return Refusal{which + "no file to read there", 1};
        if (size > kMaxOpeningsBytes)
            return Refusal{which + "the file is larger than the 16 MB an openings file may be", 1};
        std::ifstream in(match.openingsFile);
        const auto read = Openings::read(game, linesOf(in));
        if (!read)
            return Refusal{which + read.error().toString(), 1};
        return *read;
    }
    unsigned plies = 0;
    unsigned long long seed = 0;
    char end = 0;
    if (std::sscanf(match.randomOpenings.c_str(), "%u,%llu%c", &plies, &seed, &end) != 2 || plies > 1000)
        return Refusal{"--random-openings " + echoed(match.randomOpenings) + ": write PLIES,SEED, as 4,1"};
    const auto drawn = Openings::random(game, start, plies, seed, match.games / 2);
    if (!drawn)
        return Refusal{"--random-openings " + match.randomOpenings + ": " + drawn.error().toString()};
    return *drawn;
}

Checked<std::optional<SprtTest>> sprtOf(const std::string& text)
{
    if (text.empty())
        return std::optional<SprtTest>();
    double elo0 = 0;
    double elo1 = 0;
    char end = 0;
    if (std::sscanf(text.c_str(), "%lf,%lf%c", &elo0, &elo1, &end) != 2 || !(elo0 < elo1) || std::abs(elo1) > 1000
        || std::abs(elo0) > 1000)
        return Refusal{"--sprt " + echoed(text) + ": write ELO0,ELO1 with ELO0 below ELO1, as 0,10"};
    return std::optional<SprtTest>(SprtTest{.elo0 = elo0, .elo1 = elo1});
}

std::string fixed(double value, int decimals)
{
    if (std::isinf(value))
        return value > 0 ? "+inf" : "-inf";
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", decimals, value + 0.0); // -0 reads as 0
    return text;
}

nlohmann::json finiteOrNull(double value)
{
    return std::isfinite(value) ? nlohmann::json(value) : nlohmann::json(nullptr);
}

const char* verdictWords(SprtResult::Verdict verdict)
{
    switch (verdict) {
    case SprtResult::Verdict::AcceptH0: return "H0 accepted";
    case SprtResult::Verdict::AcceptH1: return "H1 accepted";
    default: return "continue";
    }
}

std::string text(
    const MatchSettings& settings, const MatchReport& report, const std::optional<SprtTest>& test, double seconds)
{
    const MatchCounts& counts = report.counts;
    const EloEstimate pentanomial = MatchStatistics::pentanomial(counts);
    const EloEstimate trinomial = MatchStatistics::trinomial(counts);
    std::ostringstream out;
    out << settings.game->names().title << " match, " << counted(counts.games(), "game", "games") << " from "
        << counted(report.pairs.size(), "opening", "openings") << ", " << counted(settings.threads, "thread", "threads")
        << (report.cancelled ? " (stopped early)" : "") << "\n"
        << "engine 1: " << settings.engines[0].name << "\nengine 2: " << settings.engines[1].name << "\n"
        << "engine 1: " << counts.wins << " wins, " << counts.draws << " draws, " << counts.losses << " losses\n"
        << "score " << fixed(100 * counts.score(), 1) << "%, Elo " << fixed(pentanomial.elo, 1) << " ± "
        << fixed(pentanomial.error, 1) << " (95%, from the pairs; from single games ± " << fixed(trinomial.error, 1)
        << "), likelihood of superiority " << fixed(100 * MatchStatistics::likelihoodOfSuperiority(counts), 1) << "%\n"
        << "pairs: " << counts.pairs[0] << " lost both, " << counts.pairs[1] << " a loss and a draw, "
        << counts.pairs[2] << " even, " << counts.pairs[3] << " a win and a draw, " << counts.pairs[4] << " won both\n";
    if (test && report.sprt) {
        out << "SPRT [" << fixed(test->elo0, 1) << ", " << fixed(test->elo1, 1) << "]: LLR "
            << fixed(report.sprt->llr, 2) << " (" << fixed(report.sprt->lower, 2) << ", "
            << fixed(report.sprt->upper, 2) << "), " << verdictWords(report.sprt->verdict) << "\n";
    }
    out << "time " << fixed(seconds, 1) << " s, " << fixed(seconds > 0 ? counts.games() / seconds : 0, 1)
        << " games/s\n";
    return out.str();
}

std::string json(const MatchSettings& settings, const MatchReport& report, double seconds)
{
    const MatchCounts& counts = report.counts;
    const EloEstimate pentanomial = MatchStatistics::pentanomial(counts);
    nlohmann::ordered_json out;
    out["games"] = counts.games();
    out["wins"] = counts.wins;
    out["draws"] = counts.draws;
    out["losses"] = counts.losses;
    out["score"] = counts.score();
    out["elo"] = finiteOrNull(pentanomial.elo);
    out["elo_error"] = finiteOrNull(pentanomial.error);
    out["elo_error_trinomial"] = finiteOrNull(MatchStatistics::trinomial(counts).error);
    out["los"] = MatchStatistics::likelihoodOfSuperiority(counts);
    out["pentanomial"] = counts.pairs;
    out["engines"] = {settings.engines[0].name, settings.engines[1].name};
    nlohmann::json pairs = nlohmann::json::array();
    for (const auto& pair : report.pairs)
        pairs.push_back({{"opening", settings.game->text(settings.openings[pair[0].opening])},
            {"results", {pair[0].result, pair[1].result}}});
    out["pairs"] = pairs;
    if (report.sprt)
        out["sprt"] = {{"llr", report.sprt->llr}, {"lower", report.sprt->lower}, {"upper", report.sprt->upper},
            {"verdict", verdictWords(report.sprt->verdict)}};
    else
        out["sprt"] = nullptr;
    out["cancelled"] = report.cancelled;
    out["seconds"] = seconds;
    return out.dump() + "\n";
}

/// One game a line, tab-separated: the opening, its side to move, the moves, the result for the
/// side to move at the opening ("1-0", "0-1", "1/2-1/2") and which engine moved first there.
std::string gamesFile(const MatchSettings& settings, const MatchReport& report)
{
    const GameKind& game = *settings.game;
    std::string out = "# opening\tto move\tmoves\tresult\tfirst engine\n";
    for (const auto& pair : report.pairs) {
        for (const MatchGame& played : pair) {
            const Position opening = settings.openings[played.opening];
            std::string moves;
            for (const std::string& move : played.moves)
                moves += (moves.empty() ? "" : " ") + move;
            // The result for whoever moved first, from the first engine's.
            const double first = played.firstEngineMovedFirst ? played.result : 1 - played.result;
            out += game.text(opening) + "\t" + game.sideToMove(opening) + "\t" + moves + "\t"
                + (first == 1        ? "1-0"
                        : first == 0 ? "0-1"
                                     : "1/2-1/2")
                + "\t" + (played.firstEngineMovedFirst ? "1" : "2") + "\n";
        }
    }
    return out;
}

/// Writes @p text to @p path through a temporary file beside it, renamed over it: the file is
/// the old one or the new one. Anything there but a regular file is left alone.
std::string writeWhole(const std::string& path, const std::string& text)
{
    std::error_code code;
    const auto status = std::filesystem::status(path, code);
    if (std::filesystem::exists(status) && !std::filesystem::is_regular_file(status))
        return "--games-out " + printable(path) + ": not a file; it was not written";
    const std::string temporary = path + ".part";
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        out << text;
        if (!out.flush())
            return "--games-out " + printable(path) + ": cannot write there";
    }
    std::filesystem::rename(temporary, path, code);
    if (code) {
        std::filesystem::remove(temporary, code);
        return "--games-out " + printable(path) + ": cannot write there";
    }
    return "";
}

/// "34 of 200 games, engine 1 55.9%, about 42 s left".
std::string progressLine(const MatchReport& report, std::size_t games, double seconds)
{
    std::string line = std::to_string(report.gamesDone) + " of " + std::to_string(games) + " games";
    if (report.counts.games() > 0)
        line += ", engine 1 " + fixed(100 * report.counts.score(), 1) + "%";
    if (report.gamesDone > 0 && report.gamesDone < games)
        line
            += ", about " + fixed(seconds * double(games - report.gamesDone) / double(report.gamesDone), 0) + " s left";
    return "match: " + line;
}

Checked<MatchSettings> settingsOf(const CommandLine& cl)
{
    const CommandLine::MatchOptions& match = cl.match;
    const auto loaded = cl.source.load(TreeSource::Extent::RootOnly);
    if (!loaded)
        return Refusal{loaded.error().toString(), 1};
    const GameKind* game = GameRegistry::of(*loaded->tree);
    if (!game || game->hasChance() || game->players() > 2)
        return Refusal{"match plays a game of two players without dice: give its start as --connect4 MOVES or --ttt "
                       "BOARD (or a preset of one such as c4-horizon); "
            + printable(loaded->title, 60) + " is not"};
    if (match.engines.size() != 2)
        return Refusal{
            "match needs two engines, --engine OPTIONS twice (" + std::to_string(match.engines.size()) + " given)"};
    if (match.games % 2 != 0)
        return Refusal{"--games " + std::to_string(match.games)
            + ": each opening is played twice, the engines' seats swapped: give an even number"};
    MatchSettings settings;
    settings.game = game;
    for (int i = 0; i < 2; ++i) {
        auto engine = engineOf(match.engines[std::size_t(i)], i + 1, *game, *loaded->tree);
        if (auto* refusal = std::get_if<Refusal>(&engine))
            return *refusal;
        settings.engines[std::size_t(i)] = std::get<MatchEngine>(std::move(engine));
    }
    auto openings = openingsOf(match, *game, GameKind::positionOf(*loaded->tree, GameTree::root()));
    if (auto* refusal = std::get_if<Refusal>(&openings))
        return *refusal;
    // Each pair an opening: a file's openings in turn, from its first again when they run out.
    const auto& read = std::get<std::vector<Position>>(openings);
    for (std::size_t pair = 0; pair < match.games / 2; ++pair)
        settings.openings.push_back(read[pair % read.size()]);
    settings.threads = match.threads > 0 ? match.threads : std::max(1u, std::thread::hardware_concurrency());
    auto sprt = sprtOf(match.sprt);
    if (auto* refusal = std::get_if<Refusal>(&sprt))
        return *refusal;
    settings.sprt = std::get<std::optional<SprtTest>>(sprt);
    return settings;
}

} // namespace

int MatchCommand::run(const CommandLine& cl, std::ostream& out, std::ostream& err)
{
    auto checked = settingsOf(cl);
    if (auto* refusal = std::get_if<Refusal>(&checked)) {
        err << "gametree-lab: " << refusal->message << "\n";
        return refusal->status;
    }
    const MatchSettings& settings = std::get<MatchSettings>(checked);
    const std::size_t games = settings.openings.size() * 2;
    std::atomic<bool> cancel{false};
    std::mutex reportMutex;
    MatchReport latest;
    const RunClock clock;
    const InterruptHandler handler;
    auto played = std::async(std::launch::async, [&] {
        return Match::run(
            settings,
            [&](const MatchReport& report) {
                const std::lock_guard lock(reportMutex);
                latest.gamesDone = report.gamesDone;
                latest.counts = report.counts;
            },
            &cancel);
    });
    const Stop stop = watchUntilReady(
        played, cancel, 0, clock,
        [&] {
            const std::lock_guard lock(reportMutex);
            return progressLine(latest, games, clock.seconds());
        },
        progressTerminal(err));
    const MatchReport report = played.get();
    const double seconds = clock.seconds();
    if (!cl.match.gamesOut.empty()) {
        if (const std::string problem = writeWhole(cl.match.gamesOut, gamesFile(settings, report)); !problem.empty())
            err << "gametree-lab: " << problem << "\n";
    }
    out << (cl.format == CommandLine::Format::Json ? json(settings, report, seconds)
                                                   : text(settings, report, settings.sprt, seconds));
    if (stop == Stop::Interrupted) {
        err << "gametree-lab: match stopped after " << report.counts.games() << " of " << games << " games\n";
        return 130;
    }
    return 0;
}

} // namespace gtl::app
