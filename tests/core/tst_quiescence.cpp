// SPDX-License-Identifier: GPL-3.0-or-later
// Quiescence search: past the horizon along forcing moves, standing pat on the evaluation.
#include "core/games/TreeGame.h"
#include "core/search/Algorithm.h"
#include "core/search/AlgorithmRegistry.h"
#include "core/search/EventFields.h"
#include "core/search/GameSearch.h"
#include "core/search/Replay.h"
#include "core/search/Search.h"
#include "core/teaching/Pseudocode.h"
#include "core/tree/EditableTree.h"
#include "core/tree/RandomTree.h"
#include "tests/support/ReferenceSearch.h"
#include "tests/support/SearchConfigurations.h"
#include "tests/support/TestTrees.h"

#include <QtTest>

#include <random>

using namespace gtl;
using namespace gtl::test;

namespace {

/// A tree whose horizon at depth 1 hides a forcing reply: B looks best to MAX by its evaluation
/// (6), but MIN's forcing move x there holds MAX to −3.
constexpr const char* kHiddenReply = "(A:(3, 12)[4], B:(2, !x:(-5, 9)[-3])[6])";

SearchOptions quiescent(Algorithm algorithm, std::uint32_t depth, std::uint32_t plies = 0)
{
    SearchOptions options{algorithm, false, {}};
    options.enhancements.depth = depth;
    options.enhancements.quiescence = true;
    options.enhancements.quiescenceDepth = plies;
    return options;
}

constexpr Algorithm kTwoPlayerSearches[] = {algorithmNamed("minimax"), algorithmNamed("alphabeta"),
    algorithmNamed("negamax"), algorithmNamed("negamax-alphabeta")};

/// A random tree of @p seed with an evaluation on every inner node and about two moves in five
/// marked forcing.
GameTree randomForcingTree(std::uint64_t seed, std::mt19937& random)
{
    RandomTreeSpec spec;
    spec.minBranching = 1;
    spec.maxBranching = 3;
    spec.depth = 2 + std::uint32_t(seed % 5);
    spec.seed = seed;
    spec.rootPlayer = seed % 2 ? Player::Max : Player::Min;
    const GameTree bare = buildRandomTree(spec);
    EditableTree edit(bare);
    for (NodeId n = 0; n < bare.size(); ++n) {
        edit.setEvaluation(n, Value(random() % 19) - 9);
        if (n != GameTree::root())
            edit.setForcing(n, random() % 5 < 2);
    }
    return edit.build();
}

} // namespace

class TestQuiescence : public QObject {
    Q_OBJECT

private slots:
    /// The horizon effect and its cure on one small tree: without quiescence B's evaluation
    /// wins; with it B stands pat, its forcing move x is searched, and A is best.
    void quiescenceSeesTheForcedReplyPastTheHorizon()
    {
        const GameTree tree = parsed(kHiddenReply);
        for (const Algorithm algorithm : kTwoPlayerSearches) {
            SearchOptions plain = quiescent(algorithm, 1);
            plain.enhancements.quiescence = false;
            const Trace fooled = Search::run(tree, plain);
            QCOMPARE(fooled.result.value, 6);
            QCOMPARE(fooled.result.bestMoveLabel(tree), std::string_view("B"));
            QCOMPARE(fooled.result.quiescenceNodes, NodeId(0));

            const Trace seen = Search::run(tree, quiescent(algorithm, 1));
            QCOMPARE(seen.result.value, 4);
            QCOMPARE(seen.result.bestMoveLabel(tree), std::string_view("A"));
            QCOMPARE(seen.result.quiescenceNodes, NodeId(1));
            // B stands pat on 6 (shown from MAX's side: from +∞), then x answers −3.
            if (isNegamax(algorithm))
                continue;
            const auto standPat = std::ranges::find(seen.events, EventKind::StandPat, &Event::kind);
            QVERIFY(standPat != seen.events.end());
            QCOMPARE(tree.path(standPat->node), std::string("B"));
            QCOMPARE(EventFields::change(*standPat).from, inf);
            QCOMPARE(EventFields::change(*standPat).to, 6);
        }
    }

