// SPDX-License-Identifier: GPL-3.0-or-later
// Figures for Monte Carlo tree search, printed as JSON lines: 100,000 untraced iterations on
// Connect Four from the empty board and 20,000 traced ones on tic-tac-toe, each against a bare
// random playout loop from the same position in the same run (the cost of an iteration over
// the cost of a playout); the same runs as whole processes against a one-iteration process;
// and how often 20,000 iterations choose a minimax-optimal tic-tac-toe move.
#include "core/content/TreeSource.h"
#include "core/games/connect4/Connect4Kind.h"
#include "core/games/tictactoe/TicTacToeBoard.h"
#include "core/games/tictactoe/TicTacToeKind.h"
#include "core/games/tictactoe/TicTacToeSolver.h"
#include "core/search/Search.h"
#include "core/search/mcts/Uct.h"
#include "core/search/mcts/UntracedMcts.h"

#include <spawn.h>
#include <sys/wait.h>

#include <chrono>
#include <cstdio>
#include <fcntl.h>
#include <set>
#include <string>
#include <vector>

using namespace gtl;

namespace {

using Clock = std::chrono::steady_clock;

double millisecondsSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

/// The fastest of three runs of @p work, in milliseconds.
template <typename Work> double fastest(Work&& work)
{
    double best = 1e300;
    for (int i = 0; i < 3; ++i) {
        const auto start = Clock::now();
        work();
        best = std::min(best, millisecondsSince(start));
    }
    return best;
}

/// @p count random playouts from @p game's start, as bare as a playout gets: the yardstick.
std::uint64_t barePlayouts(const Game& game, std::uint32_t count, std::uint64_t seed)
{
    SplitMix64 random(seed);
    std::uint64_t ends = 0;
    for (std::uint32_t i = 0; i < count; ++i) {
        Position position = game.start();
        while (!game.isOver(position)) {
            MoveList moves;
            game.moves(position, moves);
            position = game.play(position, moves[random.next() % moves.size()].move);
        }
        ends += std::uint64_t(game.finalScore(position, 0) + 1000);
    }
    return ends;
}

/// The wall time of one run of the application with @p args, output thrown away, in ms.
double processMilliseconds(std::vector<const char*> args)
{
    args.insert(args.begin(), GTL_APP_PATH);
    args.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    const auto start = Clock::now();
    pid_t pid = 0;
    int status = 0;
    if (posix_spawn(&pid, GTL_APP_PATH, &actions, nullptr, const_cast<char**>(args.data()), environ) == 0)
        waitpid(pid, &status, 0);
    posix_spawn_file_actions_destroy(&actions);
    return millisecondsSince(start);
}

void measure(const char* name, const GameKind& kind, const char* position, const char* option, std::uint32_t iterations,
    bool traced)
{
    auto loaded = TreeSource::position(kind, position).load(TreeSource::Extent::RootOnly);
    const GameTree& tree = *loaded->tree;
    const auto game = kind.game(tree.payload(GameTree::root()));
    SearchOptions options;
    options.algorithm = Algorithm::Mcts;
    options.mcts.iterations = iterations;
    std::size_t steps = 0;
    const double searchMs = fastest([&] {
        if (traced) {
            steps = Search::run(tree, options).events.size();
            return;
        }
        UntracedMcts untraced;
        Uct<UntracedMcts>(*game, PlayoutScore::ofGame(), options.mcts, untraced).run();
    });
    volatile std::uint64_t sink = 0;
    const double playoutMs = fastest([&] { sink = barePlayouts(*game, iterations, 1); });
    const std::string count = std::to_string(iterations);
    const double processMs = processMilliseconds(
        {"trace", option, position, "--algorithm", "mcts", "--iterations", count.c_str(), "--summary"});
    const double oneIterationMs
        = processMilliseconds({"trace", option, position, "--algorithm", "mcts", "--iterations", "1", "--summary"});
    std::printf("{\"name\": \"%s\", \"iterations\": %u, \"traced\": %s, \"steps\": %zu, \"search_ms\": %.1f, "
                "\"bare_playouts_ms\": %.1f, \"us_per_iteration\": %.3f, \"us_per_playout\": %.3f, "
                "\"iteration_over_playout\": %.2f, \"process_ms\": %.1f, \"one_iteration_process_ms\": %.1f}\n",
        name, iterations, traced ? "true" : "false", steps, searchMs, playoutMs, searchMs * 1e3 / iterations,
        playoutMs * 1e3 / iterations, searchMs / playoutMs, processMs, oneIterationMs);
}

/// Every tic-tac-toe position with up to @p marks marks whose moves do not all have one value:
/// how often 20,000 iterations choose a move of the best value.
void measureOptimality(int marks)
{
    int positions = 0;
    int optimal = 0;
    std::set<std::string> seen;
    const auto visit = [&](auto&& self, std::string board, int placed) -> void {
        if (!seen.insert(board).second)
            return;
        const TicTacToeBoard parsed = *TicTacToeBoard::parse(board, std::nullopt);
        if (parsed.isOver())
            return;
        const auto scores = solveTicTacToe(parsed).moves;
        int best = -100;
        int worst = 100;
        for (const auto& s : scores) {
            if (s) {
                best = std::max(best, *s);
                worst = std::min(worst, *s);
            }
        }
        if (best != worst) {
            const auto game = ticTacToeKind().game(*ticTacToeKind().parse(board, std::nullopt));
            UntracedMcts untraced;
            Uct<UntracedMcts> search(*game, PlayoutScore::ofGame(), {20'000, std::uint64_t(positions + 1)}, untraced);
            search.run();
            ++positions;
            const Position chosen = search.nodes()[search.mostVisitedRootChild()].position;
            for (int square = 0; square < 9; ++square) {
                if (scores[std::size_t(square)] && game->play(game->start(), Move(square)) == chosen)
                    optimal += *scores[std::size_t(square)] == best;
            }
        }
        if (placed == marks)
            return;
        for (std::size_t square = 0; square < 9; ++square) {
            if (board[square] == '.') {
                std::string next = board;
                next[square] = placed % 2 == 0 ? 'X' : 'O';
                self(self, next, placed + 1);
            }
        }
    };
    visit(visit, ".........", 0);
    std::printf("{\"name\": \"mcts_ttt_optimal_moves\", \"iterations\": 20000, \"marks_up_to\": %d, \"positions\": %d, "
                "\"optimal\": %d, \"share\": %.3f}\n",
        marks, positions, optimal, double(optimal) / positions);
}

} // namespace

int main()
{
    measure("mcts_connect4_untraced", connect4Kind(), "", "--connect4", 100'000, false);
    measure("mcts_ttt_traced", ticTacToeKind(), ".........", "--ttt", 20'000, true);
    measureOptimality(3);
    return 0;
}
