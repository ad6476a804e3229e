// SPDX-License-Identifier: GPL-3.0-or-later
// Figures for the search library, printed as JSON lines. Not a timed test: run it on a quiet
// machine and compare the numbers with the targets in the README.
#include "core/games/TreeGame.h"
#include "core/games/tictactoe/TicTacToeGame.h"
#include "core/games/tictactoe/TicTacToeTree.h"
#include "core/layout/FocusLayout.h"
#include "core/search/ConfigurationTable.h"
#include "core/search/GameSearch.h"
#include "core/search/Replay.h"
#include "core/search/Search.h"

#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>

#include <array>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fcntl.h>
#include <string>
#include <vector>

using namespace gtl;

namespace {

using Clock = std::chrono::steady_clock;

double millisecondsSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

/// Runs @p work @p repeats times and returns the fastest time in milliseconds.
template <typename Work> double fastest(int repeats, Work&& work)
{
    double best = 1e300;
    for (int i = 0; i < repeats; ++i) {
        const auto start = Clock::now();
        work();
        best = std::min(best, millisecondsSince(start));
    }
    return best;
}

/// The processor time this thread has used, in milliseconds: on a machine whose cores other
/// programs share, steadier than the time on the clock.
double threadCpuMilliseconds()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}

/// Runs @p work @p repeats times and returns the least processor time in milliseconds.
template <typename Work> double fastestCpu(int repeats, Work&& work)
{
    double best = 1e300;
    for (int i = 0; i < repeats; ++i) {
        const double start = threadCpuMilliseconds();
        work();
        best = std::min(best, threadCpuMilliseconds() - start);
    }
    return best;
}

void line(const std::string& json)
{
    std::printf("%s\n", json.c_str());
}

std::string field(const char* name, double value)
{
    char buffer[96];
    std::snprintf(buffer, sizeof buffer, "\"%s\": %.3f", name, value);
    return buffer;
}

std::string field(const char* name, std::size_t value)
{
    return "\"" + std::string(name) + "\": " + std::to_string(value);
}

// A bare recursive minimax over tic-tac-toe boards, with no tree and no trace: the yardstick
// the traced search is measured against.
constexpr int kLines[8][3] = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};

bool won(const std::array<char, 9>& b, char p)
{
    for (const auto& l : kLines) {
        if (b[l[0]] == p && b[l[1]] == p && b[l[2]] == p)
            return true;
    }
    return false;
}

int bareMinimax(std::array<char, 9>& b, char p, std::size_t& nodes)
{
    ++nodes;
    if (won(b, 'X'))
        return 1;
    if (won(b, 'O'))
        return -1;
    int best = p == 'X' ? -2 : 2;
    bool moved = false;
    for (int i = 0; i < 9; ++i) {
        if (b[i] != '.')
            continue;
        moved = true;
        b[i] = p;
        const int v = bareMinimax(b, p == 'X' ? 'O' : 'X', nodes);
        b[i] = '.';
        best = p == 'X' ? std::max(best, v) : std::min(best, v);
    }
    return moved ? best : 0;
}

/// The fastest of @p runs runs of the application with @p args, its output thrown away, in
/// milliseconds, and the largest resident size any child of this process has reached so far.
struct ProcessFigures {
    double ms;
    double peakRssMb;
    double cpuMs; ///< the least processor time (user and system) of a run
};
ProcessFigures timeProcess(std::vector<const char*> args, int runs, const char* program = GTL_APP_PATH)
{
    args.insert(args.begin(), program);
    args.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    const auto childCpuMs = [] {
        rusage usage{};
        getrusage(RUSAGE_CHILDREN, &usage);
        const auto ms = [](const timeval& t) { return double(t.tv_sec) * 1e3 + double(t.tv_usec) / 1e3; };
        return ms(usage.ru_utime) + ms(usage.ru_stime);
    };
    double cpuMs = 1e300;
    const double ms = fastest(runs, [&] {
        const double before = childCpuMs();
        pid_t pid = 0;
        int status = 0;
        if (posix_spawn(&pid, program, &actions, nullptr, const_cast<char**>(args.data()), environ) != 0
            || waitpid(pid, &status, 0) != pid || status != 0)
            std::fprintf(stderr, "%s %s failed\n", program, args[1]);
        cpuMs = std::min(cpuMs, childCpuMs() - before);
    });
    posix_spawn_file_actions_destroy(&actions);
    rusage usage{};
    getrusage(RUSAGE_CHILDREN, &usage);
    return {ms, usage.ru_maxrss / 1024.0, cpuMs};
}

