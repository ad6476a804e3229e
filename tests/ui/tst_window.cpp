// SPDX-License-Identifier: GPL-3.0-or-later
// GUI tests of the main window on the offscreen platform: shortcuts, presets and algorithms, settings,
// screenshots, mnemonics, recent files, examples and exports; the window as features composed: every
// action a feature makes reaches the menus, the panels take the default layout's places whatever
// order the features hand them in, and settings saved by earlier versions load under the same keys.
#include "core/content/Preset.h"
#include "core/games/tictactoe/TicTacToeKind.h"
#include "core/search/EnhancementTable.h"
#include "tests/support/UiFixtures.h"
#include "ui/charts/ConvergenceChart.h"
#include "ui/compare/ComparePane.h"
#include "ui/compare/CompareWindow.h"
#include "ui/compare/LabWindow.h"
#include "ui/editing/TreeSession.h"
#include "ui/editing/TreeTextEditor.h"
#include "ui/match/MatchWindow.h"
#include "ui/mcts/ConvergencePanel.h"
#include "ui/mcts/MctsSettingsEditor.h"
#include "ui/panels/CountersPanel.h"
#include "ui/panels/PseudocodePanel.h"
#include "ui/playback/PlaybackController.h"
#include "ui/playback/RunModel.h"
#include "ui/practice/PracticePanel.h"
#include "ui/practice/PracticeSession.h"
#include "ui/scene/SceneExport.h"
#include "ui/scene/SceneRecord.h"
#include "ui/scene/TreeItem.h"
#include "ui/window/DockArea.h"
#include "ui/window/MainWindow.h"
#include "ui/window/file/TreeFiles.h"
#include "ui/window/game/PlayFeature.h"
#include "ui/window/search/EnhancementSettings.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QImageReader>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSettings>
#include <QSpinBox>
#include <QSvgRenderer>
#include <QTabBar>
#include <QTextBrowser>
#include <QTextDocument>
#include <QToolBar>
#include <QTranslator>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>
#include <QtTest>

#include <array>
#include <cstring>
#include <functional>

using namespace gtl;
using namespace gtl::ui;
using namespace gtl::ui::test;

namespace {

/// Every action the menu bar reaches, submenus included.
QSet<const QAction*> actionsInMenus(const QMenuBar& bar)
{
    QSet<const QAction*> found;
    std::function<void(const QMenu&)> collect = [&](const QMenu& menu) {
        for (const QAction* action : menu.actions()) {
            found.insert(action);
            if (action->menu())
                collect(*action->menu());
        }
    };
    for (const QAction* menu : bar.actions())
        collect(*menu->menu());
    return found;
}

/// The controls of @p top that Tab reaches and a screen reader finds no name for, each by its
/// classes and object names up to @p top. A tab bar is read by its tabs, each named.
QStringList unnamedControls(const QWidget& top)
{
    QStringList unnamed;
    for (QWidget* widget : top.findChildren<QWidget*>()) {
        if (!widget->isVisible() || widget->focusPolicy() == Qt::NoFocus)
            continue;
        // A spin box's or combo box's line edit takes the keys for it; the box is read by its
        // label.
        if (qobject_cast<const QAbstractSpinBox*>(widget->parentWidget())
            || qobject_cast<const QComboBox*>(widget->parentWidget()))
            continue;
        if (const auto* tabs = qobject_cast<const QTabBar*>(widget)) {
            for (int tab = 0; tab < tabs->count(); ++tab)
                if (tabs->tabText(tab).isEmpty())
                    unnamed << QString("a tab of %1").arg(tabs->parentWidget()->objectName());
            continue;
        }
        QAccessibleInterface* reader = QAccessible::queryAccessibleInterface(widget);
        if (!reader || reader->text(QAccessible::Name).trimmed().isEmpty()) {
            QString where;
            for (const QWidget* up = widget; up && up != &top; up = up->parentWidget())
                where += QString("/%1:%2").arg(up->metaObject()->className(), up->objectName());
            unnamed << where;
        }
    }
    return unnamed;
}

} // namespace

class WindowTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { useOwnSettings(); }

    void cleanupTestCase() { removeOwnSettings(); }

    void keyboardShortcuts()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.activateWindow();
        window.view().setFocus();
        PlaybackController& c = window.controller();
        const RunModel& m = window.runModel();
        QCOMPARE(m.run().title, std::string("Mixed order"));
        QTest::keyClick(&window, Qt::Key_Right);
        QCOMPARE(m.step(), std::size_t(1));
        QTest::keyClick(&window, Qt::Key_Right);
        QTest::keyClick(&window, Qt::Key_Left);
        QCOMPARE(m.step(), std::size_t(1));
        QTest::keyClick(&window, Qt::Key_End);
        QCOMPARE(m.step(), m.stepCount());
        QTest::keyClick(&window, Qt::Key_Home);
        QCOMPARE(m.step(), std::size_t(0));
        QTest::keyClick(&window, Qt::Key_N);
        QCOMPARE(m.replay().currentEvent()->kind, EventKind::Cutoff);
        QTest::keyClick(&window, Qt::Key_Plus);
        QCOMPARE(c.speed(), 2.0);
        QTest::keyClick(&window, Qt::Key_Minus);
        QCOMPARE(c.speed(), 1.0);
        QTest::keyClick(&window, Qt::Key_Space);
        QVERIFY(c.isPlaying());
        QTest::keyClick(&window, Qt::Key_Space);
        QVERIFY(!c.isPlaying());
        window.view().zoomIn();
        const qreal zoomed = window.view().zoom();
        QTest::keyClick(&window, Qt::Key_F);
        QVERIFY(window.view().zoom() < zoomed);
        // Every key the window answers is named in its action's tool tip.
        QList<QAction*> keyed = window.findChildren<QAction*>();
        keyed.removeIf([](const QAction* action) { return action->shortcut().isEmpty(); });
        QVERIFY(keyed.size() >= 30);
        for (const QAction* action : keyed) {
            QVERIFY2(action->toolTip().contains(action->shortcut().toString(QKeySequence::NativeText)),
                qPrintable(action->text()));
        }
        QTest::keyClick(&window, Qt::Key_Q);
        QVERIFY(window.practice().isActive());
        QTest::keyClick(&window, Qt::Key_Q);
        QVERIFY(!window.practice().isActive());
    }

    /// F1 lists every key a menu shows, in a dialog no larger than the screen.
    void theShortcutListFitsTheScreen()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.windowActions().shortcuts->trigger();
        auto* dialog = window.findChild<QDialog*>("shortcutsDialog");
        QVERIFY(dialog && dialog->isVisible());
        QVERIFY2(window.screen()->availableGeometry().contains(dialog->frameGeometry()),
            qPrintable(QString("%1×%2").arg(dialog->height()).arg(dialog->width())));
        // Its lines are not wrapped: the list is as wide as it is laid out without a limit.
        const QTextBrowser& browser = *dialog->findChild<QTextBrowser*>();
        QApplication::processEvents();
        QTextDocument unwrapped;
        unwrapped.setHtml(browser.toHtml());
        unwrapped.setTextWidth(10'000);
        QVERIFY2(unwrapped.idealWidth() <= browser.viewport()->width(),
            qPrintable(QString("%1 > %2").arg(unwrapped.idealWidth()).arg(browser.viewport()->width())));
        const QString list = browser.toPlainText();
        for (const QAction* action : window.findChildren<QAction*>()) {
            if (!action->shortcut().isEmpty() && !action->associatedObjects().isEmpty())
                QVERIFY2(
                    list.contains(action->shortcut().toString(QKeySequence::NativeText)), qPrintable(action->text()));
        }
        dialog->close();
    }

    void presetAndAlgorithmSwitching()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        const RunModel& m = window.runModel();
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "best-first", {}}));
        QCOMPARE(m.run().trace.result.visited, NodeId(15));
        auto* presetBox = window.findChild<QComboBox*>();
        QVERIFY(presetBox);
        QCOMPARE(presetBox->currentData().toString(), QString("best-first"));
        window.setSearchOptions({Algorithm::Minimax, false});
        QCOMPARE(m.run().trace.result.visited, NodeId(22));
        QCOMPARE(m.step(), std::size_t(0));
        QCOMPARE(window.pseudocode().item(0)->text(), QString("minimax(node):"));
        // A bad source keeps the tree on screen.
        QVERIFY(!window.openSource(TreeSource::position(ticTacToeKind(), "XXXXXXXXX")));
        QVERIFY(window.lastError().contains("X has 9 marks"));
        QCOMPARE(m.tree().size(), NodeId(22));
        QVERIFY(window.openSource(TreeSource::position(ticTacToeKind(), "XXOOOX...")));
        QCOMPARE(m.tree().size(), NodeId(14));
    }

    /// Monte Carlo tree search from the Search tool bar: its settings take the place of
    /// fail-hard, a setting changed searches again with the others as they were and gives the
    /// keys back to the tree, and the Convergence panel shows while the run is one.
    void mctsFromTheSearchToolBar()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "ttt-block", {}}));
        auto* algorithms = window.findChild<QToolBar*>("searchToolBar")->findChild<QComboBox*>();
        auto* editor = window.findChild<MctsSettingsEditor*>();
        QDockWidget* convergence = window.findChild<QDockWidget*>("convergenceDock");
        QVERIFY(algorithms && editor && convergence);
        QVERIFY(!editor->isVisible() && !convergence->isVisible());
        const int mcts = algorithms->findData(int(Algorithm::Mcts));
        QVERIFY(mcts >= 0);
        algorithms->setCurrentIndex(mcts);
        emit algorithms->activated(mcts);
        const RunModel& m = window.runModel();
        QCOMPARE(m.run().trace.options.algorithm, Algorithm::Mcts);
        QTRY_VERIFY(editor->isVisible());
        QVERIFY(convergence->isVisible());
        QCOMPARE(window.counters().counter("iteration"), QString("0 of 1,000"));
        // The cut-off jumps land on iterations, and say so.
        QCOMPARE(window.playbackActions().nextCutoff->text(), QString("Next Iteration"));
        QCOMPARE(window.playbackActions().previousCutoff->text(), QString("Previous Iteration"));
        auto* iterations = editor->findChild<QSpinBox*>();
        iterations->setFocus();
        iterations->setValue(50);
        QCOMPARE(m.run().trace.options.mcts.iterations, 50u);
        QCOMPARE(m.run().trace.options.mcts.exploration, std::numbers::sqrt2); // not the box's 1.41
        QCOMPARE(window.convergence().shares().lineCount(), 3);
        // A change of C keeps the iterations the box shows (the command line refuses more than it holds).
        editor->findChild<QDoubleSpinBox*>()->setValue(1);
        QCOMPARE(m.run().trace.options.mcts.iterations, 50u);
        QCOMPARE(m.run().trace.options.mcts.exploration, 1.0);
        QCOMPARE(iterations->maximum(), int(MctsSettings::kMaxWindowIterations));
        iterations->setValue(50);
        QTRY_VERIFY(window.view().hasFocus());
        window.controller().toEnd();
        QCOMPARE(window.counters().counter("iteration"), QString("50 of 50"));
        QCOMPARE(window.counters().counter("best"), QString("7"));
        // The solver's rewards for 7, 8 and 9: a draw, a loss, a loss.
        QTRY_VERIFY(!window.convergence().isSolving());
        QVERIFY(window.convergence().means().level(0).isVisible());
        QCOMPARE(window.convergence().means().level(0).at(0).y(), 0.5);
        QCOMPARE(window.convergence().means().level(1).at(0).y(), 0.0);
        const int alphaBeta = algorithms->findData(int(Algorithm::AlphaBeta));
        algorithms->setCurrentIndex(alphaBeta);
        emit algorithms->activated(alphaBeta);
        QTRY_VERIFY(!editor->isVisible());
        QVERIFY(!convergence->isVisible());
        QCOMPARE(window.playbackActions().nextCutoff->text(), QString("Next Cut-off"));
        QCOMPARE(m.run().trace.result.visited, NodeId(10));
    }

    /// The Convergence panel charts what the search has done by the step on screen: nothing
    /// past the iterations done, at step 0 no iteration at all, at the end all of them.
    void convergenceShowsOnlyTheIterationsDone()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        SearchOptions options{Algorithm::Mcts, false, {}};
        options.mcts.iterations = 200;
        window.setSearchOptions(options);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "ttt-block", {}}));
        const ConvergenceChart& shares = window.convergence().shares();
        QVERIFY(shares.lineCount() > 0);
        // Its axes write their numbers as the window does, and a percentage with one sign.
        for (const QAbstractAxis* axis : shares.chart()->axes()) {
            if (const auto* values = qobject_cast<const QValueAxis*>(axis))
                QVERIFY2(!values->labelFormat().contains("%%"), qPrintable(values->labelFormat()));
        }
        QVERIFY(shares.chart()->localizeNumbers());
        const RunModel& m = window.runModel();
        const auto lastDrawn = [&] {
            double last = 0;
            for (int line = 0; line < shares.lineCount(); ++line) {
                for (const QPointF& point : shares.drawnPoints(line))
                    last = std::max(last, point.x());
            }
            return last;
        };
        QCOMPARE(lastDrawn(), 0.0);
        window.controller().seek(m.stepCount() / 2);
        const double done = double(m.replay().iterations());
        QVERIFY(done > 0 && done < 200);
        QVERIFY(lastDrawn() <= done);
        QVERIFY(lastDrawn() > 0);
        window.controller().toEnd();
        QCOMPARE(lastDrawn(), 200.0);
    }

    /// A search the tree on screen cannot take is not left showing in the box: picking
    /// alpha-beta on a tree with chance nodes puts the box back to the search that runs and
    /// says why in the status bar.
    void aSearchTheTreeRefusesIsPutBack()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.show();
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "aima-chance", {}}));
        const RunModel& m = window.runModel();
        QCOMPARE(m.run().trace.options.algorithm, Algorithm::Expectiminimax);
        auto* algorithms = window.findChild<QToolBar*>("searchToolBar")->findChild<QComboBox*>();
        const int alphaBeta = algorithms->findData(int(Algorithm::AlphaBeta));
        algorithms->setCurrentIndex(alphaBeta);
        emit algorithms->activated(alphaBeta);
        QCOMPARE(m.run().trace.options.algorithm, Algorithm::Expectiminimax);
        QCOMPARE(Algorithm(algorithms->currentData().toInt()), Algorithm::Expectiminimax);
        QVERIFY2(window.statusBar()->currentMessage().contains("chance nodes"),
            qPrintable(window.statusBar()->currentMessage()));
    }

    /// A position the search refuses is shown as a position with no answer: no value on the
    /// root, none among the counters.
    void anUnsearchedPositionShowsNoValue()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "c4-horizon", {}}));
        QVERIFY(!window.runModel().run().refusal.empty());
        QCOMPARE(window.counters().counter("value"), QString("—"));
        QCOMPARE(window.counters().counter("best"), QString("—"));
        QVERIFY(window.runModel().tree().isOpen(GameTree::root()));
        QCOMPARE(window.runModel().replay().value(GameTree::root()), kNoValue);
        QCOMPARE(window.treeText().text(), QString());
    }

    void settingsPersist()
    {
        {
            MainWindow window;
            window.openSource({TreeSource::Kind::Preset, "textbook", {}});
            window.setSearchOptions({Algorithm::NegamaxAlphaBeta, true});
            window.controller().setSpeed(4);
            window.close();
        }
        MainWindow again;
        QCOMPARE(again.runModel().run().title, std::string("Textbook two-ply"));
        QCOMPARE(again.searchOptions().algorithm, Algorithm::NegamaxAlphaBeta);
        QVERIFY(again.searchOptions().failHard);
        QCOMPARE(again.controller().speed(), 4.0);
        again.close();
        // A saved lesson file opens again; one that has gone does not stop the start.
        QTemporaryDir dir;
        const QString path = dir.filePath("lesson.gtree.json");
        {
            MainWindow window;
            window.openSource({TreeSource::Kind::Preset, "best-first", {}});
            QVERIFY(window.files().saveFile(path));
            window.close();
        }
        {
            MainWindow window;
            QCOMPARE(QString::fromStdString(window.session().filePath()), QFileInfo(path).absoluteFilePath());
            QCOMPARE(window.runModel().run().trace.result.visited, NodeId(15));
            window.close();
        }
        QVERIFY(QFile::remove(path));
        MainWindow afterwards;
        QCOMPARE(afterwards.session().presetName(), std::string("best-first"));
    }

    void screenshotIsWritten()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.resize(1000, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTemporaryDir dir;
        const QString path = dir.filePath("shot.png");
        QCOMPARE(window.saveScreenshot(path), QString());
        QImage image(path);
        QCOMPARE(image.size(), QSize(1000, 700));
        // A JPEG is a JPEG; a name of no image format is refused, and nothing is written.
        QCOMPARE(window.saveScreenshot(dir.filePath("shot.jpg")), QString());
        QCOMPARE(QImageReader(dir.filePath("shot.jpg")).format(), QByteArray("jpeg"));
        QVERIFY(window.saveScreenshot(dir.filePath("shot.txt")).contains("no image format"));
        QVERIFY(!QFile::exists(dir.filePath("shot.txt")));
    }

    /// No two things on screen answer the same Alt key, in English and in every translation.
    void mnemonicsAreUnique_data()
    {
        QTest::addColumn<QString>("translation");
        QTest::newRow("en") << QString();
        for (const QString& file : QDir(":/i18n").entryList({"gametree-lab_*.qm"})) {
            if (!file.endsWith("_en.qm"))
                QTest::newRow(qPrintable(file)) << ":/i18n/" + file;
        }
    }
    void mnemonicsAreUnique()
    {
        QFETCH(QString, translation);
        QTranslator translator;
        if (!translation.isEmpty()) {
            QVERIFY(translator.load(translation));
            QCoreApplication::installTranslator(&translator);
        }
        const auto uninstall = qScopeGuard([&] { QCoreApplication::removeTranslator(&translator); });
        MainWindow window(MainWindow::Settings::Ignore);
        const auto mnemonic = [](const QString& text) -> QChar {
            const qsizetype at = QString(text).replace("&&", "").indexOf('&');
            return at >= 0 && at + 1 < text.size() ? QString(text).replace("&&", "").at(at + 1).toUpper() : QChar();
        };
        QHash<QChar, QString> taken;
        const auto take = [&](const QString& text) {
            const QChar key = mnemonic(text);
            if (key.isNull())
                return;
            QVERIFY2(!taken.contains(key), qPrintable(QString("Alt+%1: %2 and %3").arg(key).arg(taken[key], text)));
            taken.insert(key, text);
        };
        for (const QAction* menu : window.menuBar()->actions())
            take(menu->text());
        for (const QAbstractButton* button : window.findChildren<QAbstractButton*>())
            take(button->text());
        for (const QLabel* label : window.findChildren<QLabel*>()) {
            if (label->buddy())
                take(label->text());
        }
        // Nor two items of one menu.
        std::function<void(const QMenu&)> checkMenu = [&](const QMenu& menu) {
            QHash<QChar, QString> items;
            for (const QAction* action : menu.actions()) {
                const QChar key = mnemonic(action->text());
                QVERIFY2(key.isNull() || !items.contains(key),
                    qPrintable(QString("Alt+%1: %2 and %3").arg(key).arg(items[key], action->text())));
                items.insert(key, action->text());
                if (action->menu())
                    checkMenu(*action->menu());
            }
        };
        for (const QAction* menu : window.menuBar()->actions())
            checkMenu(*menu->menu());
        if (!translation.isEmpty())
            return;
        QCOMPARE(mnemonic(window.practicePanel().findChildren<QPushButton*>().last()->text()), QChar('K'));
        QVERIFY(taken.value('N').startsWith("&No"));
        QVERIFY(taken.value('T').contains("Tree"));
    }

    void windowLooseEnds()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        TreeSession& session = window.session();
        // Undoing back to an untouched preset, or undoing an Open, leaves nothing to save.
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "textbook", {}}));
        QVERIFY(window.windowActions().undo->isEnabled());
        QCOMPARE(window.windowActions().undo->text(), QString("Undo Open Textbook two-ply"));
        window.windowActions().undo->trigger();
        QCOMPARE(session.presetName(), std::string("mixed"));
        QVERIFY(!window.isWindowModified() && !session.hasUnsavedChanges());
        window.windowActions().redo->trigger();
        QVERIFY(!session.hasUnsavedChanges());
        // Reordering again and again says the order once.
        for (int i = 0; i < 3; ++i) {
            window.windowActions().bestFirst->trigger();
            window.windowActions().worstFirst->trigger();
        }
        QCOMPARE(session.title(), std::string("Textbook two-ply · worst first"));
        // The position box shows the position on screen, and is cleared for other trees.
        auto* board = window.findChild<QLineEdit*>();
        QVERIFY(window.openSource(TreeSource::position(ticTacToeKind(), "XXOOOX...")));
        QCOMPARE(board->text(), QString("XXOOOX..."));
        // A tic-tac-toe tree's text can be read, not edited into another tree.
        QVERIFY(window.treeText().editor()->isReadOnly());
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "mixed", {}}));
        QVERIFY(board->text().isEmpty());
        QVERIFY(!window.treeText().editor()->isReadOnly());
        // Save As answers Ctrl+Shift+S on every desktop.
        QVERIFY(window.windowActions().saveAs->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)));
        // Every comparison pane says what it runs, fail-hard included.
        window.setSearchOptions({Algorithm::AlphaBeta, true});
        CompareWindow& compare = window.compare(Comparison::MixedOrderings);
        for (ComparePane* pane : compare.panes())
            QVERIFY2(pane->title().endsWith("Alpha-beta, fail-hard"), qPrintable(pane->title()));
    }

    void historyOfTheFullTicTacToeTreeIsBounded()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource(TreeSource::position(ticTacToeKind(), ".........")));
        for (int i = 0; i < 12; ++i)
            (i % 2 ? window.windowActions().worstFirst : window.windowActions().bestFirst)->trigger();
        const TreeHistory& history = window.session().history();
        QVERIFY2(history.bytes() <= TreeHistory::kDefaultMaxBytes, qPrintable(QString::number(history.bytes())));
        QVERIFY(history.canUndo());
        QCOMPARE(window.runModel().tree().size(), NodeId(549'946));
    }

    void recentFilesOfferOnlyWhatStillExists()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QTemporaryDir dir;
        const QString kept = dir.filePath("kept.gtree.json");
        const QString gone = dir.filePath("gone.gtree.json");
        QVERIFY(window.files().saveFile(gone));
        QVERIFY(window.files().saveFile(kept));
        QVERIFY(QFile::remove(gone));
        QMenu* recent = nullptr;
        for (QMenu* menu : window.findChildren<QMenu*>())
            recent = menu->title() == "Open Recent" ? menu : recent;
        QVERIFY(recent);
        emit recent->aboutToShow();
        QStringList offered;
        for (QAction* action : recent->actions())
            offered << action->text();
        QCOMPARE(offered, QStringList({"kept.gtree.json", "", "Clear Recent Files"}));
        recent->actions().last()->trigger();
        emit recent->aboutToShow();
        QCOMPARE(recent->actions().size(), 1);
        QVERIFY(!recent->actions().first()->isEnabled());
    }

    void examplesOpen()
    {
        const QDir examples(QStringLiteral(GTL_SOURCE_DIR "/resources/examples"));
        const QStringList files = examples.entryList({"*.gtree.json"});
        QVERIFY(files.size() >= 5);
        MainWindow window(MainWindow::Settings::Ignore);
        for (const QString& name : files)
            QVERIFY2(window.files().openFile(examples.filePath(name)), qPrintable(window.lastError()));
    }

    void exportsWriteValidFiles()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.resize(1200, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.controller().seek(36);
        QTemporaryDir dir;
        QString error;
        auto write = [&](SceneExport::Area area, const QString& path, QSize size) {
            error = SceneExport::write(window.view(), area, path, size);
            return error.isEmpty();
        };
        for (auto area : {SceneExport::Area::View, SceneExport::Area::WholeTree}) {
            const QString png = dir.filePath(QStringLiteral("tree%1.png").arg(int(area)));
            QVERIFY2(write(area, png, QSize(1000, 0)), qPrintable(error));
            const QImage image(png);
            QVERIFY(area == SceneExport::Area::WholeTree ? image.width() >= 1000 : image.width() == 1000);
            QVERIFY(image.height() >= 300);
            const QString svg = dir.filePath(QStringLiteral("tree%1.svg").arg(int(area)));
            QVERIFY2(write(area, svg, QSize(1000, 0)), qPrintable(error));
            QSvgRenderer renderer(svg);
            QVERIFY(renderer.isValid());
            const QString pdf = dir.filePath(QStringLiteral("tree%1.pdf").arg(int(area)));
            QVERIFY2(write(area, pdf, QSize(1000, 700)), qPrintable(error));
            QFile file(pdf);
            QVERIFY(file.open(QIODevice::ReadOnly));
            QVERIFY(file.read(5) == "%PDF-");
        }
        QVERIFY(!write(SceneExport::Area::View, dir.filePath("no/such/dir/x.png"), QSize(800, 0)));
        // The whole tree is whole: its image grows to what every subtree needs to open.
        for (const char* source : {"textbook", "mixed"}) {
            QVERIFY(window.openSource({TreeSource::Kind::Preset, source, {}}));
            SceneRecord record;
            window.view().treeItem().setRecord(&record);
            QVERIFY2(write(SceneExport::Area::WholeTree, dir.filePath("whole.png"), QSize(1920, 0)), qPrintable(error));
            window.view().treeItem().setRecord(nullptr);
            QVERIFY(!record.items().empty());
            for (const SceneRecord::Item& drawn : record.items())
                QVERIFY2(drawn.kind != "glyph", qPrintable(source + (" collapses " + drawn.text)));
        }
        QVERIFY(window.openSource({TreeSource::Kind::Random, "3,4,4711", {}}));
        QVERIFY(write(SceneExport::Area::WholeTree, dir.filePath("wide.png"), QSize(1920, 0)));
        QVERIFY(QImage(dir.filePath("wide.png")).width() > 1920);
        // A very deep tree is drawn to fit within the image limits, however tall its shape.
        QVERIFY(window.openSource({TreeSource::Kind::Text, std::string(3000, '(') + "1" + std::string(3000, ')'), {}}));
        const QSize deep = SceneExport::imageSize(window.view(), SceneExport::Area::WholeTree, QSize(1600, 0));
        QCOMPARE(deep.width(), 1600);
        QVERIFY(
            deep.height() <= SceneExport::kMaxSide && qint64(deep.width()) * deep.height() <= SceneExport::kMaxPixels);
        QVERIFY2(write(SceneExport::Area::WholeTree, dir.filePath("deep.png"), QSize(1600, 0)), qPrintable(error));
        QCOMPARE(QImage(dir.filePath("deep.png")).size(), deep);
        // A stray temporary file of a save killed halfway is cleaned up by the next save.
        const QString stray = dir.filePath("deep.png.Ab12Cd");
        QFile(stray).open(QIODevice::WriteOnly);
        QVERIFY(write(SceneExport::Area::View, dir.filePath("deep.png"), QSize(800, 0)));
        QVERIFY(!QFile::exists(stray));
    }

    /// A screen reader names every control a student can reach with Tab, in the window at
    /// rest and in projector mode, where the tool bars show icons alone, and in the compare,
    /// lab and match windows: its accessible name is its text, its label's, or one given.
    void everyReachableControlIsNamed()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        for (const bool projector : {false, true}) {
            window.setProjectorMode(projector, false);
            QVERIFY2(unnamedControls(window).isEmpty(), qPrintable(unnamedControls(window).join(", ")));
        }
        CompareWindow& compare = window.compare(Comparison::MixedOrderings);
        compare.show();
        QVERIFY(QTest::qWaitForWindowExposed(&compare));
        QVERIFY2(unnamedControls(compare).isEmpty(), qPrintable(unnamedControls(compare).join(", ")));
        QWidget& lab = window.openLab();
        lab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&lab));
        QVERIFY2(unnamedControls(lab).isEmpty(), qPrintable(unnamedControls(lab).join(", ")));
        window.play().showMatchWindow();
        const QWidget& match = *window.play().matchWindow();
        QVERIFY2(unnamedControls(match).isEmpty(), qPrintable(unnamedControls(match).join(", ")));
    }

    /// Each feature fills its part of the action catalogue; one left out would be a null in
    /// the menus, and one made but never placed a key no menu shows.
    void everyWindowActionIsMadeAndInAMenu()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        static_assert(sizeof(WindowActions) % sizeof(QAction*) == 0);
        std::array<QAction*, sizeof(WindowActions) / sizeof(QAction*)> all{};
        std::memcpy(all.data(), &window.windowActions(), sizeof(WindowActions));
        QCOMPARE(all.size(), std::size_t(55));
        const QSet<const QAction*> inMenus = actionsInMenus(*window.menuBar());
        for (std::size_t i = 0; i < all.size(); ++i) {
            QVERIFY2(all[i], qPrintable(QStringLiteral("action %1 is not made").arg(i)));
            QVERIFY2(inMenus.contains(all[i]), qPrintable(all[i]->text()));
        }
        const PlaybackToolBar::Actions& p = window.playbackActions();
        for (const QAction* action : {p.play, p.stepForward, p.nextCutoff, p.goToStep})
            QVERIFY2(inMenus.contains(action), qPrintable(action->text()));
        QStringList titles;
        for (const QAction* menu : window.menuBar()->actions())
            titles << menu->text();
        QCOMPARE(titles,
            QStringList(
                {"&File", "&Edit", "&Playback", "Enhance&ments", "&View", "&Lessons", "&Game", "&Compare", "&Help"}));
    }

    /// The panels stand where the default layout puts them, in whatever order they were made.
    void panelsTakeTheLayoutsPlacesInAnyOrder()
    {
        QMainWindow window;
        window.setCentralWidget(new QLabel("tree"));
        DockArea docks(window);
        const QList<std::pair<const char*, Qt::DockWidgetArea>> expected{
            {"narrationDock", Qt::RightDockWidgetArea},
            {"practiceDock", Qt::RightDockWidgetArea},
            {"pseudocodeDock", Qt::RightDockWidgetArea},
            {"countersDock", Qt::LeftDockWidgetArea},
            {"lessonDock", Qt::BottomDockWidgetArea},
            {"pathDock", Qt::LeftDockWidgetArea},
            {"treeTextDock", Qt::LeftDockWidgetArea},
            {"tableDock", Qt::RightDockWidgetArea},
            {"iterationsDock", Qt::RightDockWidgetArea},
        };
        for (auto it = expected.rbegin(); it != expected.rend(); ++it)
            docks.add(new QLabel(it->first), QString::fromLatin1(it->first), it->first);
        docks.arrange();
        QStringList menu;
        for (const QAction* action : docks.panelsMenu().actions())
            menu << action->text();
        QStringList names;
        for (const auto& [name, area] : expected) {
            names << QString::fromLatin1(name);
            QDockWidget* dock = docks.dock(name);
            QVERIFY(dock);
            QCOMPARE(window.dockWidgetArea(dock), area);
        }
        QCOMPARE(menu, names);
        for (const char* waiting : {"practiceDock", "lessonDock", "tableDock", "iterationsDock"})
            QVERIFY2(docks.dock(waiting)->isHidden(), waiting);
        // Shown, the enhanced searches' panels share one place, a tab each.
        window.show();
        docks.dock("tableDock")->show();
        docks.dock("iterationsDock")->show();
        QCOMPARE(
            window.tabifiedDockWidgets(docks.dock("tableDock")), QList<QDockWidget*>({docks.dock("iterationsDock")}));
        QVERIFY(!docks.dock("narrationDock")->isHidden());
        QVERIFY(!docks.dock("nothing"));
    }

    /// Settings as an earlier version wrote them load: the keys are kept, not renamed.
    /// The enhancements as an earlier version remembered them, under its keys (the game's first
    /// choice as a switch), read as they were; and every setting of the table remembered and
    /// read back, the node limit too.
    void enhancementSettingsOfEarlierVersionsLoad()
    {
        // Reading them asks the settings for no key they cannot have (an empty one).
        QTest::failOnWarning(QRegularExpression("QSettings"));
        QTemporaryDir dir;
        QSettings earlier(dir.filePath("earlier.ini"), QSettings::IniFormat);
        earlier.setValue("run/depth", 3);
        earlier.setValue("run/fastWins", true);
        earlier.setValue("run/centreFirst", true);
        for (const char* on : {"run/table", "run/keepDeeper", "run/killers", "run/history", "run/iterative", "run/pvs"})
            earlier.setValue(on, true);
        earlier.setValue("run/tableSize", 64);
        earlier.setValue("run/aspiration", 2);
        earlier.setValue("run/timeLimit", 500);
        Enhancements expected{.depth = 3,
            .order = 1,
            .scoring = 1,
            .table = true,
            .tableSize = 64,
            .replacement = Replacement::DeeperOrEqual,
            .killers = true,
            .history = true,
            .iterative = true,
            .aspiration = 2,
            .pvs = true,
            .timeLimit = 500};
        QCOMPARE(EnhancementSettings::read(earlier), expected);
        expected.nodeLimit = 1'000;
        expected.evaluation = 2;
        QSettings now(dir.filePath("now.ini"), QSettings::IniFormat);
        EnhancementSettings::write(now, expected);
        QCOMPARE(EnhancementSettings::read(now), expected);
        for (const EnhancementSetting& setting : kEnhancementSettings)
            QVERIFY2(
                now.contains(QString::fromLatin1(setting.settingsKey.data(), qsizetype(setting.settingsKey.size()))),
                setting.settingsKey.data());
        // A limit without iterative deepening means nothing, and is read as none.
        now.setValue("run/iterative", false);
        QCOMPARE(EnhancementSettings::read(now).nodeLimit, std::uint64_t(0));
    }

    void settingsOfEarlierVersionsLoad()
    {
        {
            QSettings settings;
            settings.clear();
            settings.setValue("run/preset", "textbook");
            settings.setValue("run/algorithm", "negamax-alphabeta");
            settings.setValue("run/failHard", true);
            settings.setValue("run/speed", 2.0);
            settings.setValue("run/depth", 2);
            settings.setValue("view/colourBlind", true);
        }
        {
            MainWindow window;
            QCOMPARE(window.runModel().run().title, std::string("Textbook two-ply"));
            QCOMPARE(window.searchOptions().algorithm, Algorithm::NegamaxAlphaBeta);
            QVERIFY(window.searchOptions().failHard);
            QCOMPARE(window.searchOptions().enhancements.depth, 2u);
            QCOMPARE(window.controller().speed(), 2.0);
            QVERIFY(window.windowActions().colourBlind->isChecked());
            window.windowActions().colourBlind->setChecked(false);
            window.close();
        }
        QSettings settings;
        QCOMPARE(settings.value("run/preset").toString(), QString("textbook"));
        QCOMPARE(settings.value("run/algorithm").toString(), QString("negamax-alphabeta"));
        QCOMPARE(settings.value("view/colourBlind").toBool(), false);
        for (const char* key : {"window/geometry", "window/state", "run/failHard", "run/speed", "run/depth"})
            QVERIFY2(settings.contains(key), key);
        settings.clear();
    }
};

QTEST_MAIN(WindowTest)
#include "tst_window.moc"