    /// Every step shows on a line of the listing; those on the horizon and past it on quiescence
    /// search's, the stand-pat on its own.
    void theListingShowsQuiescenceStepsOnItsOwnLines()
    {
        const GameTree tree = parsed(kHiddenReply);
        const SearchOptions options = quiescent(algorithmNamed("alphabeta"), 1);
        const Trace trace = Search::run(tree, options);
        const std::vector<std::string> lines = Pseudocode::listing(options);
        const auto lineOf = [&](const Event& e) {
            const int line = Pseudocode::lineFor(options, tree, &e);
            return line < 0 ? std::string("none") : lines[std::size_t(line)];
        };
        for (const Event& e : trace.events) {
            const std::string line = lineOf(e);
            const std::string where = std::string(eventKindName(e.kind)) + " at " + tree.path(e.node) + ": " + line;
            QVERIFY2(line != "none", where.c_str());
            if (e.kind == EventKind::StandPat)
                QVERIFY2(line.find("stand pat") != std::string::npos, where.c_str());
            if (e.kind == EventKind::ValueChanged && tree.depth(e.node) == 1)
                QVERIFY2(line.find("quiesce(m") != std::string::npos, where.c_str());
            if (e.kind == EventKind::ValueChanged && e.node == GameTree::root())
                QVERIFY2(line.find("quiesce") == std::string::npos, where.c_str());
            if (e.kind == EventKind::Enter && tree.depth(e.node) == 2)
                QVERIFY2(line.find("quiesce(node") != std::string::npos, where.c_str());
        }
    }

    /// A stand-pat at or above β is a cut-off before any forcing move: at C, MAX's evaluation 9
    /// already beats what MIN holds MAX to at the root's other move.
    void aStandPatAtBetaCutsOff()
    {
        const GameTree tree = parsed("(P:(A:(1, 2)[5], !C:(!y:(0, 1)[0], 3)[9])[5], Q:1)");
        SearchOptions options = quiescent(algorithmNamed("alphabeta"), 2);
        const Trace trace = Search::run(tree, options);
        QCOMPARE(trace.result.value, 5);
        const auto cut = std::ranges::find(trace.events, EventKind::Cutoff, &Event::kind);
        QVERIFY(cut != trace.events.end());
        QCOMPARE(tree.path(cut->node), std::string("P/C"));
        QCOMPARE(tree.path(EventFields::cut(*cut).firstSkipped), std::string("P/C/y"));
        QCOMPARE(trace.result.quiescenceNodes, NodeId(0));
        // Minimax, which never cuts, looks at y.
        QCOMPARE(Search::run(tree, quiescent(algorithmNamed("minimax"), 2)).result.quiescenceNodes, NodeId(1));
    }

