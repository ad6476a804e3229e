// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the time and node limits of iterative deepening: the answer is the last completed
// iteration's, the interrupted one is marked, and the replay steps back over it.
#include "core/games/GameRegistry.h"
#include "core/games/TreeGame.h"
#include "core/games/tictactoe/TicTacToeGame.h"
#include "core/io/TraceExport.h"
#include "core/search/ChoiceNames.h"
#include "core/search/EventWords.h"
#include "core/search/GameSearch.h"
#include "core/search/Iterations.h"
#include "core/search/Replay.h"
#include "core/search/Search.h"
#include "core/teaching/Narrator.h"
#include "core/teaching/Pseudocode.h"
#include "tests/support/ReferenceSearch.h"
#include "tests/support/ReplaySnapshot.h"
#include "tests/support/TestTrees.h"

#include <QtTest>

using namespace gtl;
using namespace gtl::test;

namespace {

/// Iterative deepening to @p depth with the enhancements engines combine with it.
std::vector<SearchOptions> iterativeConfigurations(std::uint32_t depth)
{
    std::vector<SearchOptions> list;
    for (int variant = 0; variant < 4; ++variant) {
        SearchOptions options{Algorithm::NegamaxAlphaBeta, false, {}};
        Enhancements& e = options.enhancements;
        e.depth = depth;
        e.iterative = true;
        e.table = variant >= 1;
        e.pvs = variant == 2;
        e.aspiration = variant == 3 ? 1 : 0;
        list.push_back(options);
    }
    SearchOptions minimax{Algorithm::Minimax, false, {}};
    minimax.enhancements.depth = depth;
    minimax.enhancements.iterative = true;
    list.push_back(minimax);
    return list;
}

} // namespace

class LimitsTest : public QObject {
    Q_OBJECT

private slots:
    /// On every reachable position and under many node limits, an interrupted search answers
    /// exactly as the same search stopped after its last completed iteration does.
    void theAnswerIsTheLastCompletedIterations()
    {
        const auto positions = reachableTicTacToe();
        const std::size_t stride = qEnvironmentVariableIsSet("GTL_SANITIZED") ? 97 : 13;
        std::size_t interrupted = 0;
        std::size_t checked = 0;
        for (std::size_t index = 0; index < positions.size(); index += stride) {
            const auto& [text, mover] = positions[index];
            const TicTacToeGame game(*TicTacToeBoard::parse(text, mover));
            for (SearchOptions options : iterativeConfigurations(9)) {
                for (const std::uint64_t limit : std::initializer_list<std::uint64_t>{1, 7, 40, 150, 600, 3000}) {
                    options.enhancements.nodeLimit = limit;
                    const SearchCounts limited = searchCounts(game, options);
                    SearchOptions completed = options;
                    completed.enhancements.nodeLimit = 0;
                    completed.enhancements.depth = std::max(1u, limited.completedDepth);
                    const SearchCounts reference = searchCounts(game, completed);
                    QCOMPARE(limited.value, reference.value);
                    QCOMPARE(limited.hasMove, reference.hasMove);
                    if (limited.hasMove)
                        QCOMPARE(limited.bestMove, reference.bestMove);
                    QVERIFY(limited.completedDepth >= 1); // the first iteration always finishes
                    if (limited.interruptedDepth > 0) {
                        QCOMPARE(limited.interruptedDepth, limited.completedDepth + 1);
                        // The limit is checked from the second iteration on, before each position.
                        SearchOptions first = completed;
                        first.enhancements.depth = 1;
                        QCOMPARE(limited.enters, std::max(limit, searchCounts(game, first).enters));
                        ++interrupted;
                    }
                    ++checked;
                }
            }
        }
        QVERIFY(checked > 1000);
        QVERIFY(interrupted > checked / 4);
    }

