// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QList>
#include <QProcess>
#include <QRect>
#include <QSize>
#include <QTemporaryDir>

#include <functional>

/// The gametree-lab executable in a real window: Xvfb at 1280×720 with a window manager
/// (openbox), and key events sent through the X server by xdotool, as a presenter remote sends
/// them. The window writes what it shows to a file after each key (GAMETREE_LAB_STATE_FILE),
/// which the tests read.
class RealWindow {
public:
    /// The tools it needs: without them the tests are skipped.
    static const QStringList& tools();
    /// How long a key or a state waits for the window, in milliseconds.
    static constexpr int kWaitMs = 8000;

    RealWindow();
    ~RealWindow();
    RealWindow(const RealWindow&) = delete;
    RealWindow& operator=(const RealWindow&) = delete;

    /// Starts the X server and the window manager; an empty string on success, else what failed.
    QString startDisplay();
    /// Starts the application (again, after it has ended) with @p arguments and waits until
    /// its window has the keyboard and the tree the focus.
    bool startApp(const QStringList& arguments = {});
    /// Stops the application; whether it was still running.
    bool stopApp();
    const QProcess& app() const { return app_; }

    /// Runs xdotool with @p arguments; whether it succeeded.
    bool xdotool(const QStringList& arguments);
    /// Presses and lets go @p keys (xdotool's names, "ctrl+g") and waits up to @p waitMs until
    /// the window has had them: it counts every key pressed.
    bool key(const QString& keys, int waitMs = kWaitMs);
    /// Presses a key that does nothing (Shift) and waits up to @p waitMs until the window has had
    /// it: whether the application's thread answers within that time.
    bool ping(int waitMs);
    /// The frame the window manager draws around the X window @p windowId (its title bar and
    /// borders included), as the X server has it now; an empty rectangle if it cannot be read.
    QRect frameGeometry(qint64 windowId);
    /// Double-clicks the left button at @p x, @p y on the screen.
    bool doubleClick(int x, int y);
    /// Gives the keyboard to the X window @p windowId through the window manager, as a click on
    /// it would, and waits until the application has noticed.
    bool activate(qint64 windowId, const QString& objectName);
    /// Waits up to @p waitMs until the window's state meets @p expected; the state is kept.
    bool waitFor(const std::function<bool(const QJsonObject&)>& expected, int waitMs = kWaitMs);
    /// The sizes of the tree canvases that the application, started with @p arguments and
    /// rendered offscreen at @p size (--scene-json), draws: one, or a comparison's panes.
    QList<QSize> renderedCanvases(const QStringList& arguments, QSize size);
    /// The state last read.
    const QJsonObject& state() const { return state_; }
    /// The state last read, as text for a failure's message.
    const char* lastState();

private:
    bool startWindowManager();
    /// Runs @p tool on the display; what it printed, or nothing if it failed.
    QByteArray run(const QString& tool, const QStringList& arguments);
    QString statePath() const;

    QTemporaryDir directory_;
    QProcess xvfb_;
    QProcess windowManager_;
    QProcess app_;
    QProcess xdotool_;
    QJsonObject state_;
    QByteArray lastStateText_;
    int keysSent_ = 0;
};
