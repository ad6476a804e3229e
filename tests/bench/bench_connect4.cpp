// SPDX-License-Identifier: GPL-3.0-or-later
// Figures for Connect Four, printed as JSON lines: 40 random positions 8–12 moves in, solved as
// 40 whole `solve` processes one after another and two at a time, against 40 processes of a
// bare depth-1 search of the same positions in the same run; each position's solver nodes; and
// the bytes per node of a grown tree. With --positions it only prints the 40 positions, one a
// line (tests/bench/solve_processes.sh times them).
#include "core/content/TreeSource.h"
#include "core/games/connect4/Connect4Kind.h"
#include "core/games/connect4/Connect4Solver.h"
#include "core/search/Search.h"
#include "core/tree/SplitMix64.h"

#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <string>
#include <thread>
#include <vector>

using namespace gtl;

namespace {

using Clock = std::chrono::steady_clock;

double millisecondsSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

/// Random legal play from the empty board, 8 to 12 moves, no one having connected four.
std::vector<std::string> randomPositions(std::uint64_t seed, std::size_t count)
{
    SplitMix64 random(seed);
    std::vector<std::string> positions;
    while (positions.size() < count) {
        const int moves = int(random.between(8, 12));
        Connect4Board board;
        std::string text;
        while (int(text.size()) < moves && !board.isOver()) {
            std::vector<int> open;
            for (int column = 0; column < Connect4Board::kColumns; ++column) {
                if (board.canPlay(column))
                    open.push_back(column);
            }
            const int column = open[std::size_t(random.between(0, std::int64_t(open.size()) - 1))];
            board = board.played(column);
            text += char('1' + column);
        }
        if (!board.isOver())
            positions.push_back(text);
    }
    return positions;
}

/// What a process cost: the time it took, and the processor time it used (user and system).
struct ProcessCost {
    double ms = 0;
    double userMs = 0;
    double systemMs = 0;

    ProcessCost& operator+=(const ProcessCost& other)
    {
        ms += other.ms;
        userMs += other.userMs;
        systemMs += other.systemMs;
        return *this;
    }
};

double millisecondsOf(const timeval& time)
{
    return double(time.tv_sec) * 1000 + double(time.tv_usec) / 1000;
}

/// What the application costs over @p args, its output thrown away.
ProcessCost runProcess(std::vector<std::string> args)
{
    std::vector<char*> argv{const_cast<char*>(GTL_APP_PATH)};
    for (std::string& arg : args)
        argv.push_back(arg.data());
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    const auto start = Clock::now();
    pid_t pid = 0;
    int status = 0;
    rusage usage{};
    if (posix_spawn(&pid, GTL_APP_PATH, &actions, nullptr, argv.data(), environ) != 0
        || wait4(pid, &status, 0, &usage) != pid || status != 0)
        std::fprintf(stderr, "%s failed\n", args.front().c_str());
    posix_spawn_file_actions_destroy(&actions);
    return {millisecondsSince(start), millisecondsOf(usage.ru_utime), millisecondsOf(usage.ru_stime)};
}

std::vector<std::string> benchPositions()
{
    return randomPositions(2026, 40);
}

/// The time the `solve` processes of @p positions take on the clock, two running at a time.
double twoAtATimeMs(const std::vector<std::string>& positions)
{
    std::atomic<std::size_t> next = 0;
    const auto solveRest = [&] {
        for (std::size_t at = next++; at < positions.size(); at = next++)
            runProcess({"solve", "--connect4", positions[at], "--format", "json"});
    };
    const auto start = Clock::now();
    std::thread other(solveRest);
    solveRest();
    other.join();
    return millisecondsSince(start);
}

void measureSolver()
{
    const std::vector<std::string> positions = benchPositions();
    ProcessCost baseline;
    ProcessCost solves;
    for (const std::string& moves : positions) {
        baseline += runProcess(
            {"trace", "--connect4", moves, "--algorithm", "negamax-alphabeta", "--depth", "1", "--summary"});
        solves += runProcess({"solve", "--connect4", moves, "--format", "json"});
    }
    const double twoAtATime = twoAtATimeMs(positions);
    std::uint64_t nodes = 0;
    for (const std::string& moves : positions) {
        Connect4Solver solver;
        const auto start = Clock::now();
        const Solution solution = solver.analyze(*Connect4Board::parse(moves));
        nodes += solution.nodes;
        std::printf("{\"bench\": \"c4_solve_position\", \"moves\": \"%s\", \"score\": %d, \"nodes\": %llu, "
                    "\"ms\": %.1f}\n",
            moves.c_str(), solution.score, static_cast<unsigned long long>(solution.nodes), millisecondsSince(start));
    }
    std::printf("{\"bench\": \"c4_solve_40_processes\", \"positions\": %zu, \"total_ms\": %.1f, "
                "\"user_ms\": %.1f, \"system_ms\": %.1f, \"two_at_a_time_ms\": %.1f, "
                "\"baseline_depth1_total_ms\": %.1f, \"baseline_user_ms\": %.1f, \"baseline_system_ms\": %.1f, "
                "\"nodes\": %llu, \"target_ms\": 20000}\n",
        positions.size(), solves.ms, solves.userMs, solves.systemMs, twoAtATime, baseline.ms, baseline.userMs,
        baseline.systemMs, static_cast<unsigned long long>(nodes));
}

void measureGrownTree(const char* moves, std::uint32_t depth)
{
    const auto root = TreeSource::position(connect4Kind(), moves).load(TreeSource::Extent::RootOnly);
    SearchOptions options;
    options.algorithm = Algorithm::NegamaxAlphaBeta;
    options.enhancements.depth = depth;
    const auto start = Clock::now();
    const Trace trace = Search::run(*root->tree, options);
    const double ms = millisecondsSince(start);
    const GameTree& tree = *trace.grownTree;
    std::printf("{\"bench\": \"c4_grown_tree\", \"moves\": \"%s\", \"depth\": %u, \"nodes\": %u, \"events\": %zu, "
                "\"tree_bytes\": %zu, \"bytes_per_node\": %.1f, \"event_bytes\": %zu, \"ms\": %.1f}\n",
        moves, depth, tree.size(), trace.steps(), tree.memoryBytes(), double(tree.memoryBytes()) / tree.size(),
        trace.steps() * sizeof(Event), ms);
}

} // namespace

int main(int argc, char** argv)
{
    if (argc > 1 && std::strcmp(argv[1], "--positions") == 0) {
        for (const std::string& moves : benchPositions())
            std::printf("%s\n", moves.c_str());
        return 0;
    }
    measureGrownTree("4453443322", 3);
    measureGrownTree("4453443322", 6);
    measureGrownTree("4453443322", 8);
    measureSolver();
    return 0;
}
