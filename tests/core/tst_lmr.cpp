// SPDX-License-Identifier: GPL-3.0-or-later
// Late move reductions: forward pruning that searches late moves a ply shallower, and again at
// full depth only when they beat alpha.
#include "core/search/AlgorithmRegistry.h"
#include "core/search/EventFields.h"
#include "core/search/Replay.h"
#include "core/search/Search.h"
#include "tests/support/ReferenceSearch.h"
#include "tests/support/TestTrees.h"

#include <QtTest>

#include <random>

using namespace gtl;
using namespace gtl::test;

namespace {

/// MAX's fourth move D wins 8, which a search two moves deep sees; reduced to one move, D is
/// scored by its evaluation, 0, no better than A's 3, and is never searched again.
constexpr const char* kLateWin = "(A:(3, 4), B:(2, 5), C:(1, 6), D:(9, 8)[0])";
/// The same, but D's evaluation, 5, beats A's 3: D is searched again at full depth.
constexpr const char* kLateWinThatLooksGood = "(A:(3, 4), B:(2, 5), C:(1, 6), D:(9, 8)[5])";

SearchOptions reduced(Algorithm algorithm, std::uint32_t depth, bool lmr = true)
{
    SearchOptions options{algorithm, false, {}};
    options.enhancements.depth = depth;
    options.enhancements.lmr = lmr;
    return options;
}

constexpr Algorithm kSearches[] = {algorithmNamed("alphabeta"), algorithmNamed("negamax-alphabeta")};

} // namespace

class TestLateMoveReductions : public QObject {
    Q_OBJECT

private slots:
    /// The fourth move is searched a ply shallower with a null window: its evaluation is no
    /// better than α, so the win below it is missed; the exact search plays it.
    void aReductionMissesTheLateWin()
    {
        const GameTree tree = parsed(kLateWin);
        for (const Algorithm algorithm : kSearches) {
            const Trace guessed = Search::run(tree, reduced(algorithm, 2));
            QCOMPARE(guessed.result.bestMoveLabel(tree), std::string_view("A"));
            QCOMPARE(guessed.result.value, 3);
            QCOMPARE(guessed.result.reduced, NodeId(1));
            QCOMPARE(guessed.result.researches, NodeId(0));
            const auto reduction = std::ranges::find(guessed.events, EventKind::Reduced, &Event::kind);
            QVERIFY(reduction != guessed.events.end());
            QCOMPARE(tree.path(reduction->node), std::string("D"));
            QCOMPARE(EventFields::reduced(*reduction).depth, 0u);
            QCOMPARE(EventFields::reduced(*reduction).fullDepth, 1u);
            QCOMPARE((reduction + 1)->kind, EventKind::Enter);
            // A null window at α = 3, shown from MIN's side in negamax.
            const EventFields::Window window = EventFields::entered(*(reduction + 1));
            QCOMPARE(window.alpha, isNegamax(algorithm) ? -4 : 3);
            QCOMPARE(window.beta, isNegamax(algorithm) ? -3 : 4);
            const Trace exact = Search::run(tree, reduced(algorithm, 2, false));
            QCOMPARE(exact.result.bestMoveLabel(tree), std::string_view("D"));
            QCOMPARE(exact.result.value, 8);
        }
    }

    /// A reduced move that beats α is searched again at full depth, and the win is found.
    void aReducedMoveThatBeatsAlphaIsSearchedAgain()
    {
        const GameTree tree = parsed(kLateWinThatLooksGood);
        const Trace trace = Search::run(tree, reduced(algorithmNamed("alphabeta"), 2));
        QCOMPARE(trace.result.bestMoveLabel(tree), std::string_view("D"));
        QCOMPARE(trace.result.value, 8);
        QCOMPARE(trace.result.reduced, NodeId(1));
        QCOMPARE(trace.result.researches, NodeId(1));
        const auto again = std::ranges::find(trace.events, EventKind::Research, &Event::kind);
        QVERIFY(again != trace.events.end());
        QCOMPARE(EventFields::research(*again).reason, ResearchReason::ReducedFailedHigh);
        QCOMPARE(tree.path(again->node), std::string("D"));
    }

