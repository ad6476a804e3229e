// SPDX-License-Identifier: GPL-3.0-or-later
// The beam: forward pruning that searches only the best-looking moves, and says what it dropped.
#include "core/games/TreeGame.h"
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

/// MAX's quiet move A looks worse (2) than B (5), but B's reply leaves MAX 1 and A wins 8.
constexpr const char* kQuietWin = "(A:(8, 9)[2], B:(1, 7)[5])";

SearchOptions beamed(Algorithm algorithm, std::uint32_t depth, std::uint32_t width)
{
    SearchOptions options{algorithm, false, {}};
    options.enhancements.depth = depth;
    options.enhancements.beam = width;
    return options;
}

constexpr Algorithm kSearches[] = {algorithmNamed("minimax"), algorithmNamed("alphabeta"), algorithmNamed("negamax"),
    algorithmNamed("negamax-alphabeta")};

} // namespace

class TestBeam : public QObject {
    Q_OBJECT

private slots:
    /// A beam of one keeps the move that looks best and misses the quiet win; the exact search
    /// finds it. The dropped move is an event of its own, not a cut-off.
    void aBeamDropsTheQuietWinningMove()
    {
        const GameTree tree = parsed(kQuietWin);
        for (const Algorithm algorithm : kSearches) {
            const Trace narrow = Search::run(tree, beamed(algorithm, 2, 1));
            QCOMPARE(narrow.result.bestMoveLabel(tree), std::string_view("B"));
            QCOMPARE(narrow.result.value, 1);
            QCOMPARE(narrow.result.dropped, NodeId(2)); // A at the root, then B's reply 7
            const auto drop = std::ranges::find(narrow.events, EventKind::Dropped, &Event::kind);
            QVERIFY(drop != narrow.events.end());
            QCOMPARE(tree.path(drop->node), std::string("A"));
            QCOMPARE(EventFields::dropped(*drop).score, 2);
            const Trace exact = Search::run(tree, beamed(algorithm, 2, 0));
            QCOMPARE(exact.result.bestMoveLabel(tree), std::string_view("A"));
            QCOMPARE(exact.result.value, 8);
        }
    }

    /// On thousands of random trees, every search with a beam finds the value the beam's
    /// definition gives, and a best move of that value; a beam as wide as the tree drops nothing
    /// and changes nothing.
    void theBeamAgreesWithItsDefinitionOnRandomTrees()
    {
        std::mt19937 random(35);
        std::uint64_t drops = 0;
        for (std::uint64_t seed = 1; seed <= 2000; ++seed) {
            const GameTree tree = randomEvaluatedTree(seed, 4, 2 + std::uint32_t(seed % 4), random);
            const std::uint32_t depth = 1 + std::uint32_t(random() % std::max(1u, tree.height()));
            const std::uint32_t width = 1 + std::uint32_t(random() % 3);
            const Value expected = referenceBeamTo(tree, GameTree::root(), depth, width);
            for (const Algorithm algorithm : kSearches) {
                const Trace trace = Search::run(tree, beamed(algorithm, depth, width));
                const bool negamaxView = isNegamax(algorithm) && tree.rootPlayer() == Player::Min;
                QCOMPARE(negamaxView ? -trace.result.value : trace.result.value, expected);
                if (trace.result.bestMove != kNoNode)
                    QCOMPARE(referenceBeamTo(tree, trace.result.bestMove, depth - 1, width), expected);
                drops += trace.result.dropped;
            }
            const Trace wide = Search::run(tree, beamed(algorithmNamed("alphabeta"), depth, 256));
            QCOMPARE(wide.result.dropped, NodeId(0));
            QCOMPARE(wide.result.value, referenceMinimaxTo(tree, GameTree::root(), depth));
        }
        QVERIFY(drops > 2000);
    }

    /// Stepping a trace with drops to its end and back restores every node.
    void droppedMovesStepBack()
    {
        const GameTree tree = parsed(kQuietWin);
        const Trace trace = Search::run(tree, beamed(algorithmNamed("alphabeta"), 2, 1));
        Replay replay(tree, trace);
        while (replay.stepForward()) { }
        QCOMPARE(replay.status(tree.firstChild(GameTree::root())), NodeStatus::Dropped);
        QCOMPARE(replay.dropped(), trace.result.dropped);
        while (replay.stepBack()) { }
        QCOMPARE(replay.dropped(), NodeId(0));
        for (NodeId n = 0; n < tree.size(); ++n)
            QCOMPARE(replay.status(n), NodeStatus::Unvisited);
    }

    void theBeamSaysWhatItNeeds_data()
    {
        QTest::addColumn<int>("depth");
        QTest::addColumn<int>("width");
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<QString>("message");
        QTest::newRow("no depth limit") << 0 << 2 << "alphabeta"
                                        << "it needs a depth limit (--depth N)";
        QTest::newRow("too wide") << 2 << 257 << "alphabeta"
                                  << "a beam keeps 1 to 256 moves";
        QTest::newRow("chance") << 2 << 2 << "expectiminimax"
                                << "no table or other enhancement";
    }

    void theBeamSaysWhatItNeeds()
    {
        QFETCH(int, depth);
        QFETCH(int, width);
        QFETCH(QString, algorithm);
        QFETCH(QString, message);
        const GameTree tree = parsed(kQuietWin);
        const SearchOptions options
            = beamed(*algorithmFromName(algorithm.toStdString()), std::uint32_t(depth), std::uint32_t(width));
        const std::string problem = Search::problem(tree, options).english();
        QVERIFY2(QString::fromStdString(problem).contains(message), problem.c_str());
    }
};

QTEST_GUILESS_MAIN(TestBeam)
#include "tst_beam.moc"