    /// The same on random trees with static evaluations, searched as trees.
    void theAnswerIsTheLastCompletedIterationsOnTrees()
    {
        std::size_t interrupted = 0;
        for (const GameTree& tree : enhancedTestTrees(20)) {
            if (GameRegistry::of(tree))
                continue;
            for (SearchOptions options : iterativeConfigurations(std::max(1u, tree.height()))) {
                for (const std::uint64_t limit : std::initializer_list<std::uint64_t>{5, 20, 60}) {
                    options.enhancements.nodeLimit = limit;
                    const Trace trace = Search::runFiguresOnly(tree, options);
                    SearchOptions completed = options;
                    completed.enhancements.nodeLimit = 0;
                    completed.enhancements.depth = std::max(1u, trace.result.completedDepth);
                    const Trace reference = Search::runFiguresOnly(tree, completed);
                    QCOMPARE(trace.result.value, reference.result.value);
                    QCOMPARE(trace.result.bestMove, reference.result.bestMove);
                    interrupted += trace.result.interruptedDepth > 0;
                }
            }
        }
        QVERIFY(interrupted > 20);
    }

    /// The interrupted iteration is the trace's last event; the replay, the iterations, the
    /// narration, the pseudocode and the summary say which depth finished and which did not.
    void theInterruptedIterationIsMarked()
    {
        const GameTree tree = presetTree("ttt-transpositions");
        SearchOptions options{Algorithm::AlphaBeta, false, {}};
        options.enhancements.iterative = true;
        options.enhancements.table = true;
        options.enhancements.depth = 5;
        options.enhancements.nodeLimit = 60;
        QVERIFY(Search::problem(tree, options).empty());
        const Trace trace = Search::run(tree, options);
        const GameTree& searched = trace.searchedTree(tree);
        QCOMPARE(trace.result.completedDepth, 3u);
        QCOMPARE(trace.result.interruptedDepth, 4u);
        QCOMPARE(trace.result.visited, NodeId(60));
        const Event& last = trace.events.back();
        QCOMPARE(last.kind, EventKind::Interrupted);
        QCOMPARE(last.a, Value(4));
        QCOMPARE(last.b, trace.result.value);
        QCOMPARE(LimitKind(last.detail), LimitKind::Nodes);
        const auto iterations = iterationsOf(trace);
        QCOMPARE(iterations.size(), std::size_t(4));
        QVERIFY(iterations.back().interrupted);
        QVERIFY(!iterations[2].interrupted);
        QCOMPARE(iterations[2].value, trace.result.value);
        Replay replay(searched, trace);
        replay.seek(trace.steps() - 1);
        QVERIFY(!replay.interrupted());
        replay.stepForward();
        QVERIFY(replay.interrupted());
        const std::string words = "depth 4 interrupted after 60 positions: the answer is depth 3's, "
            + formatValue(trace.result.value) + " (best move " + std::string(trace.result.bestMoveLabel(searched))
            + ")";
        QCOMPARE(EventWords::detail(searched, trace, last), words);
        const std::string narration = Narrator::describe(replay);
        QVERIFY2(narration.starts_with("Depth 4 interrupted after 60 positions"), narration.c_str());
        const int line = Pseudocode::lineFor(options, searched, &last);
        QVERIFY(line >= 0);
        QVERIFY(Pseudocode::listing(options)[std::size_t(line)].find("limit") != std::string::npos);
        const std::string summary = TraceExport::text(searched, trace, true);
        QVERIFY2(
            summary.find("depth 3 completed, depth 4 interrupted by the limit of 60 positions") != std::string::npos,
            summary.c_str());
        const std::string json = TraceExport::json(searched, trace, true);
        QVERIFY2(json.find("\"completed_depth\": 3, \"interrupted_depth\": 4") != std::string::npos, json.c_str());
        QVERIFY(json.find("limit 60 positions") != std::string::npos); // in the search's name
        // Without a limit the summary says every depth completed.
        options.enhancements.nodeLimit = 0;
        const Trace whole = Search::run(tree, options);
        QVERIFY(
            TraceExport::text(whole.searchedTree(tree), whole, true).find("depth 5 completed\n") != std::string::npos);
        QVERIFY(TraceExport::json(whole.searchedTree(tree), whole, true).find("\"interrupted_depth\": null")
            != std::string::npos);
    }

