// SPDX-License-Identifier: GPL-3.0-or-later
// GUI tests of editing trees on the offscreen platform: the text editor, canvas edits, the random tree
// and properties dialogs, and typed text that is not lost.
#include "core/content/Preset.h"
#include "core/games/tictactoe/TicTacToeKind.h"
#include "core/io/TreeTextWriter.h"
#include "core/teaching/Lesson.h"
#include "core/tree/MoveOrdering.h"
#include "core/tree/Scores.h"
#include "tests/support/UiFixtures.h"
#include "ui/editing/ProbabilityDialog.h"
#include "ui/editing/RandomTreeDialog.h"
#include "ui/editing/TreePropertiesDialog.h"
#include "ui/editing/TreeSession.h"
#include "ui/editing/TreeTextEditor.h"
#include "ui/playback/RunModel.h"
#include "ui/window/MainWindow.h"
#include "ui/window/file/TreeFiles.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QDockWidget>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QTimer>
#include <QtTest>

using namespace gtl;
using namespace gtl::ui;
using namespace gtl::ui::test;

class EditingTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { useOwnSettings(); }

    void cleanupTestCase() { removeOwnSettings(); }

    void editorValidatesAndUndoes()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        TreeTextEditor& editor = window.treeText();
        const RunModel& m = window.runModel();
        QCOMPARE(editor.text(), QString::fromStdString(toTreeText(m.tree())));
        editor.setText("((1, 2), (3,, 4))");
        editor.validateNow();
        QVERIFY(editor.error().contains("line 1, column 13"));
        QCOMPARE(editor.editor()->extraSelections().size(), 1);
        QCOMPARE(m.tree().size(), NodeId(22)); // the last valid tree stays
        const QString typed = "(A:(1,2),\n B:(3,4))  # as the author wrote it";
        editor.setText(typed);
        editor.validateNow();
        QVERIFY(editor.error().isEmpty());
        QCOMPARE(m.tree().size(), NodeId(7));
        QCOMPARE(m.step(), std::size_t(0));
        QCOMPARE(editor.text(), typed); // not rewritten under the cursor
        window.session().undo();
        QCOMPARE(m.tree().size(), NodeId(22));
        QCOMPARE(editor.text(), QString::fromStdString(toTreeText(m.tree())));
        window.session().redo();
        QCOMPARE(m.tree().size(), NodeId(7));
    }

    void canvasEditsAreUndoable()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "textbook", {}}));
        TreeSession& session = window.session();
        const std::string original = toTreeText(session.tree());
        session.setLeafValue(4, 40); // A/1
        QCOMPARE(session.tree().leafValue(4), 40);
        QCOMPARE(window.runModel().run().trace.result.value, 8);
        session.addMove(3); // C gets a fourth reply
        QCOMPARE(session.tree().childCount(3), NodeId(4));
        session.renameMove(1, "left");
        QCOMPARE(std::string(session.tree().label(1)), std::string("left"));
        session.moveSideways(1, +1);
        QCOMPARE(std::string(session.tree().label(2)), std::string("left"));
        session.removeMove(2);
        QCOMPARE(session.tree().childCount(0), NodeId(2));
        QCOMPARE(window.runModel().step(), std::size_t(0));
        for (int edit = 0; edit < 5; ++edit)
            session.undo();
        QCOMPARE(toTreeText(session.tree()), original);
        QVERIFY(!session.hasUnsavedChanges()); // back to the preset as it was opened
        session.reorder(MoveOrder::WorstFirst);
        QCOMPARE(window.runModel().run().trace.result.value, 3);
        QVERIFY(window.openSource(TreeSource::position(ticTacToeKind(), "XXOOOX...")));
        QVERIFY(!session.isEditable());
        session.setLeafValue(5, 9); // refused on game trees
        QCOMPARE(session.tree().size(), NodeId(14));
    }

    /// A leaf of a tree of several players is given scores, and a move added there scores
    /// each player alike; max^n runs on the edited tree and undo restores it.
    void scoresAreEditedAndUndone()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "kingmaker", {}}));
        TreeSession& session = window.session();
        QCOMPARE(int(window.runModel().run().trace.options.algorithm), int(algorithmNamed("maxn")));
        const std::string original = toTreeText(session.tree());
        const NodeId aSecond = 4; // A/2, <1, 5, 4>
        session.setLeafScores(aSecond, {1, 6, 4});
        QCOMPARE(scoresText(session.tree().scores(aSecond)), std::string("<1, 6, 4>"));
        // Player 2 now takes A/2 at A: player 1 gets 1 there and plays B.
        QCOMPARE(window.runModel().run().trace.result.bestMoveLabel(session.tree()), std::string_view("B"));
        session.addMove(1);
        QCOMPARE(scoresText(session.tree().scores(session.tree().childrenEnd(1) - 1)), std::string("<0, 0, 0>"));
        session.undo();
        session.undo();
        QCOMPARE(toTreeText(session.tree()), original);
    }

    void probabilitiesAreEditedAndUndone()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "aima-chance", {}}));
        TreeSession& session = window.session();
        const NodeId a1 = 1;
        ProbabilityDialog dialog(session.tree(), a1);
        QCOMPARE(dialog.fields().size(), std::size_t(2));
        QCOMPARE(dialog.fields()[0]->text(), QString("0.9"));
        // A sum other than 1 is refused, saying what it adds up to; the fields stay as typed.
        dialog.fields()[0]->setText("0.8");
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        QCOMPARE(dialog.problem(), QString("The probabilities add up to 0.9, not 1."));
        QCOMPARE(dialog.fields()[0]->text(), QString("0.8"));
        dialog.fields()[1]->setText("two");
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        QVERIFY2(dialog.problem().contains("two"), qPrintable(dialog.problem()));
        dialog.fields()[1]->setText("1/5");
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QVERIFY(dialog.problem().isEmpty());
        QCOMPARE(dialog.probabilities(), std::vector<Probability>({{4, 5}, {1, 5}}));
        // Undoable, and the search follows: 0.8 × 2 + 0.2 × 3 = 2.2.
        session.setProbabilities(a1, dialog.probabilities());
        const Trace& trace = window.runModel().run().trace;
        QCOMPARE(session.tree().probability(session.tree().firstChild(a1)), (Probability{4, 5}));
        QCOMPARE(trace.chance.exactText(trace.result.value), std::string("2.2"));
        session.undo();
        QCOMPARE(session.tree().probability(session.tree().firstChild(a1)), (Probability{9, 10}));
        const Trace& again = window.runModel().run().trace;
        QCOMPARE(again.chance.exactText(again.result.value), std::string("2.1"));
        QVERIFY(!session.hasUnsavedChanges());
    }

    void randomTreesFromTheDialog()
    {
        RandomTreeSpec start;
        start.minBranching = 2;
        start.maxBranching = 3;
        start.depth = 4;
        start.seed = 4711;
        RandomTreeDialog dialog(start);
        QCOMPARE(dialog.spec().toString(), start.toString());
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Random, dialog.spec().toString(), {}}));
        const std::string first = toTreeText(window.session().tree());
        QVERIFY(window.openSource({TreeSource::Kind::Random, dialog.spec().toString(), {}}));
        QCOMPARE(toTreeText(window.session().tree()), first);
        QVERIFY(window.session().title().find("4711") != std::string::npos);
        // Three players scored each, adding up to 10: the value range gives way to the sum, and
        // the tree opens with max^n.
        auto* players = dialog.findChildren<QSpinBox*>().at(5);
        auto* sum = dialog.findChildren<QSpinBox*>().at(6);
        QVERIFY(!sum->isEnabled());
        players->setValue(3);
        QVERIFY(sum->isEnabled());
        sum->setValue(10);
        QCOMPARE(dialog.spec().toString(), std::string("2-3,4,4711,players=3,sum=10"));
        QVERIFY(!dialog.findChildren<QSpinBox*>().at(3)->isEnabled()); // the lowest value
        QVERIFY(window.openSource({TreeSource::Kind::Random, dialog.spec().toString(), {}}));
        QCOMPARE(window.session().tree().players(), 3u);
        QCOMPARE(int(window.runModel().run().trace.options.algorithm), int(algorithmNamed("maxn")));
    }

    void treePropertiesAreUndoableAndSaved()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "textbook", {}}));
        QCOMPARE(window.runModel().run().trace.result.value, Value(3));
        window.session().setProperties("Lesson 4", "MIN moves first here.", Player::Min);
        QCOMPARE(window.session().tree().rootPlayer(), Player::Min);
        // MIN picks the smallest of the MAX replies' best leaves: 12, 6, 14.
        QCOMPARE(window.runModel().run().trace.result.value, Value(6));
        QCOMPARE(window.runModel().step(), std::size_t(0));
        QVERIFY(window.isWindowModified());
        QTemporaryDir dir;
        const QString path = dir.filePath("lesson4.gtree.json");
        QVERIFY(window.files().saveFile(path));
        window.session().undo();
        QCOMPARE(window.session().title(), std::string("Textbook two-ply"));
        QCOMPARE(window.session().tree().rootPlayer(), Player::Max);
        QVERIFY(window.files().openFile(path));
        QCOMPARE(window.session().title(), std::string("Lesson 4"));
        QCOMPARE(window.session().description(), std::string("MIN moves first here."));
        QCOMPARE(window.session().tree().rootPlayer(), Player::Min);
        // In tic-tac-toe the board decides who moves.
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "ttt-block", {}}));
        window.session().setProperties("Block", "", Player::Min);
        QCOMPARE(window.session().title(), std::string("Block"));
        QCOMPARE(window.session().tree().rootPlayer(), Player::Max);
        const TreePropertiesDialog dialog({"Block", "Seven saves the draw.", Player::Max}, true);
        QCOMPARE(
            dialog.properties(), TreePropertiesDialog::Properties({"Block", "Seven saves the draw.", Player::Max}));
        QVERIFY(!dialog.findChild<QComboBox*>()->isEnabled());
    }

    void typedTextWaitingToBeAppliedIsNotLost()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.show();
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "textbook", {}}));
        window.treeText().setText("((3, 12), (2, 4))"); // typed, and the window closed at once
        QVERIFY(!window.isWindowModified()); // the typing pause has not ended
        answerNextQuestion(QMessageBox::Cancel);
        QVERIFY(!window.close());
        QCOMPARE(toTreeText(window.session().tree()), std::string("((3, 12), (2, 4))"));
        QVERIFY(window.isWindowModified());
        // Saving at once saves what was typed.
        QTemporaryDir dir;
        QVERIFY(window.files().saveFile(dir.filePath("typed.gtree.json")));
        window.treeText().setText("((3, 12), (2, 5))");
        QVERIFY(window.files().save());
        MainWindow reader(MainWindow::Settings::Ignore);
        QVERIFY(reader.files().openFile(dir.filePath("typed.gtree.json")));
        QCOMPARE(toTreeText(reader.session().tree()), std::string("((3, 12), (2, 5))"));
    }

    void typedTextWithAnErrorIsAskedAboutOnClosing()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.show();
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "textbook", {}}));
        auto* dock = window.findChild<QDockWidget*>("treeTextDock");
        QVERIFY(dock);
        dock->hide();
        const QString typed = "((3, x12), (2, 4))"; // an error at the x, column 6
        window.treeText().setText(typed);
        window.treeText().editor()->moveCursor(QTextCursor::End);
        QString asked;
        QTimer::singleShot(0, [&asked] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            QVERIFY(box);
            asked = box->text();
            box->button(QMessageBox::Cancel)->click(); // back to the text
        });
        QVERIFY(!window.close());
        QVERIFY2(asked.contains("error") && asked.contains("lost"), qPrintable(asked));
        QVERIFY(window.isVisible());
        QVERIFY(dock->isVisible());
        QCOMPARE(window.treeText().text(), typed);
        QVERIFY2(window.treeText().error().contains("line 1, column 6"), qPrintable(window.treeText().error()));
        QCOMPARE(window.treeText().editor()->textCursor().position(), 5); // at the x
        answerNextQuestion(QMessageBox::Discard);
        QVERIFY(window.close()); // the tree itself is as it was opened
    }

    void typedTextWithAnErrorIsAskedAboutBeforeAnotherTree()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "textbook", {}}));
        const QString typed = "((3, 12), (2, 4)";
        window.treeText().setText(typed);
        answerNextQuestion(QMessageBox::Cancel);
        QVERIFY(!window.openSource({TreeSource::Kind::Preset, "mixed", {}}));
        QCOMPARE(window.session().presetName(), std::string("textbook"));
        QCOMPARE(window.treeText().text(), typed);
        // The Tree box goes back to the tree on screen.
        QComboBox* trees = nullptr;
        for (auto* box : window.findChildren<QComboBox*>())
            trees = box->findData("mixed") >= 0 ? box : trees;
        QVERIFY(trees);
        answerNextQuestion(QMessageBox::Cancel);
        trees->setCurrentIndex(trees->findData("mixed"));
        emit trees->activated(trees->currentIndex());
        QCOMPARE(trees->currentData().toString(), QString("textbook"));
        QCOMPARE(window.session().presetName(), std::string("textbook"));
        answerNextQuestion(QMessageBox::Discard);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "mixed", {}}));
        QCOMPARE(window.session().presetName(), std::string("mixed"));
        QVERIFY(window.treeText().error().isEmpty());
    }

    /// A new search of the same tree (other options, a lesson's search) keeps text that is
    /// still being corrected, so the question before another tree still has it to ask about.
    void typedTextWithAnErrorOutlivesANewSearch()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "textbook", {}}));
        const QString typed = "((3, 12), (2, 4)";
        window.treeText().setText(typed);
        window.treeText().validateNow();
        QVERIFY(!window.treeText().error().isEmpty());
        window.setSearchOptions({Algorithm::Minimax, false});
        QCOMPARE(window.treeText().text(), typed);
        QVERIFY(!window.treeText().error().isEmpty());
        answerNextQuestion(QMessageBox::Cancel);
        QVERIFY(!window.openSource({TreeSource::Kind::Preset, "mixed", {}}));
        QCOMPARE(window.treeText().text(), typed);
    }

    void whiteSpaceTypedIsNoEdit()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "best-first", {}}));
        window.controller().seek(18);
        const QString title = window.windowTitle();
        const std::size_t versions = window.session().history().versions();
        QPlainTextEdit& text = *window.treeText().editor();
        text.moveCursor(QTextCursor::End);
        QTest::keyClick(&text, Qt::Key_Space);
        QTest::keyClick(&text, Qt::Key_Return);
        text.insertPlainText("# B is cut off\n");
        window.treeText().validateNow();
        QCOMPARE(window.runModel().step(), std::size_t(18));
        QCOMPARE(window.session().title(), std::string("Best move first"));
        QCOMPARE(window.windowTitle(), title);
        QVERIFY(!window.isWindowModified());
        QCOMPARE(window.session().history().versions(), versions);
    }

    /// A note on a search that grew its own tree keeps the run, and the step, on screen.
    void aNoteKeepsTheStepOfASearchThatGrewItsTree()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource(TreeSource::position(ticTacToeKind(), "X...O....")));
        SearchOptions options{Algorithm::AlphaBeta, false};
        options.enhancements.depth = 2;
        window.setSearchOptions(options);
        QVERIFY(window.runModel().run().tree->isGrown());
        window.controller().seek(14);
        const SearchRun* shown = &window.runModel().run();
        window.session().addNote(14, "The horizon.");
        QCOMPARE(&window.runModel().run(), shown);
        QCOMPARE(window.runModel().step(), std::size_t(14));
    }
};

QTEST_MAIN(EditingTest)
#include "tst_editing.moc"
