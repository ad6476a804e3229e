// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/MatchCommand.h"
#include "app/ExitStatus.h"

#include "app/ChoiceOptions.h"
#include "app/MatchOutput.h"
#include "app/OptionValues.h"
#include "app/UnreadOptions.h"
#include "app/WatchedRun.h"
#include "core/base/Printable.h"
#include "core/games/GameRegistry.h"
#include "core/match/GamesFile.h"
#include "core/match/Match.h"
#include "core/match/Openings.h"
#include "core/match/RoundRobin.h"
#include "core/match/SeatMatch.h"
#include "core/search/Search.h"

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

/// The most engines a round robin takes: 28 matches.
constexpr std::size_t kMostEngines = 8;

/// The most bytes an openings file may have: a hundred thousand positions and more.
constexpr std::uintmax_t kMaxOpeningsBytes = 16 << 20;

/// A refusal, as the command line prints it, and the exit status it ends with.
struct Refusal {
    std::string message;
    int status = exit_status::kRefused;
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

/// The openings of @p count rounds: a file's, or drawn at random.
Checked<std::vector<Position>> openingsOf(
    const CommandLine::MatchOptions& match, const GameKind& game, Position start, std::size_t count)
{
    if (!match.openingsFile.empty()) {
        const std::string which = "--openings " + printable(match.openingsFile) + ": ";
        std::error_code code;
        const auto size = std::filesystem::file_size(match.openingsFile, code);
        if (code || !std::filesystem::is_regular_file(match.openingsFile, code))
            return Refusal{which + "no file to read there", exit_status::kCannotReadOrWrite};
        if (size > kMaxOpeningsBytes)
            return Refusal{
                which + "the file is larger than the 16 MB an openings file may be", exit_status::kCannotReadOrWrite};
        std::ifstream in(match.openingsFile);
        const auto read = Openings::read(game, linesOf(in));
        if (!read)
            return Refusal{which + read.error().toString(), exit_status::kCannotReadOrWrite};
        return *read;
    }
    unsigned plies = 0;
    unsigned long long seed = 0;
    char end = 0;
    if (std::sscanf(match.randomOpenings.c_str(), "%u,%llu%c", &plies, &seed, &end) != 2 || plies > 1000)
        return Refusal{"--random-openings " + echoed(match.randomOpenings) + ": write PLIES,SEED, as 4,1"};
    const auto drawn = Openings::random(game, start, plies, seed, count);
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

/// What `match` was asked to play: two engines for a match, more for a round robin.
struct Asked {
    RoundRobinSettings settings;
    std::optional<SprtTest> sprt;
};

Checked<Asked> settingsOf(const CommandLine& cl)
{
    const CommandLine::MatchOptions& match = cl.match;
    const auto loaded = cl.source.load(TreeSource::Extent::RootOnly);
    if (!loaded)
        return Refusal{loaded.error().toString(), exit_status::kCannotReadOrWrite};
    const GameKind* game = GameRegistry::of(*loaded->tree);
    if (!game || !MatchCommand::takes(*game))
        return Refusal{"match plays a game without dice: give its start as --connect4 MOVES, --ttt BOARD or --sticks "
                       "N (or a preset of one such as c4-horizon); "
            + printable(loaded->title, 60) + " is not"};
    const std::size_t players = game->players();
    // A game of several players seats an engine a seat; its games are rounds of rotations.
    std::uint32_t games = match.games;
    if (players > 2) {
        if (match.engines.size() != players)
            return Refusal{std::string(game->names().title) + " is a game of " + std::to_string(players)
                + " players: give one --engine a seat, " + std::to_string(players) + " ("
                + std::to_string(match.engines.size()) + " given)"};
        if (std::find(cl.given.begin(), cl.given.end(), "--games") == cl.given.end())
            games -= games % std::uint32_t(players); // the default, a whole number of rounds
        if (games % players != 0)
            return Refusal{"--games " + std::to_string(games) + ": each opening is played " + std::to_string(players)
                + " times, the engines rotated through the seats: give a multiple of " + std::to_string(players)};
    }
    if (match.engines.size() < 2)
        return Refusal{"match needs two engines or more, --engine OPTIONS for each ("
            + std::to_string(match.engines.size()) + " given)"};
    if (match.engines.size() > kMostEngines)
        return Refusal{"match plays a round robin of up to " + std::to_string(kMostEngines) + " engines ("
            + std::to_string(match.engines.size()) + " given)"};
    if (players == 2 && games % 2 != 0)
        return Refusal{"--games " + std::to_string(games)
            + ": each opening is played twice, the engines' seats swapped: give an even number"};
    Asked asked;
    RoundRobinSettings& settings = asked.settings;
    settings.game = game;
    for (std::size_t i = 0; i < match.engines.size(); ++i) {
        auto engine = engineOf(match.engines[i], int(i) + 1, *game, *loaded->tree);
        if (auto* refusal = std::get_if<Refusal>(&engine))
            return *refusal;
        settings.engines.push_back(std::get<MatchEngine>(std::move(engine)));
    }
    const std::size_t rounds = games / players;
    auto openings = openingsOf(match, *game, GameKind::positionOf(*loaded->tree, GameTree::root()), rounds);
    if (auto* refusal = std::get_if<Refusal>(&openings))
        return *refusal;
    // Each pair (or round) an opening: a file's openings in turn, from its first again when
    // they run out.
    const auto& read = std::get<std::vector<Position>>(openings);
    for (std::size_t round = 0; round < rounds; ++round)
        settings.openings.push_back(read[round % read.size()]);
    settings.threads = match.threads > 0 ? match.threads : std::max(1u, std::thread::hardware_concurrency());
    auto sprt = sprtOf(match.sprt);
    if (auto* refusal = std::get_if<Refusal>(&sprt))
        return *refusal;
    asked.sprt = std::get<std::optional<SprtTest>>(sprt);
    if (asked.sprt && settings.engines.size() > 2)
        return Refusal{"--sprt tests a match of two engines, not " + std::to_string(settings.engines.size())};
    return asked;
}

/// What a match or a round robin played, as the command reports it.
struct Played {
    std::string report;
    /// The games file's text, and how many games were finished.
    std::string games;
    std::size_t finished = 0;
};

/// Plays @p play off the main thread, a progress line on a terminal, Ctrl-C stopping it after
/// the games being played; writes the games file if asked and the report. @p play is given
/// how to tell its progress (games done, the first engine's score if any) and the cancel flag.
int playWatched(const CommandLine& cl, std::size_t games,
    const std::function<Played(const std::function<void(std::size_t, std::optional<double>)>&, const std::atomic<bool>*,
        const RunClock&)>& play,
    std::ostream& out, std::ostream& err)
{
    std::atomic<bool> cancel{false};
    std::mutex progressMutex;
    std::size_t done = 0;
    std::optional<double> score;
    const RunClock clock;
    const InterruptHandler handler;
    auto played = std::async(std::launch::async, [&] {
        return play(
            [&](std::size_t gamesDone, std::optional<double> firstScore) {
                const std::lock_guard lock(progressMutex);
                done = gamesDone;
                score = firstScore;
            },
            &cancel, clock);
    });
    const Stop stop = watchUntilReady(
        played, cancel, 0, clock,
        [&] {
            const std::lock_guard lock(progressMutex);
            return MatchOutput::progressLine(done, games, score, clock.seconds());
        },
        progressTerminal(err));
    const Played result = played.get();
    std::string unwritten;
    if (!cl.match.gamesOut.empty()) {
        unwritten = writeWhole(cl.match.gamesOut, result.games);
        if (!unwritten.empty())
            err << "gametree-lab: " << unwritten << "\n";
    }
    out << result.report;
    if (stop == Stop::Interrupted) {
        err << "gametree-lab: match stopped after " << result.finished << " of " << games << " games\n";
        return exit_status::kInterrupted;
    }
    return unwritten.empty() ? exit_status::kSuccess : exit_status::kCannotReadOrWrite;
}

int playRoundRobin(const CommandLine& cl, const RoundRobinSettings& settings, std::ostream& out, std::ostream& err)
{
    const std::size_t games = settings.openings.size() * 2 * RoundRobin::pairings(settings.engines.size()).size();
    return playWatched(
        cl, games,
        [&](const auto& tell, const std::atomic<bool>* cancel, const RunClock& clock) {
            const RoundRobinReport report = RoundRobin::run(
                settings, [&](const RoundRobinReport& sofar) { tell(sofar.gamesDone, std::nullopt); }, cancel);
            const double seconds = clock.seconds();
            return Played{cl.format == CommandLine::Format::Json
                    ? MatchOutput::roundRobinJson(settings, report, seconds)
                    : MatchOutput::roundRobinText(settings, report, seconds),
                GamesFile::write(*settings.game, settings.engines, settings.openings, report.pairings),
                report.gamesFinished()};
        },
        out, err);
}

int playMatch(const CommandLine& cl, const Asked& asked, std::ostream& out, std::ostream& err)
{
    MatchSettings match;
    match.game = asked.settings.game;
    match.engines = {asked.settings.engines[0], asked.settings.engines[1]};
    match.openings = asked.settings.openings;
    match.threads = asked.settings.threads;
    match.sprt = asked.sprt;
    return playWatched(
        cl, match.openings.size() * 2,
        [&](const auto& tell, const std::atomic<bool>* cancel, const RunClock& clock) {
            const MatchReport report = Match::run(
                match,
                [&](const MatchReport& sofar) {
                    tell(sofar.gamesDone,
                        sofar.counts.games() > 0 ? std::optional<double>(sofar.counts.score()) : std::nullopt);
                },
                cancel);
            const double seconds = clock.seconds();
            return Played{cl.format == CommandLine::Format::Json
                    ? MatchOutput::json(match, report, seconds)
                    : MatchOutput::text(match, report, match.sprt, seconds),
                GamesFile::write(
                    *match.game, {match.engines[0], match.engines[1]}, match.openings, {Pairing{0, 1, report}}),
                report.counts.games()};
        },
        out, err);
}

int playSeats(const CommandLine& cl, const SeatMatchSettings& settings, std::ostream& out, std::ostream& err)
{
    return playWatched(
        cl, settings.openings.size() * settings.engines.size(),
        [&](const auto& tell, const std::atomic<bool>* cancel, const RunClock& clock) {
            const SeatReport report = SeatMatch::run(
                settings, [&](const SeatReport& sofar) { tell(sofar.gamesDone, std::nullopt); }, cancel);
            const double seconds = clock.seconds();
            return Played{cl.format == CommandLine::Format::Json ? MatchOutput::seatJson(settings, report, seconds)
                                                                 : MatchOutput::seatText(settings, report, seconds),
                MatchOutput::seatGamesFile(settings, report), report.games()};
        },
        out, err);
}

} // namespace

int MatchCommand::run(const CommandLine& cl, std::ostream& out, std::ostream& err)
{
    auto checked = settingsOf(cl);
    if (auto* refusal = std::get_if<Refusal>(&checked)) {
        err << "gametree-lab: " << refusal->message << "\n";
        return refusal->status;
    }
    const Asked& asked = std::get<Asked>(checked);
    if (asked.settings.game->players() > 2)
        return playSeats(cl, asked.settings, out, err);
    if (asked.settings.engines.size() > 2)
        return playRoundRobin(cl, asked.settings, out, err);
    return playMatch(cl, asked, out, err);
}

bool MatchCommand::takes(const GameKind& game)
{
    return !game.hasChance();
}

} // namespace gtl::app
