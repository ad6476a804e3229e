// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the layout: parents centred, and the focus layout keeping the search in view.
#include "core/games/tictactoe/TicTacToeTree.h"
#include "core/layout/FocusLayout.h"
#include "core/search/Replay.h"
#include "core/search/Search.h"
#include "core/tree/RandomTree.h"
#include "tests/support/LayoutChecks.h"
#include "tests/support/TestTrees.h"

#include <QtTest>

using namespace gtl;
using namespace gtl::test;

class FocusLayoutTest : public QObject {
    Q_OBJECT

private slots:
    void layoutCentresParents()
    {
        const GameTree tree = presetTree("textbook");
        const FocusLayout layout = FocusLayout::compute(tree, {}, kNoNode, {}, 100);
        // Leaves, narrower than triangles, take three quarters of a column each.
        QCOMPARE(layout.width(), 7.0f);
        QCOMPARE(layout.levels(), 2u);
        for (NodeId leaf = 4; leaf <= 12; ++leaf)
            QCOMPARE(layout.find(leaf)->x, float(leaf - 4) * FocusLayout::kLeafSlot);
        QCOMPARE(layout.find(1)->x, 0.75f);
        QCOMPARE(layout.find(0)->x, 3.0f);
        const GameTree ragged = parsed("(1, (2, 3), 4)");
        const FocusLayout r = FocusLayout::compute(ragged, {}, kNoNode, {}, 100);
        QCOMPARE(r.find(1)->x, 0.0f);
        QCOMPARE(r.find(2)->x, 1.125f);
        QCOMPARE(r.find(3)->x, 2.25f);
        QVERIFY(FocusLayout::compute(GameTree(), {}, kNoNode, {}, 10).placed().empty());
    }

    /// The rules of the focus-and-context picture, checked at every step of random searches
    /// and several budgets.
    void focusLayoutKeepsTheSearchInView()
    {
        for (int i = 0; i < 300; ++i) {
            const GameTree tree = buildRandomTree(randomSpec(i));
            const Trace trace = Search::run(tree, {Algorithm::AlphaBeta, false});
            Replay replay(tree, trace);
            const std::size_t budget = 3 + std::size_t(i % 12);
            for (std::size_t step = 0; step <= trace.steps(); step += 1 + step % 3) {
                replay.seek(step);
                const NodeId current = replay.currentEvent() ? replay.currentEvent()->node : kNoNode;
                const FocusLayout layout = FocusLayout::compute(tree, replay.path(), current, {}, budget);
                checkLayout(tree, layout, replay.path(), current, budget);
            }
        }
    }

    void focusLayoutHonoursChoices()
    {
        const GameTree tree = presetTree("mixed");
        FocusChoices choices;
        const NodeId b = 2;
        choices.set(b, true);
        FocusLayout layout = FocusLayout::compute(tree, {}, kNoNode, choices, 1000);
        QVERIFY(layout.find(b)->collapsed);
        QCOMPARE(layout.shownAs(tree, tree.firstChild(tree.firstChild(b))), b);
        // The search path is never hidden, whatever was chosen.
        const std::vector<NodeId> path{0, b, tree.firstChild(b)};
        layout = FocusLayout::compute(tree, path, path.back(), choices, 1000);
        QVERIFY(!layout.find(b)->collapsed);
        QVERIFY(layout.find(tree.firstChild(tree.firstChild(b))));
        // Expanding by hand opens a subtree beyond the budget.
        choices = {};
        QVERIFY(FocusLayout::compute(tree, {}, kNoNode, choices, 3).find(b)->collapsed);
        choices.set(b, false);
        QVERIFY(!FocusLayout::compute(tree, {}, kNoNode, choices, 3).find(b)->collapsed);
        // Focus: the subtree's root is at the top, and the rest of the tree is not shown.
        choices = {};
        choices.focus = b;
        layout = FocusLayout::compute(tree, {}, kNoNode, choices, 1000);
        QCOMPARE(layout.find(b)->level, 0u);
        QVERIFY(!layout.find(0) && !layout.find(1));
        QCOMPARE(layout.shownAs(tree, 1), kNoNode);
        const float leaves = float(tree.childCount(b) * tree.childCount(tree.firstChild(b)));
        QCOMPARE(layout.width(), (leaves - 1) * FocusLayout::kLeafSlot + 1);
    }

    /// What the budget opens first: the subtree the search takes first, and before anything
    /// pruned or unreached, the subtrees whose values it has found.
    void focusLayoutOpensWhatCarriesNumbersFirst()
    {
        const GameTree tree = presetTree("textbook"); // A, B, C with three leaves each
        const NodeId a = 1;
        const NodeId c = 3;
        // Room for one subtree besides the root's three moves: the first searched.
        FocusLayout layout = FocusLayout::compute(tree, {}, kNoNode, {}, 5);
        QVERIFY(!layout.find(a)->collapsed);
        QVERIFY(layout.find(c)->collapsed);
        // With C's value found and A's not, C opens.
        layout = FocusLayout::compute(tree, {}, kNoNode, {}, 5, [](NodeId n) { return n == c; });
        QVERIFY(layout.find(a)->collapsed);
        QVERIFY(!layout.find(c)->collapsed);
    }

    /// Where room is short, neighbouring moves that carry no number share one slot; with room
    /// enough each has its own.
    void focusLayoutRunsShareASlot()
    {
        const GameTree tree = presetTree("textbook");
        const NodeId a = 1;
        const NodeId b = 2;
        const NodeId c = 3;
        const std::vector<NodeId> path{GameTree::root(), a};
        auto none = [](NodeId) { return false; };
        FocusLayout layout = FocusLayout::compute(tree, path, a, {}, 4, none);
        checkLayout(tree, layout, path, a, 4);
        QCOMPARE(layout.find(b)->run, 2u);
        QVERIFY(layout.find(b)->collapsed && !layout.find(c));
        QCOMPARE(layout.shownAs(tree, c), b);
        QCOMPARE(layout.shownAs(tree, tree.firstChild(c)), b);
        layout = FocusLayout::compute(tree, path, a, {}, 100, none);
        QCOMPARE(layout.find(b)->run, 1u);
        QVERIFY(layout.find(c));
    }

    void focusLayoutOfTheFullTicTacToeTreeIsSmall()
    {
        const auto board = TicTacToeBoard::parse(".........", std::nullopt);
        const GameTree tree = buildTicTacToeTree(*board);
        const Trace trace = Search::run(tree, {Algorithm::AlphaBeta, false});
        Replay replay(tree, trace);
        const std::size_t cutoff = std::size_t(std::find_if(trace.events.begin(), trace.events.end(),
                                                   [](const Event& e) { return e.kind == EventKind::Cutoff; })
            - trace.events.begin() + 1);
        for (std::size_t step : {std::size_t(0), cutoff, trace.steps() / 2, trace.steps()}) {
            replay.seek(step);
            const NodeId current = replay.currentEvent() ? replay.currentEvent()->node : kNoNode;
            const FocusLayout layout = FocusLayout::compute(tree, replay.path(), current, {}, 30);
            checkLayout(tree, layout, replay.path(), current, 30);
            // The path's nodes and their children, and no more than the budget besides.
            QVERIFY2(layout.placed().size() < 200, std::to_string(layout.placed().size()).c_str());
        }
    }
};

QTEST_APPLESS_MAIN(FocusLayoutTest)
#include "tst_focuslayout.moc"
