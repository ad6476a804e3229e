// SPDX-License-Identifier: GPL-3.0-or-later
// Null-move pruning: the side to move passes, and a shallower search after the pass may cut the
// position unsearched, a guess that zugzwang proves wrong.
#include "core/content/Catalogue.h"
#include "core/games/connect4/Connect4Game.h"
#include "core/games/connect4/Connect4Kind.h"
#include "core/search/EventFields.h"
#include "core/search/GameSearch.h"
#include "core/search/Replay.h"
#include "core/search/Search.h"
#include "core/search/SearchCancelled.h"
#include "core/tree/SplitMix64.h"
#include "tests/support/ReferenceConnect4.h"
#include "tests/support/TestTrees.h"

#include <QElapsedTimer>
#include <QtTest>

#include <atomic>
#include <chrono>
#include <thread>

using namespace gtl;
using namespace gtl::test;

namespace {

Position positionOf(std::string_view moves)
{
    return Connect4Board::parse(moves)->position();
}

/// Negamax alpha-beta, fail-soft, on the plain board, with null-move pruning written again: a
/// position with more than @p reduction + 1 plies left, below the root and with β finite, is
/// first searched after a pass, @p reduction plies shallower with a null window at β and with
/// no pass below; when that reaches β it returns that value. @p mover is the side to move, who
/// is not the discs' count's after a pass. @p bestColumn gets the first column of the value.
int referenceNullMove(const ReferenceConnect4& board, char mover, int depth, int alpha, int beta, int ply,
    int reduction, bool mayPass, int* bestColumn = nullptr)
{
    if (board.lastMadeFour())
        return -(1000 + (42 - board.discs()));
    if (board.discs() == 42)
        return 0;
    if (depth == 0)
        return mover == board.toMove() ? board.evaluation() : -board.evaluation();
    const char other = mover == 'X' ? 'O' : 'X';
    if (mayPass && ply > 0 && depth > reduction + 1 && beta < inf) {
        const int afterPass
            = -referenceNullMove(board, other, depth - 1 - reduction, -beta, -beta + 1, 0, reduction, false);
        if (afterPass >= beta)
            return afterPass;
    }
    int best = -inf;
    for (int column = 0; column < 7; ++column) {
        if (!board.canPlay(column))
            continue;
        ReferenceConnect4 next = board;
        next.columns[std::size_t(column)] += mover;
        next.last = column;
        const int value = -referenceNullMove(next, other, depth - 1, -beta, -alpha, ply + 1, reduction, mayPass);
        if (value > best) {
            best = value;
            if (bestColumn)
                *bestColumn = column;
        }
        alpha = std::max(alpha, value);
        if (alpha >= beta)
            break;
    }
    return best;
}

SearchOptions withNullMove(std::uint32_t depth, std::uint32_t reduction)
{
    SearchOptions options{Algorithm::NegamaxAlphaBeta, false, {}};
    options.enhancements.depth = depth;
    options.enhancements.nullMove = reduction;
    return options;
}

} // namespace

class TestNullMove : public QObject {
    Q_OBJECT

private slots:
    /// A pass hands the move to the other side on the same discs; two passes give the position
    /// back, and moves after a pass are the other side's.
    void aPassHandsTheMoveOver()
    {
        const Connect4Game game;
        const Position start = positionOf("4453");
        const Position passed = *game.passed(start);
        QCOMPARE(game.toMove(start), Player::Max);
        QCOMPARE(game.toMove(passed), Player::Min);
        QCOMPARE(game.evaluate(passed, 0), -game.evaluate(start, 0));
        QCOMPARE(game.toMove(game.play(passed, 3)), Player::Max);
        QCOMPARE(game.key(*game.passed(passed)), game.key(start));
        QCOMPARE(game.toMove(*game.passed(passed)), Player::Max);
    }

    /// On a thousand random positions, null-move pruning finds the value and the best move its
    /// plain recursive definition gives, for reductions of 1 and 2 plies.
    void nullMovesAgreeWithTheirDefinition()
    {
        const Connect4Game game;
        SplitMix64 random(36);
        std::uint64_t cuts = 0;
        for (std::uint64_t seed = 1; seed <= 1000; ++seed) {
            const std::string moves = randomQuietMoves(seed, int(random.between(0, 30)));
            const ReferenceConnect4 plain = ReferenceConnect4::fromMoves(moves);
            const auto depth = std::uint32_t(random.between(3, 6));
            const auto reduction = std::uint32_t(random.between(1, 2));
            int column = -1;
            const int expected
                = referenceNullMove(plain, plain.toMove(), int(depth), -inf, inf, 0, int(reduction), true, &column);
            const Connect4Game from(Connect4Board::fromPosition(positionOf(moves)));
            const SearchCounts counts = searchCounts(from, withNullMove(depth, reduction));
            QCOMPARE(counts.value, expected);
            QCOMPARE(int(counts.bestMove), column);
            cuts += counts.nullMoveCutoffs;
            QVERIFY(counts.nullMoveCutoffs <= counts.nullMoves);
        }
        QVERIFY(cuts > 1000);
    }