/// Times the whole `gametree-lab trace` process on the empty board and reads its resident
/// size. Runs first, while this process and its children are still small.
void measureTraceProcess(double bareMs, const char* self)
{
    // The yardstick as a whole process too: this program, doing nothing but the bare minimax.
    const auto bare = timeProcess({"--bare-minimax"}, 9, self);
    line("{\"bench\": \"ttt_bare_minimax_process\", \"command\": \"bench_core --bare-minimax\", " + field("ms", bare.ms)
        + ", " + field("cpu_ms", bare.cpuMs) + "}");
    const auto figures = timeProcess({"trace", "--ttt", ".........", "--algorithm", "minimax", "--summary"}, 9);
    line("{\"bench\": \"ttt_trace_process\", \"command\": \"gametree-lab trace --ttt ......... --algorithm minimax "
         "--summary\", "
        + field("ms", figures.ms) + ", " + field("cpu_ms", figures.cpuMs) + ", "
        + field("times_bare_minimax", figures.ms / bareMs) + ", "
        + field("times_bare_minimax_process", figures.ms / bare.ms) + ", "
        + field("cpu_times_bare_minimax_process", figures.cpuMs / bare.cpuMs) + ", "
        + field("peak_rss_mb", figures.peakRssMb) + "}");
}

/// The one search over the whole tic-tac-toe tree, recorded and with the observer that does
/// nothing: what recording costs, on the clock and in processor time.
void measureTracedAgainstUntraced(const GameTree& tree)
{
    SearchOptions options{Algorithm::Minimax, false, {}};
    const auto traced = [&] { Search::run(tree, options); };
    const double tracedMs = fastest(5, traced);
    const double tracedCpuMs = fastestCpu(5, traced);
    SearchOptions whole = options;
    whole.enhancements.depth = tree.height();
    const TreeGame game(tree);
    std::size_t enters = 0;
    const auto untraced = [&] { enters = std::size_t(searchCounts(game, whole).enters); };
    const double untracedMs = fastest(5, untraced);
    const double untracedCpuMs = fastestCpu(5, untraced);
    line("{\"bench\": \"ttt_minimax_traced_vs_untraced\", " + field("enters", enters) + ", "
        + field("traced_ms", tracedMs) + ", " + field("untraced_ms", untracedMs) + ", "
        + field("times_untraced", tracedMs / untracedMs) + ", " + field("traced_cpu_ms", tracedCpuMs) + ", "
        + field("untraced_cpu_ms", untracedCpuMs) + ", " + field("cpu_times_untraced", tracedCpuMs / untracedCpuMs)
        + "}");
}

