// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the time and node limits of iterative deepening: the answer is the last completed
// iteration's, the interrupted one is marked, and the replay steps back over it. And of the
// limits every tree and search holds to: malformed or oversized input is refused alike by
// every path, with a message that says where and what, never a crash or a wrong answer.
#include "core/content/BuiltInLessons.h"
#include "core/content/TreeSource.h"
#include "core/games/GameRegistry.h"
#include "core/games/TreeGame.h"
#include "core/games/pig/PigKind.h"
#include "core/games/tictactoe/TicTacToeGame.h"
#include "core/io/TraceExport.h"
#include "core/search/ChoiceNames.h"
#include "core/search/ConfigurationTable.h"
#include "core/search/EventFields.h"
#include "core/search/EventWords.h"
#include "core/search/GameSearch.h"
#include "core/search/Iterations.h"
#include "core/search/Replay.h"
#include "core/search/Search.h"
#include "core/search/SearchCancelled.h"
#include "core/search/SearchRun.h"
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
        const EventFields::Interruption stopped = EventFields::interruption(last);
        QCOMPARE(stopped.iteration, 4u);
        QCOMPARE(stopped.answer, trace.result.value);
        QCOMPARE(stopped.limit, LimitKind::Nodes);
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

    /// The lab's searches keep no trace, yet a cancel or a limit on the positions entered stops
    /// them where they are, in the middle of a configuration too; until then they count as ever.
    void aCancelStopsASearchThatKeepsNoTrace()
    {
        const TicTacToeGame game;
        SearchOptions options{Algorithm::NegamaxAlphaBeta, false, {}};
        options.enhancements.depth = 9;
        options.enhancements.table = true;
        std::atomic<bool> cancel = false;
        std::atomic<std::uint64_t> entered = 0;
        const SearchCounts uncancelled = searchCounts(game, options, {.cancel = &cancel, .entered = &entered});
        QCOMPARE(uncancelled.enters, searchCounts(game, options).enters);
        QCOMPARE(uncancelled.value, searchCounts(game, options).value);
        QCOMPARE(entered.load(), uncancelled.enters);
        // A limit on the positions entered stops the search just past it, counted across searches.
        std::vector<ConfigurationRow> rows;
        entered = 0;
        QVERIFY_THROWS_EXCEPTION(SearchCancelled,
            runConfigurations(
                game, {options, options}, rows, {.entered = &entered, .enteredLimit = 3 * uncancelled.enters / 2}));
        QCOMPARE(rows.size(), std::size_t(1)); // the first configuration finished, and is kept
        QCOMPARE(entered.load(), 3 * uncancelled.enters / 2 + 1);
        cancel = true;
        QVERIFY_THROWS_EXCEPTION(SearchCancelled, searchCounts(game, options, {.cancel = &cancel}));
        QVERIFY_THROWS_EXCEPTION(SearchCancelled, runConfigurations(game, {options}, &cancel));
        QCOMPARE(runConfigurations(game, {options}).front().result.enters, uncancelled.enters);
    }

    /// Malformed or oversized input: refused where it enters (tree text, files), or by the one
    /// validation of the searches (Search::problem), which the window's runs share
    /// (SearchRun::shown): each says what was given and what is allowed.
    void malformedInputs_data()
    {
        QTest::addColumn<TreeSource>("source");
        QTest::addColumn<SearchOptions>("options");
        QTest::addColumn<QString>("message");
        const auto text = [](std::string tree) { return TreeSource{TreeSource::Kind::Text, std::move(tree), {}}; };
        const auto game = [](std::string_view option, std::string position) {
            return TreeSource::position(*GameRegistry::findByOption(option), std::move(position));
        };
        std::string wide = "(";
        for (int i = 0; i < 300; ++i)
            wide += i == 0 ? "1" : ",1";
        wide += ")";
        const SearchOptions minimax{Algorithm::Minimax, false, {}};
        const SearchOptions expectiminimax{Algorithm::Expectiminimax, false, {}};
        SearchOptions deepNegamax{Algorithm::Negamax, false, {}};
        deepNegamax.enhancements.depth = 9;
        QTest::newRow("300 moves at the root") << text(wide) << minimax
                                               << "line 1, column 514: one move too many: the position opened at "
                                                  "line 1, column 1 would have more than 256 moves";
        QTest::newRow("257 moves below the root")
            << text("(" + wide.substr(0, 2 * 257) + "))") << minimax << "line 1, column 515: one move too many";
        QTest::newRow("Connect Four without a depth")
            << game("--connect4", "4453") << minimax
            << "Connect Four is too big to search to the end: give a depth limit (--depth N, e.g. 4)";
        QTest::newRow("thirds past the exact range")
            << text("{0.333333333:1, 0.333333333:2, 0.333333333:3}") << expectiminimax
            << "need a common denominator of 1000000000 to the power 1";
        QTest::newRow("random chance tree past the exact range")
            << TreeSource{TreeSource::Kind::Random, "20,4,1,chance", {}} << expectiminimax
            << "the outcomes' probabilities have no common denominator up to 1,000,000,000";
        QTest::newRow("Connect Four nine deep")
            << game("--connect4", "") << deepNegamax << "the search generates more than 4,000,000 positions";
        QTest::newRow("fail-hard Star1") << text("{0.5: (1, 2), 0.5: 3}") << SearchOptions{Algorithm::Star1, true, {}}
                                         << "fail-hard is a form of alpha-beta";
        QTest::newRow("fail-hard minimax") << text("((3, 5), (2, 9))") << SearchOptions{Algorithm::Minimax, true, {}}
                                           << "fail-hard is a form of alpha-beta";
        // What the user gave is quoted escaped and cut short: an escape sequence does not reach
        // the terminal, and a 100,000-character name is not echoed whole.
        const std::string hostile = "ab\x1b]0;x\x07" + std::string(100'000, 'c');
        QTest::newRow("preset name with control characters")
            << TreeSource{TreeSource::Kind::Preset, hostile, {}} << minimax << "no preset called 'ab\\x1B]0;x\\x07ccc";
        QTest::newRow("Pig position with control characters")
            << TreeSource::position(pigKind(), hostile) << expectiminimax << "'ab\\x1B]0;x\\x07ccc";
    }

    /// A lesson's name is quoted as every other name the user gives: escaped and cut short.
    void aLessonNameIsQuotedPrintably()
    {
        const auto lesson = BuiltInLessons::outline("ab\x1b]0;x\x07" + std::string(100'000, 'c'));
        QVERIFY(!lesson);
        const std::string message = lesson.error().toString();
        QVERIFY2(message.find("'ab\\x1B]0;x\\x07ccc") != std::string::npos, message.c_str());
        QVERIFY2(message.find('\x1b') == std::string::npos && message.size() < 1'000, message.c_str());
    }
    void malformedInputs()
    {
        QFETCH(TreeSource, source);
        QFETCH(SearchOptions, options);
        QFETCH(QString, message);
        const auto loaded = source.load();
        if (!loaded) {
            const QString error = QString::fromStdString(loaded.error().toString());
            QVERIFY2(error.contains(message), qPrintable(error));
            QVERIFY2(!error.contains(QChar(0x1b)) && error.size() < 1'000, qPrintable(error.left(1'000)));
            return;
        }
        const auto tree = loaded->tree;
        // What trace refuses before it searches, or what its search throws, the window says
        // and shows no answer: an unsearched run, its trace empty.
        std::string refused = Search::problem(*tree, options).english();
        if (refused.empty()) {
            try {
                Search::run(*tree, options);
            } catch (const std::exception& error) {
                refused = error.what();
            }
        }
        QVERIFY2(QString::fromStdString(refused).contains(message), refused.c_str());
        const auto shown = SearchRun::shown(tree, options, "shown");
        const QString refusal = QString::fromStdString(shown->refusal.english());
        QVERIFY2(refusal.contains(message), qPrintable(refusal));
        QCOMPARE(shown->trace.steps(), std::size_t(0));
    }

    /// A position with more moves than MoveList holds is refused, never written past its end.
    void aMoveListRefusesToOverflow()
    {
        MoveList moves;
        for (Move move = 0; move < MoveList::kCapacity; ++move)
            moves.push(move);
        QVERIFY_THROWS_EXCEPTION(std::length_error, moves.push(0));
        QCOMPARE(moves.size(), MoveList::kCapacity);
    }

    /// A finished game: every algorithm answers with no move, and says why.
    void aFinishedGameHasNoMoveToSearch_data()
    {
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("position");
        QTest::addColumn<QString>("over");
        QTest::newRow("tic-tac-toe won") << "--ttt"
                                         << "XXXOO...."
                                         << "the game is over: X has won";
        QTest::newRow("tic-tac-toe drawn") << "--ttt"
                                           << "XOXXOOOXX"
                                           << "the game is over: it is a draw";
        QTest::newRow("Connect Four won") << "--connect4"
                                          << "1212121"
                                          << "the game is over: X has won";
    }
    void aFinishedGameHasNoMoveToSearch()
    {
        QFETCH(QString, option);
        QFETCH(QString, position);
        QFETCH(QString, over);
        const GameKind* kind = GameRegistry::findByOption(option.toStdString());
        const auto loaded = TreeSource::position(*kind, position.toStdString()).load(TreeSource::Extent::RootOnly);
        QVERIFY(loaded);
        const GameTree& tree = *loaded->tree;
        QVERIFY(QString::fromStdString(Search::gameOver(tree).english()).startsWith(over));
        for (const Algorithm algorithm : {Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::Negamax,
                 Algorithm::NegamaxAlphaBeta, Algorithm::Mcts}) {
            SearchOptions options{algorithm, false, {}};
            QVERIFY(Search::problem(tree, options).empty());
            const Trace trace = Search::run(tree, options);
            QCOMPARE(trace.result.bestMove, kNoNode);
            QVERIFY(trace.rootMoves.empty());
            const std::string text = TraceExport::text(trace.searchedTree(tree), trace, true);
            QVERIFY2(QString::fromStdString(text).contains(over + "; there is no move to search"), text.c_str());
        }
    }
};

QTEST_MAIN(LimitsTest)
#include "tst_limits.moc"
