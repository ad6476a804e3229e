// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/SolveCommand.h"
#include "app/ExitStatus.h"

#include "app/WatchedRun.h"
#include "core/base/Counted.h"
#include "core/base/Printable.h"
#include "core/games/GameRegistry.h"
#include "core/search/maxn/MaxnValues.h"
#include "core/tree/Scores.h"

#include <nlohmann/json.hpp>

#include <atomic>
#include <cstdio>
#include <future>
#include <iostream>

namespace gtl::app {
namespace {

/// "1st", "2nd", "3rd", "4th", … "21st".
std::string ordinal(int n)
{
    const int last = n % 10;
    const bool teen = n % 100 >= 11 && n % 100 <= 13;
    const char* suffix = teen ? "th" : last == 1 ? "st" : last == 2 ? "nd" : last == 3 ? "rd" : "th";
    return std::to_string(n) + suffix;
}

/// The score in words: "a draw", "X wins with its 6th disc".
std::string scoreWords(const Solution& solution, char mover, std::string_view pieces)
{
    if (solution.score == 0)
        return "a draw";
    const char other = mover == 'X' ? 'O' : 'X';
    const int score = solution.score;
    return std::string(1, score > 0 ? mover : other) + " wins with its "
        + ordinal(solution.winBase - (score > 0 ? score : -score)) + " " + std::string(pieces);
}

std::string text(const GameKind& game, Position position, const Solution& solution, double ms)
{
    const char mover = game.sideToMove(position);
    const bool columns = solution.movesName == "columns";
    std::string out = std::string(game.names().title) + " " + game.text(position) + ", " + std::string(1, mover)
        + " to move\nscore: " + std::to_string(solution.score) + " ("
        + scoreWords(solution, mover, columns ? "disc" : "mark") + ")\n" + std::string(solution.movesName) + ":";
    for (std::size_t i = 0; i < solution.moves.size(); ++i) {
        const auto& score = solution.moves[i];
        out += " " + std::to_string(i + 1) + "=" + (score ? std::to_string(*score) : std::string("-"));
    }
    char time[32];
    std::snprintf(time, sizeof time, "%.1f", ms);
    out += "\nbest move: " + (solution.best ? std::to_string(*solution.best + 1) : std::string("none"))
        + "\nnodes: " + std::to_string(solution.nodes) + "\nms: " + time + "\n";
    return out;
}

std::string json(const Solution& solution, double ms)
{
    nlohmann::ordered_json out;
    out["score"] = solution.score;
    nlohmann::json moves = nlohmann::json::array();
    for (const auto& score : solution.moves)
        moves.push_back(score ? nlohmann::json(*score) : nlohmann::json(nullptr));
    out[std::string(solution.movesName)] = moves;
    out["best_move"] = solution.best ? nlohmann::json(std::to_string(*solution.best + 1)) : nlohmann::json(nullptr);
    out["nodes"] = solution.nodes;
    out["ms"] = ms;
    return out.dump() + "\n";
}

/// A game of more than two players has no one score to prove: its solve reports max^n's
/// scores for the position and for each move, each player's, the first's first.
int solveSeveralPlayers(const CommandLine& cl, const GameKind& game, Position position, std::ostream& out)
{
    const RunClock clock;
    const GameTree tree = game.tree(position);
    const MaxnValues values(tree);
    const double ms = clock.seconds() * 1000;
    const NodeId root = GameTree::root();
    const NodeId best = values.choice(root);
    const std::string bestMove = best == kNoNode ? std::string() : std::string(tree.label(best));
    const auto scores = [&](NodeId node) { return values.of(node); };
    if (cl.format == CommandLine::Format::Json) {
        nlohmann::ordered_json json;
        json["value"] = scores(root);
        json["moves"] = nlohmann::json::object();
        for (NodeId child : tree.children(root))
            json["moves"][std::string(tree.label(child))] = scores(child);
        json["best_move"] = best == kNoNode ? nlohmann::json(nullptr) : nlohmann::json(bestMove);
        json["nodes"] = tree.size();
        json["ms"] = ms;
        out << json.dump() << "\n";
        return 0;
    }
    out << game.names().title << " " << game.text(position) << ", " << game.sideToMove(position)
        << " to move\nmax^n: " << scoresText(scores(root)) << "\nmoves:";
    for (NodeId child : tree.children(root))
        out << " " << tree.label(child) << "=" << scoresText(scores(child));
    char time[32];
    std::snprintf(time, sizeof time, "%.1f", ms);
    out << "\nbest move: " << (best == kNoNode ? "none" : bestMove) << "\nnodes: " << tree.size() << "\nms: " << time
        << "\n";
    return 0;
}

/// What a solve went through: the positions searched, the time, the moves solved.
struct SolveProgress {
    std::atomic<std::uint64_t> searched{0};
    std::atomic<std::size_t> solved{0};
    std::atomic<std::size_t> moves{0};
    RunClock clock;

