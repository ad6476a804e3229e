// SPDX-License-Identifier: GPL-3.0-or-later
// The presenter's workflow in a real window: Xvfb with a window manager (openbox), the
// gametree-lab executable, and key events sent through the X server by xdotool, as a presenter
// remote sends them. The window writes what it shows to a file after each key
// (GAMETREE_LAB_STATE_FILE), and each key is checked against it. Without Xvfb, openbox or
// xdotool the test is skipped (exit code 77).
#include "RealWindow.h"

#include <QJsonArray>
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

        // Projector mode, the lesson opened anew in it, two stops on, projector mode off:
        // the lesson and its bar are still there, under their own name.
        QVERIFY2(window_.key("F10"), window_.lastState());
        QVERIFY2(window_.waitFor([](const QJsonObject& s) { return s["projector"] == true && fillsTheScreen(s); }),
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

private:
    static bool fillsTheScreen(const QJsonObject& state)
    {
        return state["fullScreen"] == true && state["size"] == state["screen"];
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