    /// Stepping forward and back over an interrupted search restores exactly what was shown.
    void replayForwardThenBackOverAnInterruption()
    {
        std::size_t runs = 0;
        for (const GameTree& tree : enhancedTestTrees(4)) {
            for (SearchOptions options : iterativeConfigurations(std::max(2u, std::min(tree.height(), 4u)))) {
                options.enhancements.nodeLimit = 25;
                if (!Search::problem(tree, options).empty())
                    continue;
                const Trace trace = Search::run(tree, options);
                const GameTree& searched = trace.searchedTree(tree);
                Replay replay(searched, trace);
                const Snapshot initial(replay);
                std::vector<Snapshot> forward;
                do
                    forward.emplace_back(replay);
                while (replay.stepForward());
                QCOMPARE(replay.interrupted(), trace.result.interruptedDepth > 0);
                for (std::size_t k = forward.size(); k-- > 0;) {
                    QVERIFY(Snapshot(replay) == forward[k]);
                    replay.stepBack();
                }
                QVERIFY(Snapshot(replay) == initial);
                runs += trace.result.interruptedDepth > 0;
            }
        }
        QVERIFY(runs > 5);
    }

    /// A limit needs iterative deepening; the refusal says why.
    void aLimitWithoutIterativeIsRefused()
    {
        SearchOptions options{Algorithm::AlphaBeta, false, {}};
        options.enhancements.timeLimit = 500;
        QCOMPARE(searchOptionsProblem(options).english(),
            std::string("a time limit needs iterative deepening: when time is up, the last iteration that finished "
                        "answers"));
        options.enhancements.timeLimit = 0;
        options.enhancements.nodeLimit = 10;
        QVERIFY(!searchOptionsProblem(options).empty());
        options.enhancements.iterative = true;
        QVERIFY(searchOptionsProblem(options).empty());
        options.enhancements.timeLimit = kMaxTimeLimit + 1;
        QVERIFY(!searchOptionsProblem(options).empty());
    }

    /// With a clock the answer is still a completed iteration's, whichever that is, and a
    /// generous limit changes nothing.
    void aTimeLimitAnswersWithACompletedIteration()
    {
        const TicTacToeGame game;
        SearchOptions options{Algorithm::Negamax, false, {}};
        options.enhancements.depth = 9;
        options.enhancements.iterative = true;
        options.enhancements.timeLimit = 1;
        const SearchCounts limited = searchCounts(game, options);
        QVERIFY(limited.completedDepth >= 1);
        QVERIFY(limited.interruptedDepth == 0 || limited.interruptedDepth == limited.completedDepth + 1);
        SearchOptions completed = options;
        completed.enhancements.timeLimit = 0;
        completed.enhancements.depth = limited.completedDepth;
        QCOMPARE(limited.value, searchCounts(game, completed).value);
        options.algorithm = Algorithm::NegamaxAlphaBeta;
        options.enhancements.timeLimit = kMaxTimeLimit;
        const SearchCounts generous = searchCounts(game, options);
        QCOMPARE(generous.completedDepth, 9u);
        QCOMPARE(generous.interruptedDepth, 0u);
        QCOMPARE(generous.value, Value(0));
        QCOMPARE(searchOptionsName(options, ChoiceNames(game)),
            std::string("Negamax alpha-beta, depth 9, iterative, limit 3600 s"));
        options.enhancements.timeLimit = 500;
        QCOMPARE(limitWords(options.enhancements), std::string("0.5 s"));
        options.enhancements.timeLimit = 1250;
        options.enhancements.nodeLimit = 5000;
        QCOMPARE(limitWords(options.enhancements), std::string("1.25 s or 5,000 positions"));
    }
};

QTEST_MAIN(LimitsTest)
#include "tst_limits.moc"
