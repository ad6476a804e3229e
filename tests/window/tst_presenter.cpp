// SPDX-License-Identifier: GPL-3.0-or-later
// The presenter's workflow in a real window: Xvfb with a window manager (openbox), the
// gametree-lab executable, and key events sent through the X server by xdotool, as a presenter
// remote sends them. The window writes what it shows to a file after each key
// (GAMETREE_LAB_STATE_FILE), and each key is checked against it. Without Xvfb, openbox or
// xdotool the test is skipped (exit code 77).
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <functional>

namespace {

constexpr int kSkipped = 77;
constexpr int kWaitMs = 8000;
const QStringList kTools{"Xvfb", "openbox", "xdotool"};

} // namespace

class PresenterTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(directory_.isValid());
        // -displayfd picks a free display and names it once the server accepts clients.
        xvfb_.start("Xvfb", {"-displayfd", "1", "-screen", "0", "1280x720x24", "-nolisten", "tcp"});
        QVERIFY(xvfb_.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(xvfb_.canReadLine(), kWaitMs);
        display_ = ":" + QString::fromLatin1(xvfb_.readLine()).trimmed();
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert("DISPLAY", display_);
        environment.insert("QT_QPA_PLATFORM", "xcb");
        environment.insert("XDG_CONFIG_HOME", directory_.filePath("config")); // no settings of the user's
        environment.insert("GAMETREE_LAB_STATE_FILE", statePath());
        for (QProcess* process : {&windowManager_, &app_, &xdotool_})
            process->setProcessEnvironment(environment);
        windowManager_.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        QVERIFY2(startWindowManager(), "openbox does not start");
        app_.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        app_.start(GTL_APP_PATH, {});
        QVERIFY(app_.waitForStarted());
        // The window manager has given the new window the keyboard.
        QVERIFY2(waitFor([](const QJsonObject& s) { return s["activeWindow"] == "MainWindow"; }), lastState());
        QVERIFY2(waitFor([](const QJsonObject& s) { return s["focus"] == "canvas"; }), lastState());
    }

    void cleanupTestCase()
    {
        for (QProcess* process : {&app_, &windowManager_, &xvfb_}) {
            process->terminate();
            if (!process->waitForFinished(3000))
                process->kill();
        }
    }

    /// The Tree box and the tree text first, then a lesson through projector mode, blanking and
    /// Go to Step: every key a remote sends must step, whatever came before it.
    void keysStepThroughALessonAfterTheTreeBoxAndTheTreeText()
    {
        // Alt+T, then the Tree box's list: Best move first, the second tree.
        QVERIFY2(key("alt+t"), lastState());
        QVERIFY2(waitFor([](const QJsonObject& s) { return s["focus"] == "treeToolBar"; }), lastState());
        QVERIFY2(key("alt+Down"), lastState());
        QVERIFY2(key("Down"), lastState());
        QVERIFY2(key("Return"), lastState());
        QVERIFY2(waitFor([](const QJsonObject& s) {
            return s["tree"] == "Best move first" && s["focus"] == "canvas" && s["activeWindow"] == "MainWindow";
        }),
            lastState());
        QVERIFY2(key("n"), lastState());
        QVERIFY2(waitFor([](const QJsonObject& s) { return s["step"].toInt() > 0; }), lastState());
        const int cutoff = state_["step"].toInt();
        QVERIFY2(key("F10"), lastState());
        QVERIFY2(
            waitFor([](const QJsonObject& s) { return s["projector"] == true && fillsTheScreen(s); }), lastState());
        QVERIFY2(key("F10"), lastState());
        QVERIFY2(
            waitFor([](const QJsonObject& s) { return s["projector"] == false && !fillsTheScreen(s); }), lastState());
        QCOMPARE(state_["focus"].toString(), QString("canvas"));
        // Space plays and pauses: nothing is typed into the tree text, the run goes on.
        QVERIFY2(key("space"), lastState());
        QVERIFY2(waitFor([](const QJsonObject& s) { return s["playing"] == true; }), lastState());
        QVERIFY2(key("space"), lastState());
        QVERIFY2(waitFor([](const QJsonObject& s) { return s["playing"] == false; }), lastState());
        QCOMPARE(state_["tree"].toString(), QString("Best move first"));
        QVERIFY2(!state_["title"].toString().contains("edited"), lastState());
        const int played = state_["step"].toInt();
        QVERIFY2(played >= cutoff, lastState());
        QVERIFY2(key("Right"), lastState());
        QVERIFY2(waitFor([=](const QJsonObject& s) { return s["step"].toInt() == played + 1; }), lastState());
        QVERIFY2(key("Next"), lastState());
        QVERIFY2(waitFor([=](const QJsonObject& s) { return s["step"].toInt() == played + 2; }), lastState());

        // Clicked into on purpose, the tree text takes the keys: End and → move its cursor.
        const QJsonArray rect = state_["treeTextRect"].toArray();
        QVERIFY(xdotool({"mousemove", QString::number(rect[0].toInt() + rect[2].toInt() / 2),
            QString::number(rect[1].toInt() + rect[3].toInt() / 2), "click", "1"}));
        QVERIFY2(waitFor([](const QJsonObject& s) { return s["focus"] == "treeText"; }), lastState());
        QVERIFY2(key("End"), lastState());
        QVERIFY2(key("Right"), lastState());
        QVERIFY2(waitFor([=](const QJsonObject& s) { return s["focus"] == "treeText"; }), lastState());
        QCOMPARE(state_["step"].toInt(), played + 2);

        // A lesson from the Lessons menu (its first): the keys go back to playback.
        QVERIFY2(key("alt+l"), lastState());
        QVERIFY2(key("Return"), lastState());
        QVERIFY2(waitFor([](const QJsonObject& s) {
            return s["lessonActive"] == true && s["lessonBarVisible"] == true && s["focus"] == "canvas";
        }),
            lastState());
        QVERIFY2(key("Next"), lastState());
        QVERIFY2(waitFor([](const QJsonObject& s) { return s["lessonPosition"].toString().startsWith("Stop 2 of"); }),
            lastState());
        QVERIFY2(key("b"), lastState());
        QVERIFY2(waitFor([](const QJsonObject& s) { return s["blanked"] == true && s["blankCoversWindow"] == true; }),
            lastState());
        QVERIFY2(key("b"), lastState());
        QVERIFY2(waitFor([](const QJsonObject& s) { return s["blanked"] == false; }), lastState());
        QVERIFY2(key("Prior"), lastState());
        QVERIFY2(waitFor([](const QJsonObject& s) { return s["lessonPosition"].toString().startsWith("Stop 1 of"); }),
            lastState());

        // Projector mode, the lesson opened anew in it, two stops on, projector mode off:
        // the lesson and its bar are still there, under their own name.
        QVERIFY2(key("F10"), lastState());
        QVERIFY2(
            waitFor([](const QJsonObject& s) { return s["projector"] == true && fillsTheScreen(s); }), lastState());
        QVERIFY2(key("alt+l"), lastState());
        QVERIFY2(key("Return"), lastState());
        QVERIFY2(key("Next"), lastState());
        QVERIFY2(key("Next"), lastState());
        QVERIFY2(waitFor([](const QJsonObject& s) { return s["lessonPosition"].toString().startsWith("Stop 3 of"); }),
            lastState());
        QVERIFY2(key("F10"), lastState());
        QVERIFY2(waitFor([](const QJsonObject& s) {
            return s["projector"] == false && !fillsTheScreen(s) && s["lessonBarVisible"] == true
                && s["lessonBarMenuText"] == "Lesson" && !s["lessonCaption"].toString().isEmpty()
                && s["focus"] == "canvas";
        }),
            lastState());
        const int stop = state_["step"].toInt();
        QVERIFY2(key("Right"), lastState());
        QVERIFY2(waitFor([=](const QJsonObject& s) { return s["step"].toInt() == stop + 1; }), lastState());

        // Ctrl+G: the step a teacher announces.
        QVERIFY2(key("ctrl+g"), lastState());
        QVERIFY2(waitFor([](const QJsonObject& s) { return s["activeWindow"] == "goToStepDialog"; }), lastState());
        QVERIFY2(key("ctrl+a"), lastState());
        QVERIFY2(key("5"), lastState());
        QVERIFY2(key("Return"), lastState());
        QVERIFY2(waitFor([](const QJsonObject& s) {
            return s["step"].toInt() == 5 && s["activeWindow"] == "MainWindow" && s["focus"] == "canvas";
        }),
            lastState());

        // F11, then projector mode on and off: the window fills the screen throughout.
        QVERIFY2(key("F11"), lastState());
        QVERIFY2(waitFor([](const QJsonObject& s) { return fillsTheScreen(s); }), lastState());
        QVERIFY2(key("F10"), lastState());
        QVERIFY2(
            waitFor([](const QJsonObject& s) { return s["projector"] == true && fillsTheScreen(s); }), lastState());
        QVERIFY2(key("F10"), lastState());
        QVERIFY2(
            waitFor([](const QJsonObject& s) { return s["projector"] == false && fillsTheScreen(s); }), lastState());
        QVERIFY2(key("F11"), lastState());
        QVERIFY2(waitFor([](const QJsonObject& s) { return !fillsTheScreen(s); }), lastState());
    }

    /// Monte Carlo tree search chosen with Alt+S, its iterations typed after Alt+I: each time
    /// the keys go back to the tree, where Page Down lands on the next iteration.
    void keysChooseMonteCarloTreeSearchAndItsIterations()
    {
        QVERIFY2(key("Escape"), lastState());
        QVERIFY2(key("alt+s"), lastState());
        QVERIFY2(waitFor([](const QJsonObject& s) { return s["focus"] == "searchToolBar"; }), lastState());
        QVERIFY2(key("alt+Down"), lastState());
        QVERIFY2(key("End"), lastState());
        QVERIFY2(key("Return"), lastState());
        QVERIFY2(waitFor([](const QJsonObject& s) { return s["algorithm"] == "mcts" && s["focus"] == "canvas"; }),
            lastState());
        QVERIFY2(key("Next"), lastState());
        QVERIFY2(waitFor([](const QJsonObject& s) { return s["step"].toInt() > 0; }), lastState());
        QVERIFY2(key("alt+i"), lastState());
        QVERIFY2(waitFor([](const QJsonObject& s) { return s["focus"] == "mctsSettings"; }), lastState());
        QVERIFY2(key("ctrl+a"), lastState());
        QVERIFY2(key("5"), lastState());
        QVERIFY2(key("0"), lastState());
        QVERIFY2(key("Return"), lastState());
        QVERIFY2(waitFor([](const QJsonObject& s) {
            return s["iterations"] == 50 && s["step"] == 0 && s["focus"] == "canvas";
        }),
            lastState());
        QVERIFY2(key("Right"), lastState());
        QVERIFY2(waitFor([](const QJsonObject& s) { return s["step"] == 1; }), lastState());
    }