    /// On thousands of random trees, alpha-beta with reductions finds the value and the best
    /// move of the plain recursive definition; where no position has more than three moves it
    /// takes exactly the steps of the search without them.
    void reductionsAgreeWithTheirDefinitionOnRandomTrees()
    {
        std::mt19937 random(34);
        std::uint64_t reductions = 0;
        std::uint64_t differ = 0;
        for (std::uint64_t seed = 1; seed <= 2000; ++seed) {
            const GameTree tree = randomEvaluatedTree(seed, seed % 5 == 0 ? 3 : 6, 2 + std::uint32_t(seed % 4), random);
            const std::uint32_t depth = 1 + std::uint32_t(random() % std::max(1u, tree.height()));
            NodeId expectedMove = kNoNode;
            const Value expected = referenceReducedTo(tree, GameTree::root(), depth, -inf, inf, &expectedMove);
            for (const Algorithm algorithm : kSearches) {
                const Trace trace = Search::run(tree, reduced(algorithm, depth));
                const bool negamaxView = isNegamax(algorithm) && tree.rootPlayer() == Player::Min;
                QCOMPARE(negamaxView ? -trace.result.value : trace.result.value, expected);
                QCOMPARE(trace.result.bestMove, expectedMove);
                reductions += trace.result.reduced;
                if (tree.maxChildCount() <= 3) {
                    QCOMPARE(trace.result.reduced, NodeId(0));
                    QCOMPARE(trace.events, Search::run(tree, reduced(algorithm, depth, false)).events);
                }
            }
            differ += expected != referenceMinimaxTo(tree, GameTree::root(), depth);
        }
        QVERIFY(reductions > 2000);
        QVERIFY(differ > 20); // reductions are a guess, and the random trees show it
    }

    /// Stepping to the end and back: the reduced move is marked while its reduced search runs,
    /// one ply less is left below it, and every node is restored.
    void reducedMovesStepBack()
    {
        const GameTree tree = parsed(kLateWinThatLooksGood);
        const Trace trace = Search::run(tree, reduced(algorithmNamed("alphabeta"), 2));
        const NodeId d = tree.firstChild(GameTree::root()) + 3;
        Replay replay(tree, trace);
        bool seenReduced = false;
        while (replay.stepForward()) {
            if (replay.isReduced(d)) {
                seenReduced = true;
                QCOMPARE(replay.pliesLeft(d), 0);
                QCOMPARE(replay.reduced(), NodeId(1));
            }
        }
        QVERIFY(seenReduced);
        QVERIFY(!replay.isReduced(d)); // searched again at full depth
        QCOMPARE(replay.pliesLeft(d), 1);
        QCOMPARE(replay.researches(), trace.result.researches);
        while (replay.stepBack()) { }
        QCOMPARE(replay.reduced(), NodeId(0));
        for (NodeId n = 0; n < tree.size(); ++n) {
            QCOMPARE(replay.status(n), NodeStatus::Unvisited);
            QVERIFY(!replay.isReduced(n));
        }
    }

    void reductionsSayWhatTheyNeed_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("depth");
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<QString>("message");
        QTest::newRow("no depth limit") << kLateWin << 0 << "alphabeta"
                                        << "they need a depth limit (--depth N)";
        QTest::newRow("no window")
            << kLateWin << 2 << "minimax"
            << "late move reductions, null moves, aspiration windows, killer moves and history need a "
               "form of alpha-beta";
        QTest::newRow("no evaluation where a reduction ends")
            << "(A:(3, 4), B:(2, 5), C:(1, 6), D:(9, 8))" << 2 << "alphabeta"
            << "late move reductions at depth 2 may search D a ply shallower";
    }

    void reductionsSayWhatTheyNeed()
    {
        QFETCH(QString, text);
        QFETCH(int, depth);
        QFETCH(QString, algorithm);
        QFETCH(QString, message);
        const GameTree tree = parsed(text.toStdString().c_str());
        const SearchOptions options = reduced(*algorithmFromName(algorithm.toStdString()), std::uint32_t(depth));
        const std::string problem = Search::problem(tree, options).english();
        QVERIFY2(QString::fromStdString(problem).contains(message), problem.c_str());
    }
};

QTEST_GUILESS_MAIN(TestLateMoveReductions)
#include "tst_lmr.moc"