/// Exporting a 10,000-level chain (the image is capped) as a whole process: time and memory.
/// Runs second: the peak is the largest of any child so far, and this one is the largest.
void measureDeepExportProcess()
{
    const std::string input = "/tmp/gametree-lab-bench-chain.txt";
    const std::string output = "/tmp/gametree-lab-bench-chain.png";
    std::FILE* file = std::fopen(input.c_str(), "w");
    std::fputs((std::string(10'000, '(') + "1" + std::string(10'000, ')')).c_str(), file);
    std::fclose(file);
    const auto figures = timeProcess({"--file", input.c_str(), "--export", output.c_str()}, 1);
    std::remove(input.c_str());
    std::remove(output.c_str());
    line("{\"bench\": \"export_chain_process\", \"levels\": 10000, \"command\": \"gametree-lab --file chain.txt "
         "--export chain.png\", "
        + field("ms", figures.ms) + ", " + field("peak_rss_mb", figures.peakRssMb) + "}");
}

/// Iterative deepening with the table to the bottom of a 10,000-level chain with evaluations
/// as a whole process: 50 million positions entered, in bounded memory.
void measureDeepIterativeProcess()
{
    const std::string input = "/tmp/gametree-lab-bench-evaluated-chain.txt";
    std::FILE* file = std::fopen(input.c_str(), "w");
    std::string chain = std::string(10'000, '(') + "1";
    for (int level = 0; level < 10'000; ++level)
        chain += ")[0]";
    std::fputs(chain.c_str(), file);
    std::fclose(file);
    const auto figures = timeProcess({"trace", "--file", input.c_str(), "--algorithm", "alphabeta", "--tt",
                                         "--iterative", "--depth", "10000", "--summary"},
        1);
    std::remove(input.c_str());
    line("{\"bench\": \"iterative_chain_process\", \"levels\": 10000, \"command\": \"gametree-lab trace --file "
         "chain.txt --algorithm alphabeta --tt --iterative --depth 10000 --summary\", "
        + field("ms", figures.ms) + ", " + field("peak_rss_mb", figures.peakRssMb) + "}");
}

/// Each lab configuration over the whole game from the empty board, in this process (on the
/// game, then recorded on its tree), then whole processes.
void measureLab()
{
    const TicTacToeGame game;
    for (const ConfigurationRow& row :
        runConfigurations(game, standardConfigurations(9, TicTacToeGame::kFastWins, 1))) {
        line("{\"bench\": \"lab\", \"configuration\": \""
            + ConfigurationTable::configurationName(row.options, ChoiceNames(game)) + "\", "
            + field("enters", std::size_t(row.result.enters)) + ", " + field("ms", row.result.ms) + "}");
    }
    // The same configurations stepped on the tree: recorded as events, the replay's input.
    const GameTree tree = buildTicTacToeTree({});
    for (const SearchOptions& options : standardConfigurations(9, TicTacToeGame::kFastWins, 1)) {
        Trace trace;
        const double ms = fastest(1, [&] { trace = Search::run(tree, options); });
        line("{\"bench\": \"lab_traced\", \"configuration\": \""
            + ConfigurationTable::configurationName(options, ChoiceNames(game)) + "\", "
            + field("enters", std::size_t(trace.result.visited)) + ", " + field("events", trace.steps()) + ", "
            + field("ms", ms) + "}");
    }
    const auto traced
        = timeProcess({"trace", "--ttt", ".........", "--algorithm", "negamax-alphabeta", "--depth", "9", "--scoring",
                          "fast-wins", "--order", "centre-first", "--tt", "--iterative", "--summary"},
            3);
    line("{\"bench\": \"trace_enhanced_process\", \"command\": \"gametree-lab trace --ttt ......... --algorithm "
         "negamax-alphabeta --depth 9 --scoring fast-wins --order centre-first --tt --iterative --summary\", "
        + field("ms", traced.ms) + ", " + field("peak_rss_mb", traced.peakRssMb) + "}");
    const auto figures = timeProcess({"lab", "--ttt", "........."}, 3);
    line("{\"bench\": \"lab_process\", \"command\": \"gametree-lab lab --ttt .........\", " + field("ms", figures.ms)
        + "}");
}

} // namespace

int main(int argc, char* argv[])
{
    if (argc > 1 && std::string(argv[1]) == "--bare-minimax") {
        std::array<char, 9> board;
        board.fill('.');
        std::size_t nodes = 0;
        return bareMinimax(board, 'X', nodes) == 0 ? 0 : 1;
    }
    std::size_t bareNodes = 0;
    const double bareMs = fastest(5, [&] {
        std::array<char, 9> board;
        board.fill('.');
        bareNodes = 0;
        bareMinimax(board, 'X', bareNodes);
    });
    line("{\"bench\": \"ttt_bare_minimax\", " + field("nodes", bareNodes) + ", " + field("ms", bareMs) + "}");
    measureTraceProcess(bareMs, argv[0]);
    measureDeepExportProcess();
    measureDeepIterativeProcess();
    measureLab();

    const TicTacToeBoard empty = *TicTacToeBoard::parse(".........", std::nullopt);
    GameTree tree;
    const double buildMs = fastest(3, [&] { tree = buildTicTacToeTree(empty); });
    line("{\"bench\": \"ttt_build\", " + field("nodes", std::size_t(tree.size())) + ", " + field("ms", buildMs) + "}");
    measureTracedAgainstUntraced(tree);

    {
        // The picture of one step: the focus layout halfway through an alpha-beta run.
        const Trace trace = Search::run(tree, {Algorithm::AlphaBeta, false});
        Replay replay(tree, trace);
        replay.seek(trace.steps() / 2);
        FocusLayout layout;
        const double layoutMs = fastest(
            5, [&] { layout = FocusLayout::compute(tree, replay.path(), replay.currentEvent()->node, {}, 36); });
        line("{\"bench\": \"ttt_focus_layout\", " + field("nodes", std::size_t(layout.placed().size())) + ", "
            + field("ms", layoutMs) + "}");
    }

    for (Algorithm algorithm : {Algorithm::Minimax, Algorithm::AlphaBeta}) {
        Trace trace;
        const double searchMs = fastest(3, [&] { trace = Search::run(tree, {algorithm, false}); });
        Replay replay(tree, trace);
        const double toEndMs = fastest(1, [&] { replay.seek(trace.steps()); });
        const double toStartMs = fastest(1, [&] { replay.seek(0); });
        double worstStepUs = 0;
        for (std::size_t step = 0; step < trace.steps(); step += 997) {
            replay.seek(step);
            const auto start = Clock::now();
            replay.stepForward();
            replay.stepBack();
            worstStepUs = std::max(worstStepUs, millisecondsSince(start) * 1000 / 2);
        }
        line("{\"bench\": \"ttt_trace\", \"algorithm\": \"" + std::string(algorithmName(algorithm)) + "\", "
            + field("events", trace.steps()) + ", " + field("bytes_per_event", sizeof(Event)) + ", "
            + field("visited", std::size_t(trace.result.visited)) + ", " + field("record_ms", searchMs) + ", "
            + field("seek_first_to_last_ms", toEndMs) + ", " + field("seek_last_to_first_ms", toStartMs) + ", "
            + field("worst_single_step_us", worstStepUs) + "}");
    }
    return 0;
}