private:
    static bool fillsTheScreen(const QJsonObject& state)
    {
        return state["fullScreen"] == true && state["size"] == state["screen"];
    }

    /// Starts openbox and waits until it manages the screen: a window shown before would never
    /// be given the keyboard. Now and then openbox quits at once on a server just started; it
    /// is started again.
    bool startWindowManager()
    {
        for (int attempt = 0; attempt < 3; ++attempt) {
            windowManager_.start("openbox", {});
            if (!windowManager_.waitForStarted())
                return false;
            QDeadlineTimer deadline(kWaitMs);
            while (!deadline.hasExpired() && windowManager_.state() == QProcess::Running) {
                if (xdotool({"get_desktop"}))
                    return true;
                QTest::qWait(50);
            }
            windowManager_.kill();
            windowManager_.waitForFinished();
        }
        return false;
    }

    QString statePath() const { return directory_.filePath("state.json"); }

    bool xdotool(const QStringList& arguments)
    {
        xdotool_.start("xdotool", arguments);
        return xdotool_.waitForFinished(kWaitMs) && xdotool_.exitCode() == 0;
    }

    /// Presses and lets go @p keys (xdotool's names, "ctrl+g"), and waits until the window
    /// has had them: it counts every key pressed.
    bool key(const QString& keys)
    {
        keysSent_ += int(keys.count('+')) + 1;
        const int sent = keysSent_;
        return xdotool({"key", keys}) && waitFor([=](const QJsonObject& s) { return s["keys"].toInt() >= sent; });
    }

    /// Waits until the window's state meets @p expected; the state is kept for the checks after.
    bool waitFor(const std::function<bool(const QJsonObject&)>& expected)
    {
        QDeadlineTimer deadline(kWaitMs);
        while (!deadline.hasExpired()) {
            QFile file(statePath());
            if (file.open(QIODevice::ReadOnly)) {
                state_ = QJsonDocument::fromJson(file.readAll()).object();
                if (!state_.isEmpty() && expected(state_))
                    return true;
            }
            QTest::qWait(20);
        }
        return false;
    }

    const char* lastState()
    {
        lastStateText_ = "The window's state: " + QJsonDocument(state_).toJson(QJsonDocument::Compact);
        return lastStateText_.constData();
    }

    QTemporaryDir directory_;
    QProcess xvfb_;
    QProcess windowManager_;
    QProcess app_;
    QProcess xdotool_;
    QString display_;
    QJsonObject state_;
    QByteArray lastStateText_;
    int keysSent_ = 0;
};

int main(int argc, char* argv[])
{
    for (const QString& tool : kTools) {
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
