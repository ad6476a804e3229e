// SPDX-License-Identifier: GPL-3.0-or-later
// GUI tests of playback on the offscreen platform: the controller, the step list, going to a step, the
// playback keys, and the full tic-tac-toe tree stepped through.
#include "core/games/tictactoe/TicTacToeKind.h"
#include "tests/support/UiFixtures.h"
#include "ui/editing/TreeTextEditor.h"
#include "ui/playback/Motion.h"
#include "ui/playback/PlaybackController.h"
#include "ui/playback/RunModel.h"
#include "ui/playback/StepListModel.h"
#include "ui/window/MainWindow.h"

#include <QInputDialog>
#include <QLineEdit>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTextEdit>
#include <QTimer>
#include <QtTest>

using namespace gtl;
using namespace gtl::ui;
using namespace gtl::ui::test;

class PlaybackTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { useOwnSettings(); }

    void cleanupTestCase() { removeOwnSettings(); }

    void controllerStepsAndSignals()
    {
        Playback playback;
        RunModel& m = playback.model;
        PlaybackController& controller = playback.controller;
        QSignalSpy loaded(&m, &RunModel::runLoaded);
        QSignalSpy moved(&m, &RunModel::stepChanged);
        m.load(presetRun("textbook"));
        QCOMPARE(loaded.count(), 1);
        QCOMPARE(m.step(), std::size_t(0));
        QCOMPARE(m.stepCount(), std::size_t(35));
        moved.clear();
        controller.stepForward();
        QCOMPARE(moved.count(), 1);
        QCOMPARE(moved.last().at(0).value<std::size_t>(), std::size_t(1));
        QCOMPARE(moved.last().at(1).value<std::size_t>(), std::size_t(0));
        controller.stepBack();
        QCOMPARE(m.step(), std::size_t(0));
        controller.stepBack(); // nothing before step 0
        QCOMPARE(moved.count(), 2);
        controller.seek(20);
        QCOMPARE(m.step(), std::size_t(20));
        controller.toEnd();
        QCOMPARE(m.step(), std::size_t(35));
        controller.stepForward(); // nothing after the end
        controller.seek(1000); // clamped
        QCOMPARE(m.step(), std::size_t(35));
        QCOMPARE(moved.count(), 4);
        controller.toStart();
        QCOMPARE(m.step(), std::size_t(0));
    }

    void controllerJumpsBetweenCutoffs()
    {
        Playback playback;
        RunModel& m = playback.model;
        PlaybackController& controller = playback.controller;
        m.load(presetRun("mixed"));
        const Trace& trace = m.run().trace;
        controller.nextCutoff();
        QCOMPARE(m.step(), firstStepOf(trace, EventKind::Cutoff));
        QCOMPARE(m.replay().currentEvent()->kind, EventKind::Cutoff);
        const std::size_t first = m.step();
        controller.nextCutoff();
        QVERIFY(m.step() > first);
        QCOMPARE(m.replay().currentEvent()->kind, EventKind::Cutoff);
        controller.previousCutoff();
        QCOMPARE(m.step(), first);
        controller.previousCutoff(); // no earlier cut-off: stay
        QCOMPARE(m.step(), first);
    }

    void cutoffButtonsAreDisabledWithNothingToJumpTo()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        PlaybackController& c = window.controller();
        const RunModel& m = window.runModel();
        QAction* previous = window.playbackActions().previousCutoff;
        QAction* next = window.playbackActions().nextCutoff;
        QVERIFY(!previous->isEnabled());
        QVERIFY(next->isEnabled());
        c.toEnd(); // the mixed game's last cut-off comes before the root returns
        QVERIFY(previous->isEnabled());
        QVERIFY(!next->isEnabled());
        previous->trigger();
        QCOMPARE(m.replay().currentEvent()->kind, EventKind::Cutoff);
        window.setSearchOptions({Algorithm::Minimax, false}); // minimax never cuts
        QVERIFY(!previous->isEnabled());
        QVERIFY(!next->isEnabled());
    }

    void stepListShowsTheStepsSoFar()
    {
        Playback playback;
        RunModel& m = playback.model;
        PlaybackController& controller = playback.controller;
        StepListModel model(m);
        m.load(presetRun("mixed"));
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.index(0).data().toString().trimmed(), QString("0   start"));
        controller.seek(36);
        QCOMPARE(model.rowCount(), 37); // nothing after the current step gives the search away
        QVERIFY(model.index(36).data().toString().contains("cut-off at B"));
        QCOMPARE(model.index(36).data(Qt::FontRole).value<QFont>().bold(), true);
        controller.stepBack();
        QCOMPARE(model.rowCount(), 36);
        // A long run lists its latest steps, and rows still map to their steps.
        const TreeSource empty = TreeSource::position(ticTacToeKind(), ".........");
        m.load(SearchRun::create(empty.load()->tree, {Algorithm::AlphaBeta, false}, "ttt"));
        controller.seek(50000);
        QCOMPARE(model.rowCount(), int(StepListModel::kWindow));
        QCOMPARE(model.stepAt(model.rowCount() - 1), std::size_t(50000));
        QCOMPARE(model.rowOf(50000), model.rowCount() - 1);
        QVERIFY(model.index(model.rowCount() - 1).data().toString().startsWith("50,000"));
        controller.seek(3);
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.stepAt(0), std::size_t(0));
    }

    void controllerPlaysAndChangesSpeed()
    {
        Playback playback;
        RunModel& m = playback.model;
        PlaybackController& controller = playback.controller;
        m.load(presetRun("textbook"));
        QSignalSpy playing(&controller, &PlaybackController::playingChanged);
        QSignalSpy speed(&controller, &PlaybackController::speedChanged);
        controller.setSpeed(100);
        QCOMPARE(speed.count(), 1);
        controller.play();
        QVERIFY(controller.isPlaying());
        QTRY_COMPARE_WITH_TIMEOUT(m.step(), m.stepCount(), 5000);
        QTRY_VERIFY(!controller.isPlaying()); // stops at the end
        QCOMPARE(playing.count(), 2);
        controller.playBackward();
        QVERIFY(controller.isPlayingBackward());
        QTRY_COMPARE_WITH_TIMEOUT(m.step(), std::size_t(0), 5000);
        controller.setSpeed(1);
        controller.faster();
        QCOMPARE(controller.speed(), 2.0);
        controller.slower();
        controller.slower();
        QCOMPARE(controller.speed(), 0.5);
        controller.setSpeed(5000);
        QCOMPARE(controller.speed(), 1000.0);
        QCOMPARE(controller.stepsPerTick(), std::size_t(18));
        controller.setSpeed(8);
        QCOMPARE(controller.stepsPerTick(), std::size_t(1));
        controller.setSpeed(0.01);
        QCOMPARE(controller.speed(), 0.25);
        QVERIFY(controller.interval() > controller.animationDuration());
    }

    /// View → Reduce Motion: each step changes the tree at once, in the window and in every
    /// comparison (one setting for the program), and back.
    void reducedMotionStepsWithoutAnimation()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        PlaybackController& controller = window.controller();
        QAction* reduce = nullptr;
        for (QAction* menu : window.menuBar()->actions())
            for (QAction* entry : menu->menu()->actions())
                if (entry->text() == "Reduce Motion")
                    reduce = entry;
        QVERIFY(reduce && reduce->isCheckable() && !reduce->isChecked());
        controller.stepForward();
        QVERIFY(window.runModel().transitionMs() > 0);
        reduce->setChecked(true);
        QVERIFY(Motion::isReduced());
        QCOMPARE(controller.animationDuration(), 0);
        controller.stepForward();
        QCOMPARE(window.runModel().transitionMs(), 0);
        controller.stepBack();
        QCOMPARE(window.runModel().transitionMs(), 0);
        reduce->setChecked(false);
        QVERIFY(!Motion::isReduced());
        controller.stepForward();
        QVERIFY(window.runModel().transitionMs() > 0);
    }

    void fullTicTacToeTreeSteps()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        for (Algorithm algorithm : {Algorithm::Minimax, Algorithm::AlphaBeta}) {
            window.setSearchOptions({algorithm, false});
            QElapsedTimer timer;
            timer.start();
            QVERIFY(window.openSource(TreeSource::position(ticTacToeKind(), ".........")));
            PlaybackController& c = window.controller();
            const RunModel& m = window.runModel();
            QCOMPARE(m.tree().size(), NodeId(549'946));
            for (std::size_t step : {m.stepCount(), m.stepCount() / 2, std::size_t(1), m.stepCount() / 3}) {
                c.seek(step);
                c.stepForward();
                c.stepBack();
                window.view().viewport()->repaint();
            }
            c.play();
            QTRY_VERIFY(m.step() > m.stepCount() / 3 + 1);
            c.pause();
            // Generous: this only catches a stall, the benchmark measures the real figures.
            QVERIFY2(timer.elapsed() < 20'000, qPrintable(QString::number(timer.elapsed())));
        }
    }

    /// Wherever the keyboard is, a text field apart, the presenter's keys step.
    void playbackKeysStepFromEveryPanel()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.resize(1280, 720);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        const RunModel& model = window.runModel();
        const auto typesText = [](const QWidget* widget) {
            const auto* text = qobject_cast<const QTextEdit*>(widget);
            const auto* plain = qobject_cast<const QPlainTextEdit*>(widget);
            return qobject_cast<const QLineEdit*>(widget) || (text && !text->isReadOnly())
                || (plain && !plain->isReadOnly());
        };
        int tried = 0;
        for (QWidget* widget : window.findChildren<QWidget*>()) {
            if (!widget->isVisible() || widget->focusPolicy() == Qt::NoFocus || typesText(widget))
                continue;
            widget->setFocus();
            const std::size_t step = model.step();
            const QString name = QStringLiteral("%1 %2").arg(widget->metaObject()->className(), widget->objectName());
            QTest::keyClick(widget, Qt::Key_Right);
            QVERIFY2(model.step() == step + 1, qPrintable("→ in " + name));
            QTest::keyClick(widget, Qt::Key_PageDown);
            QVERIFY2(model.step() == step + 2, qPrintable("Page Down in " + name));
            QTest::keyClick(widget, Qt::Key_Left);
            QVERIFY2(model.step() == step + 1, qPrintable("← in " + name));
            QTest::keyClick(widget, Qt::Key_Space);
            QVERIFY2(window.controller().isPlaying(), qPrintable("Space in " + name));
            QTest::keyClick(widget, Qt::Key_Space);
            QTest::keyClick(widget, Qt::Key_Home);
            QVERIFY2(model.step() == 0, qPrintable("Home in " + name));
            ++tried;
        }
        QVERIFY(tried >= 5);
    }

    /// The Tree Text types what is typed in it; Esc there leaves it, keeping the text, and
    /// gives the presenter's keys back to the tree.
    void escapeInTheTreeTextGivesTheKeysBack()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.resize(1280, 720);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QPlainTextEdit* text = window.treeText().editor();
        text->setFocus();
        QTRY_VERIFY(text->hasFocus());
        QTest::keyClick(text, Qt::Key_Escape);
        QTRY_VERIFY(window.view().hasFocus());
        QTest::keyClick(&window.view(), Qt::Key_Right);
        QCOMPARE(window.runModel().step(), std::size_t(1));
        QVERIFY(window.treeText().error().isEmpty());
    }

    /// Play Backward at step 0 has nothing to play: it stays at the start (greyed out there)
    /// instead of jumping to the end and giving the answer away.
    void playBackwardAtTheStartStays()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QAction* backward = window.playbackActions().playBackward;
        QVERIFY(!backward->isEnabled());
        window.controller().playBackward();
        QCOMPARE(window.runModel().step(), std::size_t(0));
        QVERIFY(!window.controller().isPlaying());
        window.controller().stepForward();
        QVERIFY(backward->isEnabled());
    }

    /// Ctrl+G goes to the step a teacher announces.
    void goToStepGoesToTheStepAsked()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QAction* goToStep = window.playbackActions().goToStep;
        QCOMPARE(goToStep->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_G));
        QVERIFY(window.menuBar()->actions()[2]->menu()->actions().contains(goToStep));
        QTimer::singleShot(0, [] {
            auto* dialog = qobject_cast<QInputDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            QCOMPARE(dialog->intMaximum(), 59);
            dialog->setIntValue(42);
            dialog->accept();
        });
        goToStep->trigger();
        QCOMPARE(window.runModel().step(), std::size_t(42));
    }
};

QTEST_MAIN(PlaybackTest)
#include "tst_playback.moc"