    /// "12,345,678 positions, 3.2 s, 2 of 7 columns solved".
    std::string words(std::string_view movesName, std::uint64_t positions) const
    {
        std::string text = counted(positions, "position", "positions") + ", " + clock.words();
        if (moves > 0)
            text += ", " + std::to_string(solved) + " of " + std::to_string(moves) + " " + std::string(movesName)
                + " solved";
        return text;
    }
};

/// Solves @p position on a thread of its own while this thread watches the clock, Ctrl-C and,
/// on a terminal, writes the progress line. Returns what the solver found (cancelled when
/// stopped) and sets @p stop to why.
std::optional<Solution> watchedSolve(const GameKind& game, Position position, const Enhancements& limits,
    SolveProgress& progress, Stop& stop, std::ostream* terminal)
{
    std::atomic<bool> cancel{false};
    const SolveControl control{.cancel = &cancel,
        .progress =
            [&](std::size_t solved, std::size_t moves) {
                progress.solved = solved;
                progress.moves = moves;
            },
        .searched = &progress.searched,
        .nodeLimit = limits.nodeLimit};
    const InterruptHandler handler;
    auto solution = std::async(std::launch::async, [&] { return game.solve(position, control); });
    stop = watchUntilReady(
        solution, cancel, limits.timeLimit, progress.clock,
        [&] { return "solving: " + progress.words("moves", progress.searched); }, terminal);
    return solution.get();
}

/// The tree source's position, when it is one of a game: a game's option, or a preset or a
/// tree file that holds a position (c4-horizon, ttt-block).
const GameKind* positionOf(const TreeDocument& loaded, Position& position)
{
    const GameKind* game = GameRegistry::of(*loaded.tree);
    if (game && loaded.tree->size() > 0)
        position = GameKind::positionOf(*loaded.tree, GameTree::root());
    return game;
}

} // namespace

int SolveCommand::run(const CommandLine& cl, std::ostream& out, std::ostream& err)
{
    const auto loaded = cl.source.load(TreeSource::Extent::RootOnly);
    if (!loaded) {
        err << "gametree-lab: " << loaded.error().toString() << "\n";
        return exit_status::kCannotReadOrWrite;
    }
    Position position = 0;
    const GameKind* game = positionOf(*loaded, position);
    if (!game) {
        err << "gametree-lab: solve takes a position of a game with an exact solver (--connect4 MOVES, --ttt BOARD, "
               "--sticks STICKS, "
               "or a preset of one such as c4-horizon or ttt-block); "
            << printable(loaded->title, 60) << " is a tree of its own\n";
        return exit_status::kRefused;
    }
    if (game->players() > 2)
        return solveSeveralPlayers(cl, *game, position, out);
    SolveProgress progress;
    Stop stop = Stop::None;
    // A progress line only where a person watches: on the process's own standard error, a terminal.
    std::ostream* terminal = progressTerminal(err);
    const auto solution = watchedSolve(*game, position, cl.search.enhancements, progress, stop, terminal);
    if (!solution) {
        err << "gametree-lab: " << game->names().title << " has no exact solver (solve takes Connect Four, "
            << "tic-tac-toe and Sticks positions)\n";
        return exit_status::kRefused;
    }
    if (solution->cancelled) {
        const std::string got = progress.words(solution->movesName, solution->nodes);
        if (stop == Stop::Interrupted) {
            err << "gametree-lab: solve stopped after " << got << "; no result\n";
            return exit_status::kInterrupted;
        }
        err << "gametree-lab: no result within the "
            << (stop == Stop::TimeLimit
                       ? "time limit of " + grouped(cl.search.enhancements.timeLimit) + " ms"
                       : "node limit of " + counted(cl.search.enhancements.nodeLimit, "position", "positions"))
            << ": the solve stopped after " << got << "\n";
        return exit_status::kStoppedAtLimit;
    }
    const double ms = progress.clock.seconds() * 1000;
    out << (cl.format == CommandLine::Format::Json ? json(*solution, ms) : text(*game, position, *solution, ms));
    return 0;
}

bool SolveCommand::takes(const GameKind& game)
{
    return game.solves() || game.players() > 2;
}

} // namespace gtl::app