    /// The trace has a step per pass; stepping to the end and back restores every node.
    void passesAreStepsThatStepBack()
    {
        const GameTree tree = connect4Kind().tree(positionOf("4453"));
        const Trace trace = Search::run(tree, withNullMove(5, 2));
        const auto passes = std::ranges::count(trace.events, EventKind::NullMove, &Event::kind);
        QVERIFY(passes > 0);
        QCOMPARE(trace.result.nullMoveCutoffs, NodeId(std::ranges::count_if(trace.events, [](const Event& e) {
            return e.kind == EventKind::NullMove && EventFields::nullMove(e).cut;
        })));
        QVERIFY(trace.result.nullMovePositions > 0);
        const GameTree& grown = *trace.grownTree;
        Replay replay(grown, trace);
        while (replay.stepForward()) { }
        QCOMPARE(replay.nullMoveCutoffs(), trace.result.nullMoveCutoffs);
        QCOMPARE(replay.visited(), trace.result.visited);
        while (replay.stepBack()) { }
        QCOMPARE(replay.nullMoveCutoffs(), NodeId(0));
        for (NodeId n = 0; n < grown.size(); ++n) {
            QCOMPARE(replay.status(n), NodeStatus::Unvisited);
            QVERIFY(!replay.isCutByNullMove(n));
        }
    }

    /// The preset's figures: to the end, 4 wins; with a null move O passes in zugzwang, 4 is cut
    /// and X plays 2 for a draw.
    void zugzwangFoolsTheNullMove()
    {
        const Preset* preset = Catalogue::findPreset("c4-zugzwang");
        const GameTree tree = preset->build();
        const Trace exact = Search::run(tree, withNullMove(5, 0));
        QCOMPARE(exact.result.value, 1001);
        QCOMPARE(exact.result.bestMoveLabel(*exact.grownTree), std::string_view("4"));
        const Trace guessed = Search::run(tree, withNullMove(5, 1));
        QCOMPARE(guessed.result.value, 0);
        QCOMPARE(guessed.result.bestMoveLabel(*guessed.grownTree), std::string_view("2"));
        QCOMPARE(guessed.result.nullMoveCutoffs, NodeId(2));
        const std::string_view description = preset->description;
        for (const char* words : {"4 wins (+1001", "2 only draws (0)", "(R = 1)", "X plays 2"})
            QVERIFY2(description.find(words) != std::string_view::npos, words);
    }

    /// A cancel reaches into the search after a pass: a null move one ply below the start of
    /// Connect Four twenty plies deep would search for hours, and stops at once.
    void aCancelStopsTheSearchAfterAPass()
    {
        const Connect4Game game;
        std::atomic<bool> cancel = false;
        std::atomic<std::uint64_t> entered = 0;
        const SearchOptions deep = withNullMove(20, 1);
        // By the flag, set while the first search after a pass runs…
        std::thread stopper([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(200));
            cancel = true;
        });
        QElapsedTimer clock;
        clock.start();
        bool cancelled = false;
        try {
            searchCounts(game, deep, {.cancel = &cancel});
        } catch (const SearchCancelled&) {
            cancelled = true;
        }
        stopper.join();
        QVERIFY(cancelled);
        QVERIFY2(clock.elapsed() < 5'000, qPrintable(QString::number(clock.elapsed())));
        // …and by a limit on the positions entered, which counts those after a pass.
        cancel = false;
        cancelled = false;
        try {
            searchCounts(game, deep, {.cancel = &cancel, .entered = &entered, .enteredLimit = 100'000});
        } catch (const SearchCancelled&) {
            cancelled = true;
        }
        QVERIFY(cancelled);
        QCOMPARE(entered.load(), std::uint64_t(100'001));
        // The traced search stops by its flag as well, set once the search after a pass runs.
        cancel = false;
        cancelled = false;
        std::thread tracedStopper([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(200));
            cancel = true;
        });
        clock.restart();
        try {
            Search::run(connect4Kind().tree(Connect4Board().position()), deep, &cancel);
        } catch (const SearchCancelled&) {
            cancelled = true;
        }
        tracedStopper.join();
        QVERIFY(cancelled);
        QVERIFY2(clock.elapsed() < 5'000, qPrintable(QString::number(clock.elapsed())));
    }

    void nullMovesSayWhatTheyNeed_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<int>("depth");
        QTest::addColumn<int>("reduction");
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<QString>("message");
        QTest::newRow("tree text") << "(A:(3, 4), B:(2, 5))" << 2 << 1 << "alphabeta"
                                   << "null-move pruning lets the side to move pass, which this tree cannot";
        QTest::newRow("tic-tac-toe") << "ttt" << 4 << 1 << "alphabeta"
                                     << "which tic-tac-toe cannot: choose a game whose search may pass";
        QTest::newRow("no depth limit") << "c4" << 0 << 2 << "alphabeta"
                                        << "it needs a depth limit (--depth N)";
        QTest::newRow("no window") << "c4" << 4 << 2 << "minimax"
                                   << "null moves, aspiration windows, killer moves and history need a form of "
                                      "alpha-beta";
        QTest::newRow("too far") << "c4" << 4 << 9 << "alphabeta"
                                 << "null-move pruning searches 1 to 8 plies shallower after a pass";
    }

    void nullMovesSayWhatTheyNeed()
    {
        QFETCH(QString, source);
        QFETCH(int, depth);
        QFETCH(int, reduction);
        QFETCH(QString, algorithm);
        QFETCH(QString, message);
        const GameTree tree = source == "c4" ? connect4Kind().tree(positionOf("4453"))
            : source == "ttt"                ? Catalogue::findPreset("ttt-block")->build()
                                             : parsed(source.toStdString().c_str());
        SearchOptions options = withNullMove(std::uint32_t(depth), std::uint32_t(reduction));
        options.algorithm = *algorithmFromName(algorithm.toStdString());
        const std::string problem = Search::problem(tree, options).english();
        QVERIFY2(QString::fromStdString(problem).contains(message), problem.c_str());
    }
};

QTEST_GUILESS_MAIN(TestNullMove)
#include "tst_nullmove.moc"
