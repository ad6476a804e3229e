// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the searches: the presets and their figures, the textbook events, fail-hard, cut-offs, the
// searches against a plain minimax oracle on random trees, and move ordering.
#include "core/content/Catalogue.h"
#include "core/io/TreeTextWriter.h"
#include "core/search/EventFields.h"
#include "core/search/Search.h"
#include "core/search/SearchRun.h"
#include "core/tree/EditableTree.h"
#include "core/tree/GameTreeBuilder.h"
#include "core/tree/MoveOrdering.h"
#include "core/tree/RandomTree.h"
#include "tests/support/ReferenceSearch.h"
#include "tests/support/TestTrees.h"

#include <QtTest>

using namespace gtl;
using namespace gtl::test;

class SearchTest : public QObject {
    Q_OBJECT

private slots:
    void presetFigures_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<int>("value");
        QTest::addColumn<QString>("bestMove");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("visited");
        QTest::addColumn<int>("leaves");
        QTest::addColumn<int>("cutoffs");
        const int mm = int(Algorithm::Minimax);
        const int ab = int(Algorithm::AlphaBeta);
        const int nm = int(Algorithm::Negamax);
        const int nab = int(Algorithm::NegamaxAlphaBeta);
        QTest::newRow("mixed minimax") << "mixed" << mm << 6 << "C" << 22 << 22 << 12 << 0;
        QTest::newRow("mixed alphabeta") << "mixed" << ab << 6 << "C" << 22 << 18 << 9 << 2;
        QTest::newRow("mixed negamax") << "mixed" << nm << 6 << "C" << 22 << 22 << 12 << 0;
        QTest::newRow("mixed negamax-alphabeta") << "mixed" << nab << 6 << "C" << 22 << 18 << 9 << 2;
        QTest::newRow("best-first minimax") << "best-first" << mm << 6 << "C" << 22 << 22 << 12 << 0;
        QTest::newRow("best-first alphabeta") << "best-first" << ab << 6 << "C" << 22 << 15 << 7 << 3;
        QTest::newRow("best-first negamax-alphabeta") << "best-first" << nab << 6 << "C" << 22 << 15 << 7 << 3;
        QTest::newRow("worst-first minimax") << "worst-first" << mm << 6 << "C" << 22 << 22 << 12 << 0;
        QTest::newRow("worst-first alphabeta") << "worst-first" << ab << 6 << "C" << 22 << 22 << 12 << 0;
        QTest::newRow("ttt-block minimax") << "ttt-block" << mm << 0 << "7" << 14 << 14 << 6 << 0;
        QTest::newRow("ttt-block alphabeta") << "ttt-block" << ab << 0 << "7" << 14 << 10 << 4 << 2;
        QTest::newRow("textbook minimax") << "textbook" << mm << 3 << "A" << 13 << 13 << 9 << 0;
        QTest::newRow("textbook alphabeta") << "textbook" << ab << 3 << "A" << 13 << 11 << 7 << 1;
    }

    void presetFigures()
    {
        QFETCH(QString, preset);
        QFETCH(int, algorithm);
        const GameTree tree = presetTree(preset);
        for (bool failHard : {false, true}) {
            const Trace trace = Search::run(tree, {Algorithm(algorithm), failHard});
            const SearchResult& r = trace.result;
            QTEST(int(r.value), "value");
            QVERIFY(r.bestMove != kNoNode);
            QTEST(QString::fromStdString(std::string(tree.label(r.bestMove))), "bestMove");
            QTEST(int(r.nodes), "nodes");
            QTEST(int(r.visited), "visited");
            QCOMPARE(int(r.pruned), int(r.nodes - r.visited));
            QTEST(int(r.leavesEvaluated), "leaves");
            QTEST(int(r.cutoffs), "cutoffs");
            QCOMPARE(r.steps, trace.steps());
            const SearchResult summary = Search::summarize(tree, {Algorithm(algorithm), failHard});
            QCOMPARE(summary.value, r.value);
            QCOMPARE(summary.bestMove, r.bestMove);
            QCOMPARE(summary.visited, r.visited);
            QCOMPARE(summary.cutoffs, r.cutoffs);
            QCOMPARE(summary.steps, r.steps);
        }
    }

    void presetsShareOneGame()
    {
        // The three orderings hold the same leaves under the same move paths.
        auto leavesByPath = [](const GameTree& tree) {
            std::map<std::string, Value> leaves;
            for (NodeId n = 0; n < tree.size(); ++n) {
                if (tree.isLeaf(n))
                    leaves[tree.path(n)] = tree.leafValue(n);
            }
            return leaves;
        };
        const auto mixed = leavesByPath(presetTree("mixed"));
        QCOMPARE(mixed.size(), std::size_t(12));
        QVERIFY(leavesByPath(presetTree("best-first")) == mixed);
        QVERIFY(leavesByPath(presetTree("worst-first")) == mixed);
    }

    void bestFirstIsTheFewestAnyOrderingGives()
    {
        // Try every ordering of every node's children in the mixed game.
        const GameTree mixed = presetTree("mixed");
        std::function<std::string(NodeId, const std::vector<int>&, std::size_t&)> write;
        // Each interior node's permutation is read from a list of choices (0 = as is, 1 = reversed,
        // and for the root all six orders).
        std::vector<NodeId> interior;
        for (NodeId n = 0; n < mixed.size(); ++n) {
            if (!mixed.isLeaf(n))
                interior.push_back(n);
        }
        NodeId fewest = mixed.size();
        const int rootOrders = 6;
        const int other = int(interior.size()) - 1;
        for (int rootOrder = 0; rootOrder < rootOrders; ++rootOrder) {
            for (int mask = 0; mask < (1 << other); ++mask) {
                GameTreeBuilder builder;
                builder.addRoot();
                std::vector<std::pair<NodeId, NodeId>> todo{{0, 0}}; // (old id, new id)
                int rootPerm[3] = {0, 1, 2};
                for (int i = 0; i < rootOrder; ++i)
                    std::next_permutation(rootPerm, rootPerm + 3);
                while (!todo.empty()) {
                    const auto [old, made] = todo.back();
                    todo.pop_back();
                    const NodeId count = mixed.childCount(old);
                    for (NodeId i = 0; i < count; ++i) {
                        NodeId pick = i;
                        if (old == 0)
                            pick = NodeId(rootPerm[i]);
                        else {
                            const auto index = std::find(interior.begin(), interior.end(), old) - interior.begin();
                            if (mask & (1 << (index - 1)))
                                pick = count - 1 - i;
                        }
                        const NodeId child = mixed.firstChild(old) + pick;
                        const NodeId id = builder.addChild(made, mixed.label(child), mixed.leafValue(child));
                        if (!mixed.isLeaf(child))
                            todo.push_back({child, id});
                    }
                }
                const Trace trace = Search::run(builder.build(), {Algorithm::AlphaBeta, false});
                QCOMPARE(trace.result.value, 6);
                fewest = std::min(fewest, trace.result.visited);
            }
        }
        QCOMPARE(int(fewest), 15);
    }

    void presetsHaveWords()
    {
        QCOMPARE(int(Catalogue::presets().size()), 23);
        for (const Preset& preset : Catalogue::presets()) {
            QVERIFY(!preset.title.empty());
            QVERIFY(preset.description.size() > 80);
        }
        QVERIFY(Catalogue::findPreset("nonsense") == nullptr);
    }

    void textbookAlphaBetaEvents()
    {
        using K = EventKind;
        const std::vector<Event> expected = {
            {K::Enter, 0, -inf, inf},
            {K::Enter, 1, -inf, inf},
            {K::Enter, 4, -inf, inf},
            {K::Leaf, 4, 3, kNoValue},
            {K::ValueChanged, 1, inf, 3},
            {K::BetaChanged, 1, inf, 3},
            {K::Enter, 5, -inf, 3},
            {K::Leaf, 5, 12, kNoValue},
            {K::Enter, 6, -inf, 3},
            {K::Leaf, 6, 8, kNoValue},
            {K::Return, 1, 3, 3},
            {K::ValueChanged, 0, -inf, 3},
            {K::AlphaChanged, 0, -inf, 3},
            {K::Enter, 2, 3, inf},
            {K::Enter, 7, 3, inf},
            {K::Leaf, 7, 2, kNoValue},
            {K::ValueChanged, 2, inf, 2},
            {K::BetaChanged, 2, inf, 2},
            {K::Cutoff, 2, 8, 2},
            {K::Return, 2, 2, 2},
            {K::Enter, 3, 3, inf},
            {K::Enter, 10, 3, inf},
            {K::Leaf, 10, 14, kNoValue},
            {K::ValueChanged, 3, inf, 14},
            {K::BetaChanged, 3, inf, 14},
            {K::Enter, 11, 3, 14},
            {K::Leaf, 11, 5, kNoValue},
            {K::ValueChanged, 3, 14, 5},
            {K::BetaChanged, 3, 14, 5},
            {K::Enter, 12, 3, 5},
            {K::Leaf, 12, 2, kNoValue},
            {K::ValueChanged, 3, 5, 2},
            {K::BetaChanged, 3, 5, 2},
            {K::Return, 3, 2, 2},
            {K::Return, 0, 3, 3},
        };
        const Trace trace = Search::run(presetTree("textbook"), {Algorithm::AlphaBeta, false});
        QCOMPARE(trace.events.size(), expected.size());
        for (std::size_t i = 0; i < expected.size(); ++i) {
            const Event& a = trace.events[i];
            const Event& e = expected[i];
            const QString where = QString("step %1").arg(i + 1);
            const EventFields::Payload got = EventFields::payload(a);
            const EventFields::Payload wanted = EventFields::payload(e);
            QVERIFY2(a.kind == e.kind && a.node == e.node && got.a == wanted.a && got.b == wanted.b, qPrintable(where));
        }
    }

    void failHardClampsReturns()
    {
        const GameTree tree = presetTree("textbook");
        const Trace trace = Search::run(tree, {Algorithm::AlphaBeta, true});
        // B's best value 2 lies below its window (3, +∞): fail-hard returns the bound 3.
        const auto it = std::find_if(trace.events.begin(), trace.events.end(),
            [](const Event& e) { return e.kind == EventKind::Return && e.node == 2; });
        QVERIFY(it != trace.events.end());
        QCOMPARE(EventFields::answer(*it).value, 3);
        QCOMPARE(EventFields::answer(*it).shownBefore, 2);
        QCOMPARE(trace.result.value, 3);
    }

    void searchRunFindsCutoffs()
    {
        const auto tree = std::make_shared<const GameTree>(presetTree("mixed"));
        const auto run = SearchRun::create(tree, {Algorithm::AlphaBeta, false}, "mixed");
        QCOMPARE(run->cutoffSteps, std::vector<std::size_t>({36, 54})); // the step just after each cut-off
        QCOMPARE(run->cutoffStep(0, +1), std::optional<std::size_t>(36));
        QCOMPARE(run->cutoffStep(36, +1), std::optional<std::size_t>(54));
        QCOMPARE(run->cutoffStep(54, +1), std::nullopt);
        QCOMPARE(run->cutoffStep(54, -1), std::optional<std::size_t>(36));
        QCOMPARE(run->cutoffStep(36, -1), std::nullopt);
        QCOMPARE(run->cutoffStep(59, -1), std::optional<std::size_t>(54));
        QVERIFY(SearchRun::create(tree, {Algorithm::Minimax, false}, "")->cutoffSteps.empty());
        QCOMPARE(run->tree.get(), tree.get()); // shared, not copied
    }

    void oracleOnRandomTrees()
    {
        const int kTrees = 3000;
        for (int i = 0; i < kTrees; ++i) {
            const RandomTreeSpec spec = randomSpec(i);
            QVERIFY(spec.problem().empty());
            const GameTree tree = buildRandomTree(spec);
            const Value expected = referenceMinimax(tree, 0);
            const NodeId expectedMove = referenceBestMove(tree);
            const Trace minimax = Search::run(tree, {Algorithm::Minimax, false});
            const QString where = QString("tree %1 (%2)").arg(i).arg(QString::fromStdString(spec.toString()));
            QVERIFY2(minimax.result.value == expected, qPrintable(where));
            QVERIFY2(minimax.result.bestMove == expectedMove, qPrintable(where));
            QCOMPARE(minimax.result.visited, tree.size());
            // Negamax forms score from the root player's side.
            const Value sign = tree.rootPlayer() == Player::Max ? 1 : -1;
            for (Algorithm a : {Algorithm::AlphaBeta, Algorithm::Negamax, Algorithm::NegamaxAlphaBeta}) {
                for (bool hard : {false, true}) {
                    const Trace t = Search::run(tree, {a, hard});
                    const Value value = isNegamax(a) ? t.result.value * sign : t.result.value;
                    const QString what
                        = where + " " + QString::fromUtf8(algorithmName(a).data()) + (hard ? " hard" : "");
                    QVERIFY2(value == expected, qPrintable(what));
                    QVERIFY2(t.result.bestMove == expectedMove, qPrintable(what));
                    QVERIFY2(t.result.visited <= minimax.result.visited, qPrintable(what));
                }
            }
        }
    }

    void reorderingTheMixedGameGivesThePresets()
    {
        const GameTree mixed = presetTree("mixed");
        QCOMPARE(toTreeText(reorderMoves(mixed, MoveOrder::BestFirst)), toTreeText(presetTree("best-first")));
        QCOMPARE(toTreeText(reorderMoves(mixed, MoveOrder::WorstFirst)), toTreeText(presetTree("worst-first")));
    }

    void reorderingKeepsTheGame()
    {
        for (int i = 0; i < 300; ++i) {
            const GameTree tree = buildRandomTree(randomSpec(i));
            const Trace original = Search::run(tree, {Algorithm::Minimax, false});
            for (MoveOrder order : {MoveOrder::BestFirst, MoveOrder::WorstFirst, MoveOrder::Shuffled}) {
                const GameTree reordered = reorderMoves(tree, order, std::uint64_t(i));
                QCOMPARE(reordered.size(), tree.size());
                const Trace after = Search::run(reordered, {Algorithm::AlphaBeta, false});
                QCOMPARE(after.result.value, original.result.value);
                if (original.result.bestMove != kNoNode)
                    QCOMPARE(referenceMinimax(reordered, 0), referenceMinimax(tree, 0));
            }
            const Trace best = Search::run(reorderMoves(tree, MoveOrder::BestFirst), {Algorithm::AlphaBeta, false});
            const Trace worst = Search::run(reorderMoves(tree, MoveOrder::WorstFirst), {Algorithm::AlphaBeta, false});
            QVERIFY(best.result.visited <= worst.result.visited);
        }
        const GameTree tree = buildRandomTree(randomSpec(5));
        QCOMPARE(toTreeText(reorderMoves(tree, MoveOrder::Shuffled, 42)),
            toTreeText(reorderMoves(tree, MoveOrder::Shuffled, 42)));
    }

    void bestFirstReachesKnuthMoore_data()
    {
        QTest::addColumn<QList<int>>("branching");
        for (int b = 2; b <= 4; ++b) {
            for (int d = 1; d <= 5; ++d)
                QTest::addRow("uniform b=%d d=%d", b, d) << QList<int>(d, b);
        }
        QTest::newRow("mixed game 3,2,2") << QList<int>{3, 2, 2};
        QTest::newRow("wide then narrow 5,1,3,2") << QList<int>{5, 1, 3, 2};
        QTest::newRow("narrow then wide 2,4,3,1,3") << QList<int>{2, 4, 3, 1, 3};
    }

    void bestFirstReachesKnuthMoore()
    {
        QFETCH(QList<int>, branching);
        // Every node at depth i gets branching[i] moves; distinct leaf values, shuffled.
        std::string text = "0";
        for (auto level = branching.rbegin(); level != branching.rend(); ++level) {
            std::string node = "(";
            for (int move = 0; move < *level; ++move)
                node += (move ? "," : "") + text;
            text = node + ")";
        }
        EditableTree edit(parsed(text.c_str()));
        const GameTree shape = edit.build();
        int nextLeaf = 0;
        for (NodeId n = 0; n < shape.size(); ++n) {
            if (shape.isLeaf(n))
                edit.setValue(n, nextLeaf++ * 7 % 1009);
        }
        const GameTree tree = reorderMoves(edit.build(), MoveOrder::Shuffled, std::uint64_t(nextLeaf));

        const auto level = levelShape(tree);
        QVERIFY(level);
        QCOMPARE(QList<int>(level->branching.begin(), level->branching.end()), branching);
        QCOMPARE(level->isUniform(),
            std::adjacent_find(branching.begin(), branching.end(), std::not_equal_to<>()) == branching.end());
        const Trace best = Search::run(reorderMoves(tree, MoveOrder::BestFirst), {Algorithm::AlphaBeta, false});
        QCOMPARE(double(best.result.leavesEvaluated), level->minimalLeaves());
        const Trace all = Search::run(tree, {Algorithm::Minimax, false});
        QCOMPARE(double(all.result.leavesEvaluated), level->allLeaves());
    }

    void knuthMooreFigures()
    {
        QVERIFY(!levelShape(parsed("(1, (2, 3))"))); // leaves at two depths
        QVERIFY(!levelShape(parsed("((1, 2), (3, 4, 5))"))); // two and three moves at depth 1
        QVERIFY(!levelShape(parsed("7")));
        QCOMPARE(levelShape(presetTree("textbook"))->minimalLeaves(), 5.0); // 3 + 3 - 1
        QCOMPARE(levelShape(presetTree("textbook"))->allLeaves(), 9.0);
        const LevelShape mixed = *levelShape(presetTree("mixed"));
        QVERIFY(!mixed.isUniform());
        QCOMPARE(mixed.minimalLeaves(), 7.0); // 3·2 + 2 - 1
        QCOMPARE(mixed.allLeaves(), 12.0);
        QCOMPARE(double(Search::run(presetTree("best-first"), {Algorithm::AlphaBeta, false}).result.leavesEvaluated),
            mixed.minimalLeaves());
    }
};

QTEST_APPLESS_MAIN(SearchTest)
#include "tst_search.moc"
