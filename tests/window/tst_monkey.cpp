// SPDX-License-Identifier: GPL-3.0-or-later
// A monkey in front of the real window: random keys from a seeded generator — the presenter's
// keys, the menus and their entries, dialogs, New Game, the comparisons, the languages, typing
// — for a while (GTL_MONKEY_SECONDS, 20 s by default; GTL_MONKEY_SEED picks the keys). The
// window must take every key within a bound (it never waits on a search or a layout), and
// must never end but by its own Quit, which the monkey can choose from the File menu: then
// it is started again. Under the sanitizers (`tools/test sanitize`) any report ends the
// process with a failure code, which fails the test. Skipped without Xvfb, openbox or xdotool.
#include "RealWindow.h"

#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QtTest>

namespace {

constexpr int kSkipped = 77;
/// How long a key may wait for the window, in milliseconds: far longer than any step, table or
/// dialog takes, even under the sanitizers, and far shorter than a freeze.
constexpr int kAnswerMs = 30'000;

/// What the monkey presses: mostly keys a class uses, some typing, and the menus' mnemonics,
/// after which the arrows and Return choose an entry.
const QStringList kKeys{"Right", "Left", "Next", "Prior", "Home", "End", "space", "Return", "Escape", "Tab",
    "shift+Tab", "Up", "Down", "b", "f", "n", "p", "c", "z", "shift+z", "k", "v", "q", "F10", "F11", "F1", "ctrl+z",
    "ctrl+shift+z", "ctrl+g", "ctrl+t", "ctrl+n", "ctrl+e", "alt+f", "alt+e", "alt+v", "alt+s", "alt+t", "alt+g",
    "alt+l", "alt+p", "alt+c", "alt+h", "alt+i", "alt+Down", "1", "4", "7", "X", "O", "period", "comma", "parenleft",
    "parenright", "minus", "BackSpace", "Delete", "ctrl+a"};

int fromEnvironment(const char* name, int fallback)
{
    bool ok = false;
    const int value = qEnvironmentVariableIntValue(name, &ok);
    return ok ? value : fallback;
}

} // namespace

class MonkeyTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        const QString problem = window_.startDisplay();
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY2(window_.startApp(), window_.lastState());
    }

    void randomKeysNeverCrashNorFreezeTheWindow()
    {
        const int seconds = fromEnvironment("GTL_MONKEY_SECONDS", 20);
        const auto seed = quint32(fromEnvironment("GTL_MONKEY_SEED", 1));
        qInfo("monkey: %d s, seed %u (GTL_MONKEY_SECONDS, GTL_MONKEY_SEED)", seconds, seed);
        QRandomGenerator random(seed);
        QElapsedTimer clock;
        clock.start();
        int pressed = 0;
        int restarts = 0;
        QStringList recent;
        while (clock.elapsed() < seconds * 1000LL) {
            const QString key = kKeys[int(random.bounded(quint32(kKeys.size())))];
            recent.append(key);
            if (recent.size() > 20)
                recent.removeFirst();
            const bool answered = window_.key(key, kAnswerMs);
            ++pressed;
            if (window_.app().state() != QProcess::Running) {
                QVERIFY2(window_.app().exitStatus() == QProcess::NormalExit && window_.app().exitCode() == 0,
                    qPrintable("the window ended with code " + QString::number(window_.app().exitCode())
                        + " after the keys " + recent.join(' ')));
                ++restarts; // Quit chosen from the File menu
                QVERIFY2(window_.startApp(), window_.lastState());
                continue;
            }
            QVERIFY2(answered, qPrintable("no answer within 30 s after the keys " + recent.join(' ')));
        }
        qInfo("monkey: %d keys, %d restarts after Quit", pressed, restarts);
        // A sanitizer's report ends the process where it happens, which the loop sees; the
        // window is then stopped as a session ends, with no leak check at its exit.
        QVERIFY2(window_.stopApp(), "the window had ended");
    }

private:
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
    // Qt Test stops a test function after five minutes: a longer run is given its own length
    // and the time to bring up and close the window on top.
    if (!qEnvironmentVariableIsSet("QTEST_FUNCTION_TIMEOUT")) {
        const int seconds = fromEnvironment("GTL_MONKEY_SECONDS", 20) + 120;
        qputenv("QTEST_FUNCTION_TIMEOUT", QByteArray::number(qint64(seconds) * 1000));
    }
    QCoreApplication app(argc, argv);
    MonkeyTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_monkey.moc"
