// SPDX-License-Identifier: GPL-3.0-or-later
// GUI tests of lessons on the offscreen platform: the cursor, captions, a tree's notes and handouts.
#include "core/content/BuiltInLessons.h"
#include "core/content/Preset.h"
#include "core/teaching/Lesson.h"
#include "core/tree/MoveOrdering.h"
#include "tests/support/ClassroomChecks.h"
#include "tests/support/UiFixtures.h"
#include "ui/editing/TreeSession.h"
#include "ui/language/ValueText.h"
#include "ui/lessons/LessonCommands.h"
#include "ui/lessons/LessonSession.h"
#include "ui/mcts/ConvergencePanel.h"
#include "ui/panels/CountersPanel.h"
#include "ui/playback/RunModel.h"
#include "ui/scene/NodeAppearance.h"
#include "ui/scene/SceneExport.h"
#include "ui/scene/TreeItem.h"
#include "ui/scene/TreeView.h"
#include "ui/window/MainWindow.h"
#include "ui/window/file/TreeFiles.h"

#include <QDockWidget>
#include <QGraphicsTextItem>
#include <QProcess>
#include <QScrollArea>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QtCharts/QChart>
#include <QtTest>

using namespace gtl;
using namespace gtl::ui;
using namespace gtl::ui::test;

class LessonsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { useOwnSettings(); }

    void cleanupTestCase() { removeOwnSettings(); }

    void lessonFollowsTheCursor()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.resize(1280, 720);
        window.show();
        LessonCommands& commands = window.lessons();
        const LessonSession& lesson = commands.lessons();
        QVERIFY(!commands.openBuiltIn("nope"));
        QVERIFY(commands.lastError().contains("alphabeta"));
        QVERIFY(commands.openBuiltIn("alphabeta"));
        QCOMPARE(window.session().presetName(), std::string("mixed"));
        QCOMPARE(window.searchOptions(), (SearchOptions{Algorithm::AlphaBeta, false}));
        QVERIFY(lesson.isBuiltIn() && lesson.lesson().stops.size() == 5);
        const RunModel& model = window.runModel();
        QCOMPARE(model.step(), std::size_t(0));
        QCOMPARE(lesson.position(), QString("Stop 1 of 5 (step 0)"));
        // Page Down: the next stop, the first cut-off at B, with its figures and B ringed.
        window.windowActions().nextStop->trigger();
        window.windowActions().nextStop->trigger();
        QCOMPARE(model.step(), std::size_t(36));
        QVERIFY(lesson.caption().contains("α = 5 ≥ β = 4"));
        QVERIFY(view(window).treeItem().appearance(2).ringed);
        // Stepping freely: the caption stays with the stop behind the cursor, and says so.
        window.controller().stepForward();
        QCOMPARE(lesson.position(), QString("After stop 3 of 5 (step 36): now at step 37"));
        QVERIFY(lesson.caption().contains("α = 5 ≥ β = 4"));
        QVERIFY(!view(window).treeItem().appearance(2).ringed);
        window.windowActions().previousStop->trigger();
        QCOMPARE(model.step(), std::size_t(36));
        // Playing halts at the next stop.
        window.controller().setSpeed(64);
        window.windowActions().playToStop->trigger();
        QTRY_VERIFY(!window.controller().isPlaying());
        QCOMPARE(model.step(), lesson.lesson().stops[3].step);
        // Another search ends the built-in lesson; the tree stays.
        window.setSearchOptions({Algorithm::Minimax, false});
        QVERIFY(!lesson.isActive());
        // Without a lesson, Page Down and Page Up step.
        window.windowActions().nextStop->trigger();
        QCOMPARE(model.step(), std::size_t(1));
        window.windowActions().previousStop->trigger();
        QCOMPARE(model.step(), std::size_t(0));
        // B blanks the whole window, and brings it back.
        auto* blank = window.findChild<QWidget*>("blankScreen");
        QTest::keyClick(&window, Qt::Key_B);
        QVERIFY(blank->isVisible());
        QTest::keyClick(&window, Qt::Key_Period);
        QVERIFY(!blank->isVisible());
    }

    /// A lesson's tree is searched as the lesson says, and the search the user chose stays
    /// theirs: the next tree opened runs it, and choosing it again ends the lesson.
    void aLessonLeavesTheUsersSearchAsItWas()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        const SearchOptions chosen{Algorithm::NegamaxAlphaBeta, true};
        window.setSearchOptions(chosen);
        QVERIFY(window.lessons().openBuiltIn("alphabeta"));
        const RunModel& model = window.runModel();
        QCOMPARE(model.run().trace.options, (SearchOptions{Algorithm::AlphaBeta, false}));
        QCOMPARE(window.searchOptions(), chosen);
        QVERIFY(window.lessons().lessons().isActive());
        window.setSearchOptions(chosen);
        QVERIFY(!window.lessons().lessons().isActive());
        QCOMPARE(model.run().trace.options, chosen);
        QVERIFY(window.lessons().openBuiltIn("alphabeta"));
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "textbook", {}}));
        QCOMPARE(model.run().trace.options, chosen);
    }

    /// At every stop of every built-in lesson, each figure its caption quotes is what the tree
    /// and the counters show there: a node's value on the node, its bounds in its tag.
    /// Every lesson opens paused at step 0 at its own speed, whatever speed was left behind;
    /// in projector mode at 1280×720 each stop's caption reads whole, wrapped and, where it
    /// is longer than its room, scrolled.
    void lessonsOpenAtTheirSpeedAndShowWholeCaptions()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        for (const BuiltInLessons::Entry& entry : BuiltInLessons::list()) {
            window.controller().setSpeed(1000);
            QVERIFY(window.lessons().openBuiltIn(qtText(entry.name)));
            QCOMPARE(window.controller().speed(), LessonCommands::kLessonSpeed);
            QCOMPARE(window.runModel().step(), std::size_t(0));
        }
        const QString problem = lessonCaptionProblem(window);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    /// What a student stepping through a lesson sees keeps the rules of every canvas: no tag
    /// over another node, every move of a small tree labelled, in every mode and size.
    void lessonScenesStayLegible()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        const QString problem = lessonSceneProblem(window);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    void lessonCaptionsSayWhatTheTreeShows()
    {
        const QRegularExpression figure(
            "\\{(alpha|beta|value|visits|mean) ([^}]+)\\}|\\{(visited|pruned|leaves|cutoffs|iterations)\\}");
        int checked = 0;
        for (const auto& entry : BuiltInLessons::list()) {
            const auto outline = BuiltInLessons::outline(entry.name);
            const auto run = SearchRun::create(presetTree(outline->presetName.c_str()), outline->options, "");
            const auto lesson = BuiltInLessons::make(entry.name, *run->tree, run->trace);
            QVERIFY(lesson);
            RunModel model;
            CountersPanel counters(model);
            model.load(run);
            TreeView view(model);
            for (const LessonStop& stop : lesson->stops) {
                model.seek(stop.step);
                const std::string filled = fillCaption(stop.caption, model.replay());
                for (auto match = figure.globalMatch(QString::fromStdString(stop.caption)); match.hasNext();) {
                    const auto m = match.next();
                    const QString where
                        = QString("%1 at step %2, %3").arg(entry.name.data()).arg(stop.step).arg(m.captured(0));
                    const QString shown
                        = QString::fromStdString(fillCaption(m.captured(0).toStdString(), model.replay()));
                    ++checked;
                    QVERIFY2(QString::fromStdString(filled).contains(shown), qPrintable(where));
                    if (m.captured(3) == "iterations") {
                        // The counters say "12 of 1,000": the iterations started so far.
                        const QString counted = counters.counter("iteration");
                        QVERIFY2(counted.startsWith(shown + " "), qPrintable(where + " counts " + counted));
                        continue;
                    }
                    if (!m.captured(3).isEmpty()) {
                        const QString counted = counters.counter(m.captured(3));
                        QVERIFY2(counted == shown, qPrintable(where + " counts " + counted));
                        continue;
                    }
                    NodeId node = m.captured(2) == "root" ? GameTree::root() : kNoNode;
                    for (NodeId n = 1; n < run->tree->size(); ++n) {
                        if (run->tree->path(n) == m.captured(2).toStdString())
                            node = n;
                    }
                    QVERIFY2(node != kNoNode, qPrintable(where));
                    const NodeAppearance look = view.treeItem().appearance(node);
                    const QString what = m.captured(1);
                    if (what == "visits" || what == "mean") {
                        // The node shows "rewards/visits": its visits after the slash, and
                        // the two over each other make the mean.
                        const QStringList parts = look.value.split('/');
                        const double mean
                            = parts.size() == 2 ? QLocale().toDouble(parts[0]) / QLocale().toDouble(parts[1]) : -1;
                        const bool matches = what == "visits" ? parts.size() == 2 && parts[1] == shown
                                                              : QString::number(mean, 'f', 2) == shown;
                        QVERIFY2(matches, qPrintable(where + " reads " + shown + ", the tree shows " + look.value));
                        continue;
                    }
                    // A node holds a score per player without brackets and spaces: "<4, 5, 1>" as 4,5,1.
                    const QString onNode = shown.startsWith('<') ? shown.mid(1).chopped(1).remove(' ') : shown;
                    const bool onTree = what == "value" ? look.value == onNode
                        : what == "alpha"
                        ? look.bounds.startsWith("α " + shown + "\n") || look.cutTag.contains("\n" + shown + " ≥")
                        : look.bounds.contains("\nβ " + shown) || look.cutTag.endsWith("≥ " + shown);
                    QVERIFY2(onTree,
                        qPrintable(where + " reads " + shown + ", the tree shows " + look.value + " " + look.bounds
                            + look.cutTag));
                }
            }
        }
        QVERIFY(checked > 40);
    }

    /// Notes are stops of the tree's own lesson: undoable, saved in the file, dropped (with a
    /// warning) by an edit that changes the trace, and flagged under another search.
    void notesAreTheTreesOwnLesson()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "textbook", {}}));
        TreeSession& session = window.session();
        const LessonSession& lesson = window.lessons().lessons();
        QVERIFY(!lesson.isActive());
        session.addNote(19, "B is cut off: α = {alpha B} ≥ β = {beta B}.");
        session.addNote(4, "The first leaf.");
        QVERIFY(lesson.isActive());
        QCOMPARE(lesson.lesson().stops.size(), std::size_t(2));
        window.controller().seek(19);
        QCOMPARE(lesson.caption(), QString("B is cut off: α = 3 ≥ β = 2."));
        QCOMPARE(lesson.noteAtCursor(), std::optional<std::size_t>(1));
        session.editNote(1, "Cut-off at B.");
        QCOMPARE(lesson.caption(), QString("Cut-off at B."));
        session.undo();
        QCOMPARE(lesson.caption(), QString("B is cut off: α = 3 ≥ β = 2."));
        // Saved and opened again, the notes come back.
        QTemporaryDir dir;
        const QString path = dir.filePath("lesson.gtree.json");
        QVERIFY(window.files().saveFile(path));
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "mixed", {}}));
        QVERIFY(!lesson.isActive());
        QVERIFY(window.files().openFile(path));
        QCOMPARE(session.notes().notes.size(), std::size_t(2));
        // Under another search they stay, with a warning.
        window.setSearchOptions({Algorithm::Negamax, false});
        QVERIFY(lesson.settingWarning().contains("Alpha-beta, fail-soft"));
        window.setSearchOptions({Algorithm::AlphaBeta, false});
        QVERIFY(lesson.settingWarning().isEmpty());
        // An edit that changes the trace drops them; undo brings them back.
        QSignalSpy cleared(&session, &TreeSession::notesCleared);
        session.reorder(MoveOrder::BestFirst);
        QCOMPARE(cleared.count(), 1);
        QVERIFY(session.notes().empty());
        session.undo();
        QCOMPARE(session.notes().notes.size(), std::size_t(2));
        // A lesson file opens with the search its notes were written for, and leaves the
        // user's choice as it was.
        window.setSearchOptions({Algorithm::Minimax, false});
        QVERIFY(window.lessons().openNotesFile(path));
        QCOMPARE(window.runModel().run().trace.options, (SearchOptions{Algorithm::AlphaBeta, false}));
        QCOMPARE(window.searchOptions(), (SearchOptions{Algorithm::Minimax, false}));
        session.removeNote(0);
        QCOMPARE(session.notes().notes.size(), std::size_t(1));
    }

    void convergenceShowsWholeUnderALesson_data()
    {
        QTest::addColumn<bool>("projector");
        QTest::newRow("window") << false;
        QTest::newRow("projector") << true;
    }

    /// The Monte Carlo lesson at 1280×720: the Convergence charts share the tree's width with
    /// nothing, so that their titles and legend are whole (a chart squeezed beside the lesson
    /// bar wrote "Share of …").
    void convergenceShowsWholeUnderALesson()
    {
        QFETCH(bool, projector);
        MainWindow window(MainWindow::Settings::Ignore);
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.setProjectorMode(projector, false);
        QVERIFY(window.lessons().openBuiltIn("mcts-phases"));
        auto* dock = window.findChild<QDockWidget*>("convergenceDock");
        if (projector) {
            QVERIFY(dock->isHidden()); // the projector leaves the tree the panel's height …
            dock->show(); // … until it is asked for
        }
        QTRY_VERIFY(dock->isVisible());
        const ConvergencePanel& panel = window.convergence();
        for (const ConvergenceChart* chart : {&panel.shares(), &panel.means()}) {
            const QString title = chart->chart()->title();
            QTRY_VERIFY2_WITH_TIMEOUT(chart->width() > 0, qPrintable(title), 5000);
            QString drawn;
            for (const QGraphicsItem* item : chart->scene()->items()) {
                if (const auto* text = dynamic_cast<const QGraphicsTextItem*>(item);
                    text && text->isVisible() && text->toPlainText().startsWith(title.left(4)))
                    drawn = text->toPlainText();
            }
            QVERIFY2(drawn == title,
                qPrintable(QStringLiteral("\"%1\" is drawn as \"%2\" in a chart %3 px wide")
                               .arg(title, drawn)
                               .arg(chart->width())));
        }
        const QDockWidget* lessonBar = window.findChild<QDockWidget*>("lessonDock");
        QVERIFY(lessonBar->isVisible());
        QVERIFY2(dock->width() > lessonBar->width() * 3 / 4,
            qPrintable(QStringLiteral("the charts have %1 px beside the lesson bar's %2")
                           .arg(dock->width())
                           .arg(lessonBar->width())));
    }

    /// A handout has the lesson's title and one block per stop, counted in the PDF's text.
    void handoutHasABlockPerStop()
    {
        const QString pdftotext = QStandardPaths::findExecutable("pdftotext");
        if (pdftotext.isEmpty())
            QFAIL("pdftotext (Debian package poppler-utils, which tools/setup.sh installs) reads the handout's text");
        MainWindow window(MainWindow::Settings::Ignore);
        for (const char* name : {"alphabeta", "ttt-block"}) {
            QVERIFY(window.lessons().openBuiltIn(name));
            QTemporaryDir dir;
            const QString path = dir.filePath("handout.pdf");
            QCOMPARE(window.lessons().writeHandout(path), QString());
            QProcess text;
            text.start(pdftotext, {path, "-"});
            QVERIFY(text.waitForFinished(30000));
            const QString words = QString::fromUtf8(text.readAllStandardOutput());
            const std::size_t stops = window.lessons().lessons().lesson().stops.size();
            QVERIFY(words.startsWith(qtText(window.lessons().lessons().lesson().title)));
            QCOMPARE(std::size_t(words.count(QRegularExpression("Stop \\d+ of \\d+"))), stops);
            QVERIFY(words.contains(QString("Stop %1 of %1").arg(stops)));
            QVERIFY(words.contains("Page 1"));
        }
    }
};

QTEST_MAIN(LessonsTest)
#include "tst_lessons.moc"