    /// On thousands of random trees with forcing moves, every search with quiescence finds the
    /// value the definition gives, and a best move of that value; plain minimax enters exactly
    /// the positions past the horizon the definition looks at, alpha-beta no more.
    void quiescenceAgreesWithItsDefinitionOnRandomTrees()
    {
        std::mt19937 random(34);
        const bool sanitized = qEnvironmentVariableIsSet("GTL_SANITIZED");
        const std::uint64_t trees = sanitized ? 500 : 2000;
        std::uint64_t pastHorizon = 0;
        for (std::uint64_t seed = 1; seed <= trees; ++seed) {
            const GameTree tree = randomForcingTree(seed, random);
            if (tree.height() < 2)
                continue;
            const std::uint32_t depth = 1 + std::uint32_t(random() % (tree.height() - 1));
            const std::uint32_t plies = std::uint32_t(random() % 4); // 0: the default
            const std::uint32_t reach = plies == 0 ? kDefaultQuiescencePlies : plies;
            QCOMPARE(TreeGame(tree).missingEvaluation(depth, {.quiescencePlies = reach}), kNoNode);
            const Value expected = referenceQuiescenceTo(tree, GameTree::root(), depth, reach);
            const std::uint64_t looked = referenceQuiescenceNodes(tree, GameTree::root(), depth, reach);
            pastHorizon += looked;
            for (const Algorithm algorithm : kTwoPlayerSearches) {
                const Trace trace = Search::run(tree, quiescent(algorithm, depth, plies));
                const bool negamaxView = isNegamax(algorithm) && tree.rootPlayer() == Player::Min;
                QCOMPARE(negamaxView ? -trace.result.value : trace.result.value, expected);
                QCOMPARE(referenceQuiescenceTo(tree, trace.result.bestMove, depth - 1, reach), expected);
                if (algorithmEntry(algorithm).windowed)
                    QVERIFY(trace.result.quiescenceNodes <= looked);
                else
                    QCOMPARE(std::uint64_t(trace.result.quiescenceNodes), looked);
            }
            // The enhancements compose with it: each configuration of the lab, quiescent.
            for (SearchOptions options : labConfigurations(depth, 0, 0)) {
                options.enhancements.quiescence = true;
                options.enhancements.quiescenceDepth = plies;
                const Value value = searchCounts(TreeGame(tree), options).value;
                QCOMPARE(tree.rootPlayer() == Player::Max ? value : -value, expected);
            }
        }
        QVERIFY(pastHorizon > trees); // the trees had forcing moves past their horizons
    }

    /// Stepping a quiescent trace to its end and back leaves every node as it was, and the
    /// counters count what was entered past the horizon.
    void aQuiescentReplayStepsBackToTheStart()
    {
        std::mt19937 random(3);
        for (std::uint64_t seed = 1; seed <= 60; ++seed) {
            const GameTree tree = randomForcingTree(seed, random);
            if (tree.height() < 2)
                continue;
            const Trace trace = Search::run(tree, quiescent(algorithmNamed("alphabeta"), 1, 3));
            Replay replay(tree, trace);
            const Value rootAtStart = replay.value(GameTree::root());
            while (replay.stepForward()) { }
            QCOMPARE(replay.quiescenceNodes(), trace.result.quiescenceNodes);
            QCOMPARE(replay.evaluations(), trace.result.evaluations);
            while (replay.stepBack()) { }
            QCOMPARE(replay.quiescenceNodes(), NodeId(0));
            QCOMPARE(replay.evaluations(), NodeId(0));
            QCOMPARE(replay.value(GameTree::root()), rootAtStart);
        }
    }

    void quiescenceSaysWhatItNeeds_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("depth");
        QTest::addColumn<int>("plies");
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<QString>("message");
        QTest::newRow("no depth limit") << kHiddenReply << 0 << 0 << "alphabeta"
                                        << "it needs a depth limit (--depth N)";
        QTest::newRow("too deep") << kHiddenReply << 1 << 65 << "alphabeta"
                                  << "choose 1 to 64 plies";
        QTest::newRow("no evaluation to stand pat on")
            << "(A:(3, 12)[4], B:(2, !x:(-5, !(1, 2))[-3])[6])" << 1 << 0 << "alphabeta"
            << "reaches B/x/2 by forcing moves; it has moves but no static evaluation to stand pat on";
        QTest::newRow("chance") << "(A:(3, 12)[4], B:(2, 9)[6])" << 1 << 0 << "expectiminimax"
                                << "no table or other enhancement";
    }

    void quiescenceSaysWhatItNeeds()
    {
        QFETCH(QString, text);
        QFETCH(int, depth);
        QFETCH(int, plies);
        QFETCH(QString, algorithm);
        QFETCH(QString, message);
        const GameTree tree = parsed(text.toUtf8().constData());
        SearchOptions options = quiescent(*algorithmFromName(algorithm.toStdString()), std::uint32_t(depth));
        options.enhancements.quiescenceDepth = std::uint32_t(plies);
        const std::string problem = Search::problem(tree, options).english();
        QVERIFY2(QString::fromStdString(problem).contains(message), problem.c_str());
    }
};

QTEST_GUILESS_MAIN(TestQuiescence)
#include "tst_quiescence.moc"
