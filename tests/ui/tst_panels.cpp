// SPDX-License-Identifier: GPL-3.0-or-later
// GUI tests of the panels on the offscreen platform: counters, panels following the step, narration
// projected, and the enhancements shown.
#include "core/content/Preset.h"
#include "core/search/EventFields.h"
#include "core/teaching/Narrator.h"
#include "core/teaching/Pseudocode.h"
#include "tests/support/UiFixtures.h"
#include "ui/panels/CountersPanel.h"
#include "ui/panels/NarrationPanel.h"
#include "ui/panels/PseudocodePanel.h"
#include "ui/panels/TableEntriesModel.h"
#include "ui/panels/TranspositionTablePanel.h"
#include "ui/playback/PlaybackController.h"
#include "ui/playback/RunModel.h"
#include "ui/scene/TreeItem.h"
#include "ui/widgets/ScrollingLabel.h"
#include "ui/window/MainWindow.h"
#include "ui/window/search/EnhancementsMenu.h"

#include <QLabel>
#include <QScrollBar>
#include <QSet>
#include <QtTest>

using namespace gtl;
using namespace gtl::ui;
using namespace gtl::ui::test;

class PanelsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { useOwnSettings(); }

    void cleanupTestCase() { removeOwnSettings(); }

    /// The counters say what they count: searches that enter positions again (iterations,
    /// re-searches) add up every search, against the number of positions.
    void countersSayWhatTheyCount()
    {
        const auto titled = [](const char* preset, const std::function<void(Enhancements&)>& choose) {
            SearchOptions options{Algorithm::AlphaBeta, false};
            choose(options.enhancements);
            RunModel model;
            CountersPanel counters(model);
            model.load(SearchRun::create(presetTree(preset), options, preset));
            QStringList titles;
            for (std::size_t step = 0; step <= model.stepCount(); step += 7) {
                model.seek(step);
                const Replay& replay = model.replay();
                const QString shown = QStringList{counters.counter("visited"), counters.counter("pruned"),
                    counters.counter("leaves"), counters.counter("cutoffs"), counters.counter("nodes")}
                                          .join(' ');
                const QString counted = QString("%1 %2 %3 %4 %5")
                                            .arg(replay.visited())
                                            .arg(replay.pruned())
                                            .arg(replay.leavesEvaluated())
                                            .arg(replay.cutoffs())
                                            .arg(replay.tree().size());
                if (shown != counted)
                    titles << QString("at step %1: %2 against %3").arg(step).arg(shown, counted);
            }
            for (const char* name : {"visited", "pruned", "leaves", "cutoffs", "nodes"})
                titles << counters.title(name);
            return titles.join(' ');
        };
        QCOMPARE(titled("mixed", [](Enhancements&) {}),
            QString("Visited: Pruned: Leaves evaluated: Cut-offs: Nodes in all:"));
        QCOMPARE(titled("transpositions", [](Enhancements& e) { e.table = true; }),
            QString("Entered: Pruned: Leaves evaluated: Cut-offs: Nodes in all:"));
        const QString summed("Entered in all: Pruned in all: Leaves read in all: Cut-offs in all: Positions:");
        QCOMPARE(titled("aspiration",
                     [](Enhancements& e) {
                         e.iterative = true;
                         e.aspiration = 1;
                     }),
            summed);
        QCOMPARE(titled("mixed", [](Enhancements& e) { e.pvs = true; }), summed);
    }

    void panelsFollowTheStep()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "textbook", {}}));
        PlaybackController& c = window.controller();
        const RunModel& m = window.runModel();
        c.seek(19);
        QCOMPARE(window.counters().counter("step"), QString("19 of 35"));
        QCOMPARE(window.counters().counter("pruned"), QString("2"));
        QCOMPARE(window.counters().counter("cutoffs"), QString("1"));
        QCOMPARE(window.counters().counter("value"), QString("…"));
        QCOMPARE(window.narration().narration(), QString::fromStdString(Narrator::describe(m.replay())));
        QCOMPARE(window.pseudocode().highlightedLine(),
            Pseudocode::lineFor(m.run().trace.options, m.tree(), m.replay().currentEvent()));
        c.toEnd();
        QCOMPARE(window.counters().counter("value"), QString("3"));
        QCOMPARE(window.counters().counter("best"), QString("A"));
        QCOMPARE(window.counters().counter("visited"), QString("11"));
    }

    /// The Enhancements menu turns the table on; the table's panel follows the run, the
    /// entry a probe finds is highlighted, and a node the table answered points to its entry.
    void enhancementsInTheWindow()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "transpositions", {}}));
        auto* menu = window.findChild<EnhancementsMenu*>();
        QVERIFY(menu);
        const auto actions = menu->actions();
        const auto table = std::find_if(
            actions.begin(), actions.end(), [](QAction* a) { return a->text().remove('&') == "Transposition Table"; });
        QVERIFY(table != actions.end());
        (*table)->trigger();
        const SearchRun& run = window.runModel().run();
        QVERIFY(run.trace.options.enhancements.table);
        auto* panel = window.findChild<TranspositionTablePanel*>();
        QVERIFY(panel && panel->parentWidget()->isVisibleTo(&window));
        // The step at which the table answers C1 from A1's entry.
        const GameTree& tree = *run.tree;
        std::size_t answer = 0;
        for (std::size_t k = 0; k < run.trace.events.size() && answer == 0; ++k) {
            const Event& e = run.trace.events[k];
            if (e.kind == EventKind::Probe && EventFields::probe(e).outcome == ProbeOutcome::Exact)
                answer = k + 1;
        }
        QVERIFY(answer > 0);
        window.controller().seek(answer);
        const NodeId c1 = run.trace.events[answer - 1].node;
        QCOMPARE(tree.path(c1), std::string("C/C1"));
        QCOMPARE(tree.path(window.view().tableSource(c1)), std::string("A/A1"));
        QVERIFY(panel->entries().activeRow() >= 0);
        QVERIFY2(panel->summary().contains("exact"), qPrintable(panel->summary()));
        QVERIFY(window.view().treeItem().appearance(c1).tableTag.contains("= 5"));
        QCOMPARE(window.runModel().replay().status(tree.firstChild(c1)), NodeStatus::Known);
        // Back at the start the table is empty again.
        window.controller().seek(0);
        QCOMPARE(panel->entries().rowCount(), 0);
        // A plain search hides the panel.
        window.setSearchOptions({Algorithm::AlphaBeta, false, {}});
        QVERIFY(!panel->parentWidget()->isVisibleTo(&window));
    }

    /// Projected at 720p, a cut-off's narration is read whole: the panel gives it the lines it
    /// needs before the step list below.
    void projectedNarrationIsReadWhole()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "mixed", {}}));
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.setProjectorMode(true, false);
        window.controller().seek(36); // "✂ Cut-off at B: … Skip B/2 (3 nodes)."
        QApplication::processEvents();
        QApplication::processEvents();
        const QList<ScrollingLabel*> areas = window.findChildren<ScrollingLabel*>();
        const auto narration = std::find_if(areas.begin(), areas.end(),
            [](ScrollingLabel* area) { return area->label()->text().startsWith(QStringLiteral("✂ Cut-off at B")); });
        QVERIFY(narration != areas.end());
        QVERIFY(!(*narration)->verticalScrollBar()->isVisible());
    }

    /// A scrolling label shows its bar exactly when its text is taller than the area at the
    /// label's width, which is the same with the bar and without it: the rule that keeps the
    /// area from showing and hiding the bar in turn (the real window's test opens the chance
    /// tree whose first sentence once did, for a minute, at 720p).
    void aScrollingLabelsBarFollowsItsText()
    {
        ScrollingLabel area(3);
        area.label()->setText(QStringList(12, QStringLiteral("xxxxxxx")).join(QLatin1Char(' ')));
        area.show();
        QVERIFY(QTest::qWaitForWindowExposed(&area));
        const int barWidth = area.verticalScrollBar()->sizeHint().width();
        QSet<bool> shown;
        for (int width = 120; width <= 420; width += 7) {
            area.resize(width, area.minimumSizeHint().height());
            QApplication::processEvents();
            const int labelWidth = area.label()->width();
            QCOMPARE(labelWidth, area.width() - 2 * area.frameWidth() - barWidth);
            const bool tooTall = area.label()->heightForWidth(labelWidth) > area.height() - 2 * area.frameWidth();
            QCOMPARE(area.verticalScrollBar()->isVisible(), tooTall);
            shown.insert(tooTall);
        }
        QCOMPARE(shown.size(), 2); // both with the bar and without
    }

    /// The Enhancements menu lists the static orders and scorings of the game on screen, by the
    /// names the game gives them; a tree of its own offers none, and the submenus say why.
    void theMenuOffersTheGamesChoices()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "ttt-block", {}}));
        auto* menu = window.findChild<EnhancementsMenu*>();
        QVERIFY(menu);
        const auto submenu = [menu](const QString& title) {
            for (QAction* action : menu->actions()) {
                if (action->menu() && action->text().remove('&') == title)
                    return action;
            }
            return static_cast<QAction*>(nullptr);
        };
        QAction* order = submenu("Static Order");
        QVERIFY(order && order->isEnabled());
        QStringList orders;
        for (QAction* action : order->menu()->actions())
            orders.append(action->text());
        QCOMPARE(orders, QStringList({"The Game's Own Order", "Centre First"}));
        QStringList scorings;
        for (QAction* action : submenu("Scoring")->menu()->actions())
            scorings.append(action->text());
        QCOMPARE(scorings, QStringList({"The Game's Own Scoring", "Fast Wins"}));
        QAction* evaluation = submenu("Evaluation");
        QVERIFY(!evaluation->isEnabled());
        QCOMPARE(evaluation->toolTip(), QString("Tic-tac-toe offers no evaluation but its own"));
        order->menu()->actions().at(1)->trigger();
        QCOMPARE(window.runModel().run().trace.options.enhancements.order, std::size_t(1));
        QVERIFY2(window.windowTitle().contains("Alpha-beta, centre first"), qPrintable(window.windowTitle()));
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "mixed", {}}));
        QVERIFY(!submenu("Static Order")->isEnabled());
        QVERIFY(submenu("Static Order")->toolTip().contains("a tree tries its moves as written"));
        QCOMPARE(submenu("Static Order")->menu()->actions().size(), 1);
    }

    /// The Time Limit submenu sets the limit of iterative deepening, and is refused without it.
    void theMenuSetsATimeLimit()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "ttt-block", {}}));
        auto* menu = window.findChild<EnhancementsMenu*>();
        const auto find = [](const QList<QAction*>& actions, const QString& text) {
            const auto found = std::find_if(
                actions.begin(), actions.end(), [&](QAction* a) { return a->text().remove('&') == text; });
            return found == actions.end() ? nullptr : *found;
        };
        QAction* limit = find(menu->actions(), "Time Limit");
        QVERIFY(limit && limit->menu());
        QVERIFY(limit->toolTip().contains("iterative deepening"));
        QAction* half = find(limit->menu()->actions(), "0.5 s");
        QVERIFY(half);
        half->trigger();
        QCOMPARE(window.runModel().run().trace.options.enhancements.timeLimit, 0u); // refused: no iterations
        find(menu->actions(), "Iterative Deepening")->trigger();
        half->trigger();
        QCOMPARE(window.runModel().run().trace.options.enhancements.timeLimit, 500u);
        QVERIFY2(window.windowTitle().contains("iterative, limit 0.5 s"), qPrintable(window.windowTitle()));
    }

    /// A depth the menu does not list keeps its own checked choice, so turning on the table
    /// does not also take the depth limit away.
    void aDepthTheMenuDoesNotListStaysChosen()
    {
        EnhancementsMenu menu;
        Enhancements e;
        e.depth = 20;
        menu.showEnhancements(e);
        QCOMPARE(menu.chosen().depth, 20u);
        e.table = true;
        menu.showEnhancements(e);
        QCOMPARE(menu.chosen().depth, 20u);
        QVERIFY(menu.chosen().table);
        e.depth = 3;
        menu.showEnhancements(e);
        QCOMPARE(menu.chosen().depth, 3u);
    }
};

QTEST_MAIN(PanelsTest)
#include "tst_panels.moc"
