// SPDX-License-Identifier: GPL-3.0-or-later
// GUI tests of the comparison and lab windows on the offscreen platform: lockstep, keys, legible panes,
// screen sizes, projector mode and Knuth and Moore's types.
#include "core/content/Preset.h"
#include "core/games/tictactoe/TicTacToeKind.h"
#include "tests/support/ClassroomChecks.h"
#include "tests/support/SceneChecks.h"
#include "tests/support/UiFixtures.h"
#include "ui/charts/BarChart.h"
#include "ui/compare/ComparePane.h"
#include "ui/compare/CompareWindow.h"
#include "ui/compare/LabWindow.h"
#include "ui/editing/TreeSession.h"
#include "ui/jobs/JobProgress.h"
#include "ui/language/Language.h"
#include "ui/language/ValueText.h"
#include "ui/panels/CountersPanel.h"
#include "ui/playback/LockstepController.h"
#include "ui/playback/PlaybackController.h"
#include "ui/scene/SceneExport.h"
#include "ui/scene/TreeItem.h"
#include "ui/scene/TreeView.h"
#include "ui/window/MainWindow.h"

#include <QGraphicsTextItem>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtCharts/QBarSet>
#include <QtCharts/QHorizontalBarSeries>
#include <QtCharts/QLineSeries>
#include <QtTest>

using namespace gtl;
using namespace gtl::ui;
using namespace gtl::ui::test;

class CompareTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { useOwnSettings(); }

    void cleanupTestCase() { removeOwnSettings(); }

    void compareStepsInLockstep()
    {
        CompareWindow window;
        window.showComparison(Comparison::MixedOrderings);
        window.waitUntilShown();
        const auto& panes = window.panes();
        QCOMPARE(panes.size(), 3);
        PlaybackController* leader = &window.controller();
        QCOMPARE(window.lockstep().leader(), &panes[2]->model()); // worst first takes the most steps
        leader->seek(10);
        for (ComparePane* pane : panes)
            QCOMPARE(pane->model().step(), std::size_t(10));
        leader->seek(50); // the best-first run has 47 steps: it holds its final state
        QCOMPARE(panes[1]->model().step(), panes[1]->model().stepCount());
        const QTableWidget& table = window.table();
        // Each row is named by what tells its run apart: the panes carry the search they share.
        QCOMPARE(table.item(0, 0)->text(), QString("Mixed order"));
        QCOMPARE(table.item(2, 0)->text(), QString("Worst move first"));
        QCOMPARE(table.item(1, 1)->text(), QString("15"));
        QCOMPARE(table.item(1, 5)->text(), QString("6"));
        QCOMPARE(panes[0]->model().step(), std::size_t(50));
        QCOMPARE(table.item(0, 5)->text(), QString("…"));
        leader->toEnd();
        QCOMPARE(table.item(0, 1)->text(), QString("18"));
        QCOMPARE(table.item(2, 1)->text(), QString("22"));
        leader->toStart();
        leader->nextCutoff();
        bool someCut = false;
        for (ComparePane* pane : panes) {
            const Event* e = pane->model().replay().currentEvent();
            someCut = someCut || (e && e->kind == EventKind::Cutoff);
        }
        QVERIFY(someCut);
        // The table shows each run's figures so far.
        QCOMPARE(table.rowCount(), 3);
        for (int row = 0; row < 3; ++row) {
            QCOMPARE(table.item(row, 1)->text(), QString::number(panes[row]->model().replay().visited()));
            QCOMPARE(table.item(row, 5)->text(), QString("…"));
        }
        auto* caption = window.findChild<QLabel*>("figuresCaption");
        QVERIFY(caption && caption->text().contains("so far"));
        leader->toEnd();
        QVERIFY2(caption->text().contains("Final"), qPrintable(caption->text()));
        QCOMPARE(table.item(1, 1)->text(), QString("15"));
        QCOMPARE(table.item(1, 2)->text(), QString("7"));
        QCOMPARE(table.item(2, 1)->text(), QString("22"));
        const QString text = window.figuresText();
        QVERIFY2(text.contains("Best move first") && text.contains("Knuth"), qPrintable(text));
    }

    void compareAnswersTheKeys()
    {
        MainWindow main(MainWindow::Settings::Ignore);
        CompareWindow& window = main.compare(Comparison::MinimaxVersusAlphaBeta);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.activateWindow();
        QTest::keyClick(&window, Qt::Key_Right);
        QTest::keyClick(&window, Qt::Key_Right);
        QCOMPARE(window.lockstep().leader()->step(), std::size_t(2));
        QCOMPARE(main.runModel().step(), std::size_t(0)); // the main window's run is its own
        QTest::keyClick(&window, Qt::Key_End);
        for (ComparePane* pane : window.panes())
            QVERIFY(pane->model().replay().atEnd());
        // The comparison of the tree on screen follows it to another tree.
        QVERIFY(main.openSource({TreeSource::Kind::Preset, "textbook", {}}));
        window.waitUntilShown(); // searched off the window's thread
        QCOMPARE(window.panes().first()->model().tree().size(), NodeId(13));
        QCOMPARE(window.lockstep().leader()->step(), std::size_t(0));
        QTest::keyClick(&window, Qt::Key_Escape);
        QVERIFY(!window.isVisible());
    }

    void comparePanesStayLegible_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("source");
        QTest::addColumn<int>("comparison");
        QTest::addColumn<bool>("projector");
        QTest::newRow("orderings of the mixed game")
            << int(TreeSource::Kind::Preset) << "mixed" << int(Comparison::MixedOrderings) << false;
        QTest::newRow("orderings of an 81-leaf tree")
            << int(TreeSource::Kind::Random) << "3,4,4711" << int(Comparison::OrderingsOfThisTree) << false;
        QTest::newRow("minimax against alpha-beta, 4 x 4")
            << int(TreeSource::Kind::Random) << "4,4,12" << int(Comparison::MinimaxVersusAlphaBeta) << false;
        for (const bool projector : {false, true}) {
            const char* mode = projector ? ", projector" : "";
            QTest::addRow("enhancements of the mixed game%s", mode)
                << int(TreeSource::Kind::Preset) << "mixed" << int(Comparison::EnhancementsOfThisTree) << projector;
            QTest::addRow("enhancements of a tic-tac-toe position%s", mode)
                << int(TreeSource::Kind::Game) << "XXOOOX..." << int(Comparison::EnhancementsOfThisTree) << projector;
            // At their largest: Monte Carlo tree search's 100,000 iterations in each pane.
            QTest::addRow("exploration constants at 100,000 iterations%s", mode)
                << int(TreeSource::Kind::Game) << "XXOOOX..." << int(Comparison::ExplorationConstants) << projector;
            QTest::addRow("Monte Carlo against alpha-beta at 100,000 iterations%s", mode)
                << int(TreeSource::Kind::Game) << "XXOOOX..." << int(Comparison::MctsVersusAlphaBeta) << projector;
        }
    }

    /// Each pane of a comparison at 1280×720 keeps the rules of the main canvas, with its
    /// type floor: the projector's in projector mode.
    void comparePanesStayLegible()
    {
        QFETCH(int, kind);
        QFETCH(QString, source);
        QFETCH(int, comparison);
        QFETCH(bool, projector);
        MainWindow main(MainWindow::Settings::Ignore);
        QVERIFY(main.openSource({TreeSource::Kind(kind), source.toStdString(), {}, &ticTacToeKind()}));
        if (Comparison(comparison) == Comparison::ExplorationConstants
            || Comparison(comparison) == Comparison::MctsVersusAlphaBeta) {
            SearchOptions options{Algorithm::Mcts, false, {}};
            options.mcts.iterations = 100'000;
            main.setSearchOptions(options);
        }
        CompareWindow& window = main.compare(Comparison(comparison));
        QTRY_VERIFY_WITH_TIMEOUT(
            window.controller().model().stepCount() > 0, 60'000); // searched off the window's thread
        window.setProjectorMode(projector, false);
        window.resize(1280, 720);
        window.show();
        QApplication::processEvents();
        const std::size_t steps = window.controller().model().stepCount();
        QString firstProblem;
        for (std::size_t step : {std::size_t(5), std::size_t(20), std::size_t(36), steps / 2, steps}) {
            window.controller().seek(step);
            for (ComparePane* pane : window.panes()) {
                if (pane->isHidden())
                    continue;
                const int floor = pane->view().treeItem().style().minTextPx;
                QCOMPARE(floor, projector ? 14 : 11);
                const QString problem = legibilityProblem(pane->view().paintedScene(), pane->view(), floor);
                if (firstProblem.isEmpty() && !problem.isEmpty())
                    firstProblem = QStringLiteral("step %1, %2 (%4×%5): %3")
                                       .arg(step)
                                       .arg(pane->title(), problem)
                                       .arg(pane->view().width())
                                       .arg(pane->view().height());
            }
        }
        QVERIFY2(firstProblem.isEmpty(), qPrintable(firstProblem));
    }

    void compareWindowsFitA720pScreen_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("source");
        QTest::addColumn<int>("comparison");
        QTest::addColumn<bool>("projector");
        for (const bool projector : {false, true}) {
            const char* mode = projector ? ", projector" : "";
            QTest::addRow("enhancements of the mixed game%s", mode)
                << int(TreeSource::Kind::Preset) << "mixed" << int(Comparison::EnhancementsOfThisTree) << projector;
            QTest::addRow("enhancements of a tic-tac-toe position%s", mode)
                << int(TreeSource::Kind::Game) << "XXOOOX..." << int(Comparison::EnhancementsOfThisTree) << projector;
            QTest::addRow("orderings of the mixed game%s", mode)
                << int(TreeSource::Kind::Preset) << "mixed" << int(Comparison::MixedOrderings) << projector;
        }
    }

    /// Opened, a comparison fits its screen; at 1280×720 its panes wrap or give way to the Show
    /// menu rather than run off the window or shrink below a readable width, and the table's
    /// columns all fit without scrolling sideways.
    void compareWindowsFitA720pScreen()
    {
        QFETCH(int, kind);
        QFETCH(QString, source);
        QFETCH(int, comparison);
        QFETCH(bool, projector);
        MainWindow main(MainWindow::Settings::Ignore);
        QVERIFY(main.openSource({TreeSource::Kind(kind), source.toStdString(), {}, &ticTacToeKind()}));
        if (Comparison(comparison) == Comparison::ExplorationConstants
            || Comparison(comparison) == Comparison::MctsVersusAlphaBeta) {
            SearchOptions options{Algorithm::Mcts, false, {}};
            options.mcts.iterations = 100'000;
            main.setSearchOptions(options);
        }
        CompareWindow& window = main.compare(Comparison(comparison));
        QTRY_VERIFY_WITH_TIMEOUT(
            window.controller().model().stepCount() > 0, 60'000); // searched off the window's thread
        window.setProjectorMode(projector, false);
        window.show();
        QApplication::processEvents();
        const QRect screen = window.screen()->availableGeometry();
        QVERIFY2(window.frameGeometry().width() <= screen.width() && window.frameGeometry().height() <= screen.height(),
            qPrintable(QStringLiteral("%1×%2 on %3×%4")
                           .arg(window.frameGeometry().width())
                           .arg(window.frameGeometry().height())
                           .arg(screen.width())
                           .arg(screen.height())));
        window.resize(1280, 720);
        QApplication::processEvents();
        QApplication::processEvents(); // the panes are arranged once the area has its width
        QCOMPARE(window.size(), QSize(1280, 720));
        const QRect inside = window.rect();
        QList<QRect> shown;
        for (ComparePane* pane : window.panes()) {
            if (pane->isHidden())
                continue;
            const QRect at(pane->mapTo(&window, QPoint()), pane->size());
            QVERIFY2(at.width() >= CompareWindow::kMinPaneWidth, qPrintable(QString::number(at.width())));
            QVERIFY2(inside.contains(at), qPrintable(pane->title()));
            for (const QRect& other : shown)
                QVERIFY(!other.intersects(at));
            shown.append(at);
        }
        QVERIFY(shown.size() >= 2);
        // Every run keeps its row of figures, shown or not.
        const QTableWidget& table = window.table();
        QCOMPARE(table.rowCount(), int(window.panes().size()));
        const QHeaderView& header = *table.horizontalHeader();
        for (int column = 0; column < table.columnCount(); ++column) {
            const int right = header.sectionViewportPosition(column) + header.sectionSize(column);
            QVERIFY2(header.sectionViewportPosition(column) >= 0 && right <= table.viewport()->width(),
                qPrintable(QStringLiteral("column %1 ends at %2 of %3")
                               .arg(column)
                               .arg(right)
                               .arg(table.viewport()->width())));
            for (int row = 0; column > 0 && row < table.rowCount(); ++row) { // figures are never cut short
                const QTableWidgetItem* item = table.item(row, column);
                QVERIFY(QFontMetrics(item->font()).horizontalAdvance(item->text()) < header.sectionSize(column));
            }
        }
        // The chart draws every word inside itself: a run's name too long for the room Qt Charts
        // gives the axis is cut at its front, not drawn past the chart's edge.
        const QRectF chartArea = window.chart().rect();
        for (const QGraphicsItem* item : window.chart().scene()->items()) {
            const auto* text = dynamic_cast<const QGraphicsTextItem*>(item);
            if (text == nullptr || !text->isVisible() || text->toPlainText().isEmpty())
                continue;
            const QRectF drawn = text->sceneBoundingRect();
            QVERIFY2(drawn.left() >= chartArea.left() - 1 && drawn.right() <= chartArea.right() + 1,
                qPrintable(QStringLiteral("'%1' from x %2 to %3 in a chart %4 wide")
                               .arg(text->toPlainText())
                               .arg(drawn.left())
                               .arg(drawn.right())
                               .arg(chartArea.width())));
        }
        // A run without a pane gets one from the Show menu, in a row that wraps.
        const auto hidden = std::find_if(
            window.panes().begin(), window.panes().end(), [](ComparePane* pane) { return pane->isHidden(); });
        if (hidden != window.panes().end()) {
            window.setPaneShown(int(hidden - window.panes().begin()), true);
            QApplication::processEvents();
            QVERIFY(!(*hidden)->isHidden());
            QVERIFY((*hidden)->width() >= CompareWindow::kMinPaneWidth);
            QVERIFY(inside.contains(QRect((*hidden)->mapTo(&window, QPoint()), (*hidden)->size())));
        }
    }

    /// F10 projects a comparison as it does the main window, and a comparison opened from a
    /// projected window opens projected.
    /// Projected at 720p, a comparison gives each pane room for the projector's wider columns:
    /// the mixed game's twelve leaves show their scores instead of collapsing into boxes.
    void projectedComparePanesShowTheirLeaves()
    {
        MainWindow main(MainWindow::Settings::Ignore);
        QVERIFY(main.openSource({TreeSource::Kind::Preset, "mixed", {}}));
        CompareWindow& window = main.compare(Comparison::MixedOrderings);
        window.setProjectorMode(true, false);
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QApplication::processEvents();
        int shown = 0;
        for (ComparePane* pane : window.panes()) {
            if (pane->isHidden())
                continue;
            ++shown;
            int values = 0; // at step 0 only the leaves have values to show
            for (const QJsonValue& item : pane->view().paintedScene()["items"].toArray())
                values += item["kind"].toString() == "value";
            QCOMPARE(values, 12);
        }
        QVERIFY(shown >= 1);
    }

    void compareFollowsProjectorMode()
    {
        MainWindow main(MainWindow::Settings::Ignore);
        CompareWindow& window = main.compare(Comparison::MinimaxVersusAlphaBeta);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const TreeView& view = window.panes().first()->view();
        QCOMPARE(view.treeItem().style().minTextPx, 11);
        QHash<QWidget*, qreal> before;
        for (QWidget* widget : window.findChildren<QWidget*>())
            before.insert(widget, widget->font().pointSizeF());
        QTest::keyClick(&window, Qt::Key_F10);
        QVERIFY(window.isProjectorMode());
        QCOMPARE(view.treeItem().style().minTextPx, 14);
        for (QLabel* label : window.findChildren<QLabel*>("figuresCaption"))
            QVERIFY2(label->font().pointSizeF() > before.value(label), qPrintable(label->text()));
        QVERIFY(window.table().font().pointSizeF() > before.value(const_cast<QTableWidget*>(&window.table())));
        QTest::keyClick(&window, Qt::Key_F10);
        QVERIFY(!window.isProjectorMode());
        QCOMPARE(view.treeItem().style().minTextPx, 11);
        for (auto it = before.cbegin(); it != before.cend(); ++it) {
            QVERIFY2(it.key()->font().pointSizeF() == it.value(),
                qPrintable(QString("%1 %2").arg(it.key()->metaObject()->className(), it.key()->objectName())));
        }
        window.close();
        main.setProjectorMode(true, false);
        QVERIFY(main.compare(Comparison::EnhancementsOfThisTree).isProjectorMode());
        QCOMPARE(window.panes().first()->view().treeItem().style().minTextPx, 14);
    }

    void compareFitsASmallScreen()
    {
        CompareWindow window;
        window.setTree(
            presetTree("ttt-block"), "Tic-tac-toe XXOOOX... with a long title", {Algorithm::AlphaBeta, false});
        for (auto scenario : {Comparison::MixedOrderings, Comparison::OrderingsOfThisTree}) {
            window.showComparison(scenario);
            window.waitUntilShown();
            QVERIFY2(window.minimumSizeHint().width() <= 1024,
                qPrintable(QString::number(window.minimumSizeHint().width())));
        }
    }

    void compareShowsKnuthMooreWhereItApplies()
    {
        CompareWindow window;
        window.setTree(presetTree("textbook"), "Textbook", {Algorithm::AlphaBeta, false}); // uniform: b = 3, d = 2
        window.showComparison(Comparison::OrderingsOfThisTree);
        window.waitUntilShown();
        window.controller().toEnd(); // the table shows the figures so far
        QCOMPARE(window.table().item(1, 3)->text(), QString("5")); // best first reads b + b - 1 leaves
        QVERIFY(window.figuresText().contains("at least 5 leaves"));
        window.showComparison(Comparison::MinimaxVersusAlphaBeta);
        window.waitUntilShown();
        window.controller().toEnd();
        QCOMPARE(window.table().item(0, 1)->text(), QString("13"));
        QCOMPARE(window.table().item(1, 1)->text(), QString("11"));
        window.showComparison(Comparison::FailSoftVersusFailHard);
        window.waitUntilShown();
        window.controller().toEnd();
        QCOMPARE(window.table().item(0, 5)->text(), window.table().item(1, 5)->text());

        window.showComparison(Comparison::MixedOrderings);
        window.waitUntilShown();
        window.controller().toEnd(); // 3, 2, 2 moves by depth
        QCOMPARE(window.table().item(1, 3)->text(), QString("7"));
        QVERIFY(window.figuresText().contains("at least 7 leaves"));
        window.setTree(presetTree("ttt-block"), "Block", {Algorithm::AlphaBeta, false});
        window.showComparison(Comparison::OrderingsOfThisTree);
        window.waitUntilShown();
        window.controller().toEnd(); // leaves at depths 1 to 3
        QVERIFY(window.figuresText().contains("does not apply"));
    }

    /// Every comparison speaks the language of the searches it compares: a proving search's
    /// figures (visits, cut-offs, its value) and Monte Carlo tree search's (playouts, nodes
    /// grown, the visits and mean reward of its move) each only in a run of that search, and
    /// the Knuth–Moore note only where alpha-beta runs and no guess is set beside the exact search.
    void everyFigureIsTheRunsOwn()
    {
        const QStringList proving{"Visited", "Pruned", "Leaves evaluated", "Cut-offs", "Value"};
        const QStringList sampling{"Playouts", "Nodes grown", "Its visits", "Its mean reward"};
        MainWindow main(MainWindow::Settings::Ignore);
        QVERIFY(main.openSource(TreeSource::position(ticTacToeKind(), "XXOOOX...")));
        SearchOptions mcts{Algorithm::Mcts, false, {}};
        mcts.mcts.iterations = 2'000;
        for (const ComparisonName& entry : kComparisons) {
            main.setSearchOptions(entry.comparison == Comparison::ExplorationConstants
                        || entry.comparison == Comparison::MctsVersusAlphaBeta
                    ? mcts
                    : SearchOptions{Algorithm::AlphaBeta, false});
            CompareWindow& window = main.compare(entry.comparison);
            window.controller().toEnd();
            const QTableWidget& table = window.table();
            bool alphaBeta = false;
            for (int row = 0; row < table.rowCount(); ++row) {
                const SearchOptions& options = window.panes()[row]->model().run().trace.options;
                const bool samples = algorithmEntry(options.algorithm).samples();
                alphaBeta = alphaBeta || algorithmEntry(options.algorithm).alphaBeta;
                for (int column = 1; column < table.columnCount(); ++column) {
                    const QString heading = table.horizontalHeaderItem(column)->text();
                    const bool own = samples ? !proving.contains(heading) : !sampling.contains(heading);
                    const QString cell = table.item(row, column)->text();
                    QVERIFY2(own == (cell != "—"),
                        qPrintable(
                            QString("%1, row %2 under %3: %4").arg(qtText(entry.title)).arg(row).arg(heading, cell)));
                }
            }
            // Where guesses run beside the exact search the note says what they missed instead.
            const bool guessing = entry.comparison == Comparison::ForwardPruning;
            QVERIFY2(
                window.figuresText().contains("Knuth") == (alphaBeta && !guessing), qPrintable(window.figuresText()));
            QVERIFY2(
                window.figuresText().contains("beam 2 the search plays") == guessing, qPrintable(window.figuresText()));
        }
    }

    /// An English window writes every number of a comparison the English way, whatever the
    /// system writes numbers as.
    void comparisonsWriteNumbersTheEnglishWay()
    {
        const QLocale germany(QLocale::German, QLocale::Germany);
        QCOMPARE(Language::numberLocale("en", germany).language(), QLocale::English);
        const QLocale switzerland(QLocale::German, QLocale::Switzerland);
        QCOMPARE(Language::numberLocale("de", switzerland), switzerland); // its region's separators
        const QLocale before;
        Language::install(false);
        QCOMPARE(QLocale().groupSeparator(), QString(","));
        const QString problem = foreignNumberInMonteCarloComparisons();
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QLocale::setDefault(before);
    }

    void chartHoldsTheTablesFigures()
    {
        CompareWindow window;
        window.resize(1280, 720);
        window.show();
        window.showComparison(Comparison::MixedOrderings);
        window.waitUntilShown();
        const BarChart& chart = window.chart();
        const QList<QBarSet*> sets = chart.bars().barSets();
        QCOMPARE(sets.size(), 3);
        QCOMPARE(sets[0]->label(), QString("Visited"));
        QCOMPARE(sets[2]->label(), QString("Leaves evaluated"));
        for (bool atEnd : {false, true}) {
            if (atEnd)
                window.controller().toEnd();
            else
                window.controller().seek(20);
            const QTableWidget& table = window.table();
            // The category axis counts from the bottom: the table's first run is the top group.
            for (int row = 0; row < table.rowCount(); ++row) {
                for (int s = 0; s < 3; ++s) {
                    QCOMPARE(sets[s]->at(table.rowCount() - 1 - row), table.item(row, 1 + s)->text().toDouble());
                }
            }
            for (int s = 0; s < 3; ++s) {
                for (int g = 0; g < sets[s]->count(); ++g)
                    QVERIFY(sets[s]->at(g) <= chart.axisMaximum());
            }
        }
        // The mixed game's Knuth–Moore minimum, 7 leaves, as a dashed line across the groups.
        QVERIFY(chart.reference().isVisible());
        QCOMPARE(chart.reference().name(), QString("Knuth–Moore minimum (7)"));
        QCOMPARE(chart.reference().at(0).x(), 7.0);
        QCOMPARE(chart.reference().at(1).y(), 2.5);
        window.setTree(presetTree("ttt-block"), "Block", {Algorithm::AlphaBeta, false});
        window.showComparison(Comparison::OrderingsOfThisTree);
        window.waitUntilShown();
        QVERIFY(!window.chart().reference().isVisible()); // leaves at different depths

        QTemporaryDir dir;
        QCOMPARE(window.writeFigures(dir.filePath("comparison.txt")), QString());
        QVERIFY(QFile(dir.filePath("comparison.txt")).size() > 0);
        const QImage image(dir.filePath("comparison.png"));
        QCOMPARE(image.size(), chart.size());
    }

    void labWindowRunsTheEnhancementsOnTheTreeOnScreen()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "ttt-block", {}}));
        LabWindow& lab = window.openLab();
        const QTableWidget& table = lab.table();
        QVERIFY(table.rowCount() >= 12);
        for (int row = 0; row < table.rowCount(); ++row) {
            QCOMPARE(table.item(row, 5)->text(), QString("0")); // X blocks at 7 and draws
            QCOMPARE(table.item(row, 6)->text(), QString("7"));
        }
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "mixed", {}}));
        window.openLab();
        for (int row = 0; row < table.rowCount(); ++row)
            QCOMPARE(table.item(row, 5)->text(), QString("6"));
        QCOMPARE(table.item(0, 1)->text(), QString("22")); // negamax enters every node once
    }

    void labSearchesConnectFourToADepthLimit()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "c4-horizon", {}}));
        const std::uint32_t sessionDepth = window.session().options().enhancements.depth;
        LabWindow& lab = window.openLab(); // without a limit this would search to the game's end
        QCOMPARE(lab.depth(), int(sessionDepth > 0 ? sessionDepth : LabWindow::kGameDepth));
        QVERIFY(lab.table().rowCount() >= 12);
        QVERIFY(lab.table().item(0, 1)->text() != QString("0"));
    }

    /// The largest comparison, every enhancement on the whole tic-tac-toe tree, is searched
    /// while the window goes on handling events; Cancel leaves the window as it was.
    void aLongComparisonKeepsTheWindowAnsweringAndCancels()
    {
        CompareWindow window;
        window.show();
        window.showComparison(Comparison::MixedOrderings);
        window.waitUntilShown();
        const QList<ComparePane*> before = window.panes();
        window.controller().seek(5);
        const GameKind& game = ticTacToeKind();
        window.setTree(
            std::make_shared<const GameTree>(game.tree(game.newGame())), "Tic-tac-toe", {Algorithm::AlphaBeta, false});
        window.showComparison(Comparison::EnhancementsOfThisTree);
        QVERIFY(window.isSearching());
        QVERIFY(window.progress().isVisibleTo(&window));
        bool fired = false;
        QTimer::singleShot(0, &window, [&fired] { fired = true; });
        QTRY_VERIFY(fired); // the window's thread handles its events while the runs are searched
        QVERIFY(window.isSearching());
        QCOMPARE(window.comparison(), Comparison::EnhancementsOfThisTree);
        window.progress().cancelButton().click();
        QVERIFY(!window.isSearching());
        QVERIFY(!window.progress().isVisibleTo(&window));
        QCOMPARE(window.panes(), before);
        QCOMPARE(window.comparison(), Comparison::MixedOrderings);
        QCOMPARE(window.controller().model().step(), std::size_t(5));
        // A later comparison still comes through; the cancelled one's answer never does.
        window.setTree(presetTree("textbook"), "Textbook", {Algorithm::AlphaBeta, false});
        window.showComparison(Comparison::MinimaxVersusAlphaBeta);
        window.waitUntilShown();
        QCOMPARE(window.comparison(), Comparison::MinimaxVersusAlphaBeta);
        QCOMPARE(window.panes().size(), 2);
    }
};

QTEST_MAIN(CompareTest)
#include "tst_compare.moc"
