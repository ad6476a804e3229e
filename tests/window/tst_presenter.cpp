// SPDX-License-Identifier: GPL-3.0-or-later
// The presenter's workflow in a real window: Xvfb with a window manager (openbox), the
// gametree-lab executable, and key events sent through the X server by xdotool, as a presenter
// remote sends them. The window writes what it shows to a file after each key
// (GAMETREE_LAB_STATE_FILE), and each key is checked against it. Without Xvfb, openbox or
// xdotool the test is skipped (exit code 77).
#include "RealWindow.h"
#include "core/content/Comparison.h"

#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStandardPaths>
#include <QtTest>

namespace {

constexpr int kSkipped = 77;

} // namespace

class PresenterTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        const QString problem = window_.startDisplay();
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY2(window_.startApp(), window_.lastState());
    }

    /// The comparison of move orderings (Ctrl+M) gives its trees most of its height, in the
    /// window and in projector mode, switched on and off again.
    void comparisonsGiveTheirTreesTheRoom()
    {
        QVERIFY2(window_.key("ctrl+m"), window_.lastState());
        const auto shown = [](const QJsonObject& s) {
            const QJsonObject compare = s["compareWindow"].toObject();
            return compare["visible"] == true && compare["busy"] == false && compare["rows"] == 3;
        };
        QVERIFY2(window_.waitFor([=](const QJsonObject& s) {
            return shown(s) && s["activeWindow"] == "CompareWindow"
                && s["compareWindow"].toObject()["canvases"].toArray().size() == 3;
        }),
            window_.lastState());
        QVERIFY2(treesHaveTheRoom(window_.state()["compareWindow"].toObject()), window_.lastState());
        sameAsRendered({"--preset", "mixed", "--compare", "orderings"}, window_.state()["compareWindow"].toObject());
        for (const bool projected : {true, false}) {
            QVERIFY2(window_.key("F10"), window_.lastState());
            QVERIFY2(window_.waitFor([=](const QJsonObject& s) {
                const QJsonObject compare = s["compareWindow"].toObject();
                const QJsonArray rect = compare["rect"].toArray();
                const bool fills = QSize(rect[2].toInt(), rect[3].toInt()) == QSize(1280, 720);
                return shown(s) && fills == projected && treesHaveTheRoom(compare);
            }),
                window_.lastState());
        }
        QVERIFY2(window_.key("F10"), window_.lastState());
        QVERIFY2(window_.waitFor([=](const QJsonObject& s) {
            return shown(s) && s["compareWindow"].toObject()["rect"].toArray()[2] == 1280;
        }),
            window_.lastState());
        sameAsRendered({"--preset", "mixed", "--compare", "orderings", "--projector"},
            window_.state()["compareWindow"].toObject());
        QVERIFY2(window_.key("F10"), window_.lastState());
        QVERIFY2(window_.key("Escape"), window_.lastState());
        QVERIFY2(window_.waitFor([](const QJsonObject& s) {
            return s["compareWindow"].toObject()["visible"] == false && s["activeWindow"] == "MainWindow"
                && s["focus"] == "canvas";
        }),
            window_.lastState());
    }

    /// The Tree box and the tree text first, then a lesson through projector mode, blanking and
    /// Go to Step: every key a remote sends must step, whatever came before it.
    void keysStepThroughALessonAfterTheTreeBoxAndTheTreeText()
    {
        // Alt+T, then the Tree box's list: Best move first, the second tree.
        QVERIFY2(window_.key("alt+t"), window_.lastState());
        QVERIFY2(
            window_.waitFor([](const QJsonObject& s) { return s["focus"] == "treeToolBar"; }), window_.lastState());
        QVERIFY2(window_.key("alt+Down"), window_.lastState());
        QVERIFY2(window_.key("Down"), window_.lastState());
        QVERIFY2(window_.key("Return"), window_.lastState());
        QVERIFY2(window_.waitFor([](const QJsonObject& s) {
            return s["tree"] == "Best move first" && s["focus"] == "canvas" && s["activeWindow"] == "MainWindow";
        }),
            window_.lastState());
        QVERIFY2(window_.key("n"), window_.lastState());
        QVERIFY2(window_.waitFor([](const QJsonObject& s) { return s["step"].toInt() > 0; }), window_.lastState());
        const int cutoff = window_.state()["step"].toInt();
        QVERIFY2(window_.key("F10"), window_.lastState());
        QVERIFY2(window_.waitFor([](const QJsonObject& s) { return s["projector"] == true && fillsTheScreen(s); }),
            window_.lastState());
        QVERIFY2(window_.key("F10"), window_.lastState());
        QVERIFY2(window_.waitFor([](const QJsonObject& s) { return s["projector"] == false && !fillsTheScreen(s); }),
            window_.lastState());
        QCOMPARE(window_.state()["focus"].toString(), QString("canvas"));
        // Space plays and pauses: nothing is typed into the tree text, the run goes on.
        QVERIFY2(window_.key("space"), window_.lastState());
        QVERIFY2(window_.waitFor([](const QJsonObject& s) { return s["playing"] == true; }), window_.lastState());
        QVERIFY2(window_.key("space"), window_.lastState());
        QVERIFY2(window_.waitFor([](const QJsonObject& s) { return s["playing"] == false; }), window_.lastState());
        QCOMPARE(window_.state()["tree"].toString(), QString("Best move first"));
        QVERIFY2(!window_.state()["title"].toString().contains("edited"), window_.lastState());
        const int played = window_.state()["step"].toInt();
        QVERIFY2(played >= cutoff, window_.lastState());
        QVERIFY2(window_.key("Right"), window_.lastState());
        QVERIFY2(window_.waitFor([=](const QJsonObject& s) { return s["step"].toInt() == played + 1; }),
            window_.lastState());
        QVERIFY2(window_.key("Next"), window_.lastState());
        QVERIFY2(window_.waitFor([=](const QJsonObject& s) { return s["step"].toInt() == played + 2; }),
            window_.lastState());

        // Clicked into on purpose, the tree text takes the keys: End and → move its cursor.
        const QJsonArray rect = window_.state()["treeTextRect"].toArray();
        QVERIFY(window_.xdotool({"mousemove", QString::number(rect[0].toInt() + rect[2].toInt() / 2),
            QString::number(rect[1].toInt() + rect[3].toInt() / 2), "click", "1"}));
        QVERIFY2(window_.waitFor([](const QJsonObject& s) { return s["focus"] == "treeText"; }), window_.lastState());
        QVERIFY2(window_.key("End"), window_.lastState());
        QVERIFY2(window_.key("Right"), window_.lastState());
        QVERIFY2(window_.waitFor([=](const QJsonObject& s) { return s["focus"] == "treeText"; }), window_.lastState());
        QCOMPARE(window_.state()["step"].toInt(), played + 2);

        // A lesson from the Lessons menu (its first): the keys go back to playback.
        QVERIFY2(window_.key("alt+l"), window_.lastState());
        QVERIFY2(window_.key("Return"), window_.lastState());
        QVERIFY2(window_.waitFor([](const QJsonObject& s) {
            return s["lessonActive"] == true && s["lessonBarVisible"] == true && s["focus"] == "canvas";
        }),
            window_.lastState());
        QVERIFY2(window_.key("Next"), window_.lastState());
        QVERIFY2(window_.waitFor(
                     [](const QJsonObject& s) { return s["lessonPosition"].toString().startsWith("Stop 2 of"); }),
            window_.lastState());
        QVERIFY2(window_.key("b"), window_.lastState());
        QVERIFY2(window_.waitFor(
                     [](const QJsonObject& s) { return s["blanked"] == true && s["blankCoversWindow"] == true; }),
            window_.lastState());
        QVERIFY2(window_.key("b"), window_.lastState());
        QVERIFY2(window_.waitFor([](const QJsonObject& s) { return s["blanked"] == false; }), window_.lastState());
        QVERIFY2(window_.key("Prior"), window_.lastState());
        QVERIFY2(window_.waitFor(
                     [](const QJsonObject& s) { return s["lessonPosition"].toString().startsWith("Stop 1 of"); }),
            window_.lastState());

        // Projector mode switched on mid-lesson gives the tree the room, and the lesson bar
        // what its captions need; then the lesson opened anew in it, two stops on, projector
        // mode off: the lesson and its bar are still there, under their own name.
        QVERIFY2(window_.key("F10"), window_.lastState());
        QVERIFY2(window_.waitFor([](const QJsonObject& s) {
            return s["projector"] == true && fillsTheScreen(s) && treeHasTheRoom(s);
        }),
            window_.lastState());
        QVERIFY2(window_.key("alt+l"), window_.lastState());
        QVERIFY2(window_.key("Return"), window_.lastState());
        QVERIFY2(window_.key("Next"), window_.lastState());
        QVERIFY2(window_.key("Next"), window_.lastState());
        QVERIFY2(window_.waitFor(
                     [](const QJsonObject& s) { return s["lessonPosition"].toString().startsWith("Stop 3 of"); }),
            window_.lastState());
        QVERIFY2(window_.key("F10"), window_.lastState());
        QVERIFY2(window_.waitFor([](const QJsonObject& s) {
            return s["projector"] == false && !fillsTheScreen(s) && s["lessonBarVisible"] == true
                && s["lessonBarMenuText"] == "Lesson" && !s["lessonCaption"].toString().isEmpty()
                && s["focus"] == "canvas";
        }),
            window_.lastState());
        const int stop = window_.state()["step"].toInt();
        QVERIFY2(window_.key("Right"), window_.lastState());
        QVERIFY2(
            window_.waitFor([=](const QJsonObject& s) { return s["step"].toInt() == stop + 1; }), window_.lastState());

        // Ctrl+G: the step a teacher announces.
        QVERIFY2(window_.key("ctrl+g"), window_.lastState());
        QVERIFY2(window_.waitFor([](const QJsonObject& s) { return s["activeWindow"] == "goToStepDialog"; }),
            window_.lastState());
        QVERIFY2(window_.key("ctrl+a"), window_.lastState());
        QVERIFY2(window_.key("5"), window_.lastState());
        QVERIFY2(window_.key("Return"), window_.lastState());
        QVERIFY2(window_.waitFor([](const QJsonObject& s) {
            return s["step"].toInt() == 5 && s["activeWindow"] == "MainWindow" && s["focus"] == "canvas";
        }),
            window_.lastState());

        // F11, then projector mode on and off: the window fills the screen throughout.
        QVERIFY2(window_.key("F11"), window_.lastState());
        QVERIFY2(window_.waitFor([](const QJsonObject& s) { return fillsTheScreen(s); }), window_.lastState());
        QVERIFY2(window_.key("F10"), window_.lastState());
        QVERIFY2(window_.waitFor([](const QJsonObject& s) { return s["projector"] == true && fillsTheScreen(s); }),
            window_.lastState());
        QVERIFY2(window_.key("F10"), window_.lastState());
        QVERIFY2(window_.waitFor([](const QJsonObject& s) { return s["projector"] == false && fillsTheScreen(s); }),
            window_.lastState());
        QVERIFY2(window_.key("F11"), window_.lastState());
        QVERIFY2(window_.waitFor([](const QJsonObject& s) { return !fillsTheScreen(s); }), window_.lastState());
    }

    /// Monte Carlo tree search chosen with Alt+S, its iterations typed after Alt+I: each time
    /// the keys go back to the tree, where Page Down lands on the next iteration.
    void keysChooseMonteCarloTreeSearchAndItsIterations()
    {
        QVERIFY2(window_.key("Escape"), window_.lastState());
        QVERIFY2(window_.key("alt+s"), window_.lastState());
        QVERIFY2(
            window_.waitFor([](const QJsonObject& s) { return s["focus"] == "searchToolBar"; }), window_.lastState());
        QVERIFY2(window_.key("alt+Down"), window_.lastState());
        QVERIFY2(window_.key("End"), window_.lastState());
        QVERIFY2(window_.key("Return"), window_.lastState());
        QVERIFY2(
            window_.waitFor([](const QJsonObject& s) { return s["algorithm"] == "mcts" && s["focus"] == "canvas"; }),
            window_.lastState());
        QVERIFY2(window_.key("Next"), window_.lastState());
        QVERIFY2(window_.waitFor([](const QJsonObject& s) { return s["step"].toInt() > 0; }), window_.lastState());
        QVERIFY2(window_.key("alt+i"), window_.lastState());
        QVERIFY2(
            window_.waitFor([](const QJsonObject& s) { return s["focus"] == "mctsSettings"; }), window_.lastState());
        QVERIFY2(window_.key("ctrl+a"), window_.lastState());
        QVERIFY2(window_.key("5"), window_.lastState());
        QVERIFY2(window_.key("0"), window_.lastState());
        QVERIFY2(window_.key("Return"), window_.lastState());
        QVERIFY2(window_.waitFor([](const QJsonObject& s) {
            return s["iterations"] == 50 && s["step"] == 0 && s["focus"] == "canvas";
        }),
            window_.lastState());
        QVERIFY2(window_.key("Right"), window_.lastState());
        QVERIFY2(window_.waitFor([](const QJsonObject& s) { return s["step"] == 1; }), window_.lastState());
    }

    /// A lesson, then a note typed into the Tree Text (a comment: the tree stays the same) and
    /// Esc: the keys a remote sends step the lesson again, and none of them is typed.
    void keysStepALessonAfterTypingInTheTreeText()
    {
        QVERIFY2(window_.key("Escape"), window_.lastState());
        QVERIFY2(window_.key("alt+l"), window_.lastState());
        QVERIFY2(window_.key("Return"), window_.lastState());
        QVERIFY2(window_.waitFor([](const QJsonObject& s) {
            return s["lessonActive"] == true && s["lessonPosition"].toString().startsWith("Stop 1 of")
                && s["focus"] == "canvas";
        }),
            window_.lastState());
        const QJsonArray rect = window_.state()["treeTextRect"].toArray();
        QVERIFY(window_.xdotool({"mousemove", QString::number(rect[0].toInt() + rect[2].toInt() / 2),
            QString::number(rect[1].toInt() + rect[3].toInt() / 2), "click", "1"}));
        QVERIFY2(window_.waitFor([](const QJsonObject& s) { return s["focus"] == "treeText"; }), window_.lastState());
        const int length = window_.state()["treeTextLength"].toInt();
        // "\n# note" at the end, Shift+3 being # on the server's keyboard.
        for (const char* key : {"ctrl+End", "Return", "shift+3", "space", "n", "o", "t", "e"})
            QVERIFY2(window_.key(key), qPrintable(QString(key) + ": " + window_.lastState()));
        const int typed = length + 7;
        QVERIFY2(window_.waitFor(
                     [=](const QJsonObject& s) { return s["treeTextLength"] == typed && s["lessonActive"] == true; }),
            window_.lastState());
        QVERIFY2(window_.key("Escape"), window_.lastState());
        QVERIFY2(window_.waitFor([](const QJsonObject& s) { return s["focus"] == "canvas"; }), window_.lastState());

        QVERIFY2(window_.key("Next"), window_.lastState());
        QVERIFY2(window_.waitFor(
                     [](const QJsonObject& s) { return s["lessonPosition"].toString().startsWith("Stop 2 of"); }),
            window_.lastState());
        QVERIFY2(window_.key("Prior"), window_.lastState());
        QVERIFY2(window_.waitFor(
                     [](const QJsonObject& s) { return s["lessonPosition"].toString().startsWith("Stop 1 of"); }),
            window_.lastState());
        QVERIFY2(window_.key("b"), window_.lastState());
        QVERIFY2(window_.waitFor([](const QJsonObject& s) { return s["blanked"] == true; }), window_.lastState());
        QVERIFY2(window_.key("b"), window_.lastState());
        QVERIFY2(window_.waitFor([](const QJsonObject& s) { return s["blanked"] == false; }), window_.lastState());
        const int stop = window_.state()["step"].toInt();
        QVERIFY2(window_.key("space"), window_.lastState());
        QVERIFY2(window_.waitFor([=](const QJsonObject& s) { return s["step"].toInt() > stop; }), window_.lastState());
        QVERIFY2(window_.key("space"), window_.lastState());
        QVERIFY2(window_.waitFor([](const QJsonObject& s) { return s["playing"] == false; }), window_.lastState());
        const int paused = window_.state()["step"].toInt();
        QVERIFY2(window_.key("Right"), window_.lastState());
        QVERIFY2(window_.waitFor([=](const QJsonObject& s) { return s["step"].toInt() == paused + 1; }),
            window_.lastState());
        // Not a key of them went to the text: it is as typed, and the lesson still on.
        QCOMPARE(window_.state()["treeTextLength"].toInt(), typed);
        QCOMPARE(window_.state()["focus"].toString(), QString("canvas"));
        QVERIFY2(window_.state()["lessonActive"] == true, window_.lastState());
    }

    /// A game of Connect Four to its end in a maximised 1280×720 window, started from the Game
    /// menu's New Game and played with the digit keys against the engine: the window never
    /// leaves the screen and stays maximised after every engine move. Take Back then shows the
    /// search of the last engine move still in the game.
    void aConnectFourGamePlayedToItsEndKeepsTheWindowOnTheScreen()
    {
        QVERIFY2(window_.key("Escape"), window_.lastState());
        maximise();
        if (QTest::currentTestFailed())
            return;
        QVERIFY2(window_.key("ctrl+shift+n"), window_.lastState());
        QVERIFY2(window_.waitFor([](const QJsonObject& s) { return s["activeWindow"] == "newGameDialog"; }),
            window_.lastState());
        QVERIFY2(window_.key("Down"), window_.lastState()); // the Game box: Connect Four, after tic-tac-toe
        QVERIFY2(window_.key("Return"), window_.lastState());
        QVERIFY2(window_.waitFor([](const QJsonObject& s) {
            return s["activeWindow"] == "MainWindow" && s["game"].toObject()["moves"] == 0;
        }),
            window_.lastState());
        // X plays the lowest column that takes a disc, a game the engine wins long before the
        // board is full.
        int column = 1;
        while (!window_.state()["game"].toObject()["over"].toBool()) {
            QVERIFY2(column <= 7, window_.lastState());
            const int before = window_.state()["game"].toObject()["moves"].toInt();
            QVERIFY2(window_.key(QString::number(column)), window_.lastState());
            QVERIFY2(onTheScreen(), window_.lastState());
            // The state may be written before the board has taken the key: a column is full
            // only when no disc has come within a second.
            if (!window_.waitFor(
                    [=](const QJsonObject& s) { return s["game"].toObject()["moves"].toInt() != before; }, 1000)) {
                ++column;
                continue;
            }
            QVERIFY2(window_.waitFor(
                         [=](const QJsonObject& s) {
                             const QJsonObject game = s["game"].toObject();
                             return game["over"] == true
                                 || (game["moves"].toInt() == before + 2 && game["thinking"] == false);
                         },
                         4 * RealWindow::kWaitMs),
                window_.lastState());
            QVERIFY2(onTheScreen() && window_.state()["maximized"] == true, window_.lastState());
            QVERIFY2(window_.state()["tree"].toString().contains("the engine's move"), window_.lastState());
        }
        QVERIFY2(window_.waitFor([](const QJsonObject& s) { return s["game"].toObject()["thinking"] == false; }),
            window_.lastState());
        const int played = window_.state()["game"].toObject()["moves"].toInt();
        QVERIFY2(window_.key("ctrl+BackSpace"), window_.lastState());
        QVERIFY2(window_.waitFor([=](const QJsonObject& s) {
            return s["game"].toObject()["moves"].toInt() < played && s["game"].toObject()["over"] == false;
        }),
            window_.lastState());
        // The user's turn again, after the engine's move whose search is on screen.
        const int kept = window_.state()["game"].toObject()["moves"].toInt();
        QVERIFY2(window_.waitFor([=](const QJsonObject& s) {
            return s["tree"].toString().endsWith(QString("the engine's move %1").arg(kept));
        }),
            window_.lastState());
        QVERIFY2(onTheScreen() && window_.state()["maximized"] == true, window_.lastState());
    }

    /// Every window of the Compare menu opened on Monte Carlo tree search at its 100,000
    /// iterations on a deep Connect Four position: while they search, the window answers every
    /// key within a second and steps when given the keyboard; closed, searching or not, they
    /// leave the main window as it was.
    void comparisonsAtTheirLargestKeepTheWindowAnswering()
    {
        // Monte Carlo tree search and its iterations first, on the tree on screen, then the
        // deep tree: each digit typed on the deep tree would search it again.
        QVERIFY2(window_.key("Escape"), window_.lastState());
        QVERIFY2(window_.key("alt+s"), window_.lastState());
        QVERIFY2(window_.key("alt+Down"), window_.lastState());
        QVERIFY2(window_.key("End"), window_.lastState());
        QVERIFY2(window_.key("Return"), window_.lastState());
        QVERIFY2(window_.key("alt+i"), window_.lastState());
        QVERIFY2(window_.key("ctrl+a"), window_.lastState());
        for (const char* digit : {"1", "0", "0", "0", "0", "0", "Return"})
            QVERIFY2(window_.key(digit), window_.lastState());
        QVERIFY2(window_.key("alt+t"), window_.lastState());
        QVERIFY2(window_.key("alt+Down"), window_.lastState());
        // Home first: after the game the box shows no preset, and the list has no current row.
        QVERIFY2(window_.key("Home"), window_.lastState());
        QVERIFY2(window_.key("End"), window_.lastState());
        QVERIFY2(window_.key("Up"), window_.lastState()); // Connect Four: a win beyond the horizon
        QVERIFY2(window_.key("Return"), window_.lastState());
        QVERIFY2(window_.waitFor(
                     [](const QJsonObject& s) {
                         return s["algorithm"] == "mcts" && s["iterations"] == 100000 && s["steps"].toInt() > 100000
                             && s["tree"].toString().startsWith("Connect Four") && s["focus"] == "canvas";
                     },
                     4 * RealWindow::kWaitMs),
            window_.lastState());
        QVERIFY2(window_.key("Next"), window_.lastState());
        const QJsonObject before = window_.state();

        // The comparisons, then the lab, in the menu's order: each searched to its end, then one
        // closed while it searches.
        for (int entry = 0; entry < kCompareEntries; ++entry) {
            const char* const tool = entry == kCompareEntries - 1 ? "labWindow" : "compareWindow";
            openFromTheCompareMenu(entry);
            QVERIFY2(answerUntil([=](const QJsonObject& s) {
                const QJsonObject shown = s[tool].toObject();
                return shown["visible"] == true && shown["busy"] == false && shown["rows"].toInt() > 0;
            }),
                qPrintable(entryState(entry)));
            stepTheMainWindowBeside(tool, before);
            // Its runs' ends and back, their figures and charts at their largest.
            QVERIFY2(window_.key("End", kAnswerMs), qPrintable(entryState(entry)));
            QVERIFY2(window_.key("Home", kAnswerMs), qPrintable(entryState(entry)));
            closeAndCompare(tool, before);
        }
        // The lab twelve moves deep, hours of searching: closed, it stops.
        openFromTheCompareMenu(kCompareEntries - 1);
        QVERIFY2(window_.waitFor([](const QJsonObject& s) {
            return s["activeWindow"] == "LabWindow" && s["labWindow"].toObject()["busy"] == false;
        }),
            window_.lastState());
        QVERIFY2(window_.key("alt+d"), window_.lastState());
        QVERIFY2(window_.waitFor([](const QJsonObject& s) { return s["focus"] == "labDepth"; }), window_.lastState());
        for (const char* key : {"ctrl+a", "1", "2"})
            QVERIFY2(window_.key(key, kAnswerMs), window_.lastState());
        QVERIFY2(answerUntil([](const QJsonObject& s) { return s["labWindow"].toObject()["busy"] == true; }),
            window_.lastState());
        for (int ping = 0; ping < 5; ++ping)
            QVERIFY2(window_.ping(kAnswerMs), window_.lastState());
        closeAndCompare("labWindow", before);
        QVERIFY2(answerUntil([](const QJsonObject& s) { return s["labWindow"].toObject()["worker"] == false; }),
            window_.lastState());

        openFromTheCompareMenu(kExplorationConstants);
        QVERIFY2(window_.waitFor([](const QJsonObject& s) { return s["compareWindow"].toObject()["busy"] == true; }),
            window_.lastState());
        closeAndCompare("compareWindow", before);
        QVERIFY2(answerUntil([](const QJsonObject& s) { return s["compareWindow"].toObject()["worker"] == false; }),
            window_.lastState());
    }

    /// The dice game from the Tree box, searched by expectiminimax: the presenter's keys step
    /// through its throws to the end and back, and the window stays on the screen.
    void keysStepTheDiceGame()
    {
        QVERIFY2(window_.key("Escape"), window_.lastState());
        QVERIFY2(window_.key("alt+t"), window_.lastState());
        QVERIFY2(
            window_.waitFor([](const QJsonObject& s) { return s["focus"] == "treeToolBar"; }), window_.lastState());
        // The list finds the only tree whose title starts with P as its letter is typed.
        for (const char* key : {"alt+Down", "P", "Return"})
            QVERIFY2(window_.key(key), qPrintable(QString(key) + ": " + window_.lastState()));
        QVERIFY2(window_.waitFor([](const QJsonObject& s) {
            return s["tree"] == "Pig: roll or hold?" && s["algorithm"] == "expectiminimax" && s["focus"] == "canvas";
        }),
            window_.lastState());
        QVERIFY2(window_.key("End"), window_.lastState());
        QVERIFY2(window_.waitFor([](const QJsonObject& s) { return s["step"].toInt() == s["steps"].toInt(); }),
            window_.lastState());
        QVERIFY2(window_.key("Home"), window_.lastState());
        QVERIFY2(window_.waitFor([](const QJsonObject& s) { return s["step"] == 0; }), window_.lastState());
        for (int step = 1; step <= 3; ++step) {
            QVERIFY2(window_.key("Right"), window_.lastState());
            QVERIFY2(window_.waitFor([=](const QJsonObject& s) { return s["step"] == step; }), window_.lastState());
        }
        QVERIFY2(window_.key("Left"), window_.lastState());
        QVERIFY2(window_.waitFor([](const QJsonObject& s) { return s["step"] == 2; }), window_.lastState());
        QVERIFY2(onTheScreen(), window_.lastState());
    }

    /// Projector mode switched on in the middle of a lesson, at a stop with a long caption:
    /// the tree gets the room, and the lesson bar what its captions need, at the stop and at
    /// the steps around it; the search's settings are still a key away.
    void projectorModeMidLessonGivesTheTreeTheRoom()
    {
        window_.stopApp();
        QVERIFY2(window_.startApp({"--lesson", "mcts-phases"}), window_.lastState());
        for (int stop = 1; stop <= 5; ++stop)
            QVERIFY2(window_.key("Next"), window_.lastState());
        QVERIFY2(window_.waitFor(
                     [](const QJsonObject& s) { return s["lessonPosition"].toString().startsWith("Stop 6 of"); }),
            window_.lastState());
        QVERIFY2(window_.key("F10"), window_.lastState());
        QVERIFY2(window_.waitFor([](const QJsonObject& s) {
            return s["projector"] == true && fillsTheScreen(s) && treeHasTheRoom(s);
        }),
            window_.lastState());
        for (const char* key : {"Prior", "Right"}) {
            QVERIFY2(window_.key(key), window_.lastState());
            QVERIFY2(window_.waitFor([](const QJsonObject& s) { return treeHasTheRoom(s); }), window_.lastState());
        }
        // Monte Carlo tree search's settings keep their keys in the projector's larger type.
        QVERIFY2(window_.key("alt+i"), window_.lastState());
        QVERIFY2(
            window_.waitFor([](const QJsonObject& s) { return s["focus"] == "mctsSettings"; }), window_.lastState());
    }

    /// Monte Carlo tree search at 100,000 iterations projected: the convergence charts stay
    /// under the tree, the tree keeps the room, and the settings are a key away.
    void projectedMonteCarloKeepsItsCharts()
    {
        window_.stopApp();
        QVERIFY2(window_.startApp({"--preset", "c4-horizon", "--algorithm", "mcts", "--iterations", "100000"}),
            window_.lastState());
        QVERIFY2(window_.key("F10"), window_.lastState());
        QVERIFY2(window_.waitFor([](const QJsonObject& s) {
            return s["projector"] == true && fillsTheScreen(s) && !s["chartsRect"].toArray().isEmpty()
                && treeHasTheRoom(s);
        }),
            window_.lastState());
        QVERIFY2(window_.key("alt+i"), window_.lastState());
        QVERIFY2(
            window_.waitFor([](const QJsonObject& s) { return s["focus"] == "mctsSettings"; }), window_.lastState());
    }

    /// A chance tree opens at once at 720p, fresh settings: the first sentence of its narration,
    /// one line longer than the room the panel keeps, once had the window lay itself out again
    /// and again for a minute before it answered a key.
    void aChanceTreeOpensAtOnce()
    {
        window_.stopApp();
        QElapsedTimer opening;
        opening.start();
        QVERIFY2(window_.startApp({"--preset", "aima-chance"}), window_.lastState());
        QVERIFY2(window_.ping(2000), window_.lastState());
        QVERIFY2(opening.elapsed() < 10'000, qPrintable(QStringLiteral("%1 ms").arg(opening.elapsed())));
    }

private:
    /// The Compare menu's entries: eight comparisons and the lab.
    /// The comparisons, then the lab.
    static constexpr int kCompareEntries = int(std::size(gtl::kComparisons)) + 1;
    static constexpr int kExplorationConstants = 5;
    /// How long the window may take to answer a key while something searches.
    static constexpr int kAnswerMs = 1000;

    QString entryState(int entry) { return QString("Compare menu entry %1: %2").arg(entry).arg(window_.lastState()); }

    void openFromTheCompareMenu(int entry)
    {
        QVERIFY2(window_.key("alt+c"), window_.lastState());
        for (int down = 0; down < entry; ++down)
            QVERIFY2(window_.key("Down"), window_.lastState());
        QVERIFY2(window_.key("Return", kAnswerMs), qPrintable(entryState(entry)));
    }

    /// Pings the window until its state meets @p expected, each ping answered within a second.
    bool answerUntil(const std::function<bool(const QJsonObject&)>& expected)
    {
        QDeadlineTimer deadline(8 * RealWindow::kWaitMs);
        while (!expected(window_.state())) {
            if (deadline.hasExpired() || !window_.ping(kAnswerMs))
                return false;
        }
        return true;
    }

    /// The main window, given the keyboard beside the comparison @p tool, steps at once.
    void stepTheMainWindowBeside(const char* tool, const QJsonObject& before)
    {
        const qint64 main = window_.state()["windowId"].toInteger();
        const qint64 beside = window_.state()[tool].toObject()["windowId"].toInteger();
        QVERIFY2(window_.activate(main, "MainWindow"), window_.lastState());
        const int step = before["step"].toInt();
        QVERIFY2(window_.key("Right", kAnswerMs), window_.lastState());
        QVERIFY2(window_.waitFor([=](const QJsonObject& s) { return s["step"] == step + 1; }, kAnswerMs),
            window_.lastState());
        QVERIFY2(window_.key("Left", kAnswerMs), window_.lastState());
        QVERIFY2(
            window_.waitFor([=](const QJsonObject& s) { return s["step"] == step; }, kAnswerMs), window_.lastState());
        const QString name = QString(tool).replace(0, 1, QString(tool).at(0).toUpper());
        QVERIFY2(window_.activate(beside, name), window_.lastState());
    }

    /// Closes the comparison @p tool with Esc: the main window has the keyboard again, and
    /// shows what it showed before.
    void closeAndCompare(const char* tool, const QJsonObject& before)
    {
        QVERIFY2(window_.key("Escape", kAnswerMs), window_.lastState());
        QVERIFY2(window_.waitFor([=](const QJsonObject& s) {
            return s[tool].toObject()["visible"] == false && s["activeWindow"] == "MainWindow"
                && s["focus"] == "canvas";
        }),
            window_.lastState());
        for (const char* kept : {"step", "steps", "tree", "title", "algorithm", "iterations", "size", "maximized",
                 "fullScreen", "projector"}) {
            QVERIFY2(window_.state()[kept] == before[kept],
                qPrintable(QString("%1 was %2: %3")
                               .arg(kept, QJsonDocument(QJsonArray{before[kept]}).toJson(QJsonDocument::Compact),
                                   window_.lastState())));
        }
    }

    /// The room rule for a window that draws trees (@p tool: its "rect" and the "canvases" on
    /// screen): every canvas lies inside the window, none overlaps another, and the rows of
    /// canvases take at least half of the window's height.
    static bool treesHaveTheRoom(const QJsonObject& tool)
    {
        const auto rect = [](const QJsonValue& value) {
            const QJsonArray a = value.toArray();
            return QRect(a[0].toInt(), a[1].toInt(), a[2].toInt(), a[3].toInt());
        };
        const QRect window = rect(tool["rect"]);
        QList<QRect> canvases;
        for (const QJsonValue& canvas : tool["canvases"].toArray())
            canvases.append(rect(canvas));
        QMap<int, int> rowHeights; // by the rows' tops
        for (const QRect& canvas : canvases) {
            if (!window.contains(canvas))
                return false;
            for (const QRect& other : canvases) {
                if (&other != &canvas && other.intersects(canvas))
                    return false;
            }
            rowHeights[canvas.top()] = std::max(rowHeights[canvas.top()], canvas.height());
        }
        int height = 0;
        for (const int row : rowHeights)
            height += row;
        return !canvases.isEmpty() && 2 * height >= window.height();
    }

    /// The command line's offscreen render of @p arguments at the size of @p tool (a window's
    /// state) lays its tree canvases out as the window on the screen does.
    void sameAsRendered(const QStringList& arguments, const QJsonObject& tool)
    {
        const QJsonArray rect = tool["rect"].toArray();
        const QList<QSize> rendered = window_.renderedCanvases(arguments, QSize(rect[2].toInt(), rect[3].toInt()));
        QList<QSize> onScreen;
        for (const QJsonValue& canvas : tool["canvases"].toArray())
            onScreen.append(QSize(canvas[2].toInt(), canvas[3].toInt()));
        QVERIFY2(rendered == onScreen,
            qPrintable(QString("%1 rendered as %2 canvases, the first %3×%4: %5")
                           .arg(arguments.join(' '))
                           .arg(rendered.size())
                           .arg(rendered.value(0).width())
                           .arg(rendered.value(0).height())
                           .arg(window_.lastState())));
    }

    static bool fillsTheScreen(const QJsonObject& state)
    {
        return state["fullScreen"] == true && state["size"] == state["screen"];
    }

    /// The room rule over the main window's tree canvas, below the menu and tool bars: the
    /// controls stay, and of the rest the tree takes at least half.
    static bool treeHasTheRoom(const QJsonObject& state)
    {
        const QJsonArray window = state["rect"].toArray();
        const int top = state["canvasRect"].toArray()[1].toInt();
        const QJsonArray below{window[0], top, window[2], window[1].toInt() + window[3].toInt() - top};
        return treesHaveTheRoom(QJsonObject{{"rect", below}, {"canvases", QJsonArray{state["canvasRect"]}}});
    }

    /// Whether the main window's frame, title bar and borders included, lies within the
    /// 1280×720 screen, as the X server has it.
    bool onTheScreen()
    {
        const QRect frame = window_.frameGeometry(window_.state()["windowId"].toInteger());
        return !frame.isEmpty() && QRect(0, 0, 1280, 720).contains(frame);
    }

    /// Maximises the main window as a presenter does with the mouse: a double click on its title bar.
    void maximise()
    {
        if (window_.state()["maximized"] == true)
            return;
        const QRect frame = window_.frameGeometry(window_.state()["windowId"].toInteger());
        const int titleBar = frame.height() - window_.state()["size"].toArray()[1].toInt();
        QVERIFY2(window_.doubleClick(frame.center().x(), frame.top() + titleBar / 2), "xdotool cannot click");
        QVERIFY2(window_.waitFor([](const QJsonObject& s) { return s["maximized"] == true; }), window_.lastState());
        QVERIFY2(onTheScreen(), window_.lastState());
    }

    RealWindow window_;
};

int main(int argc, char* argv[])
{
    for (const QString& tool : RealWindow::tools()) {
        if (QStandardPaths::findExecutable(tool).isEmpty()) {
            qInfo("SKIP: %s is not installed (tools/setup.sh installs it)", qPrintable(tool));
            return kSkipped;
        }
    }
    QCoreApplication app(argc, argv);
    PresenterTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_presenter.moc"
