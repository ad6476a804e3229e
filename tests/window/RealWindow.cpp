// SPDX-License-Identifier: GPL-3.0-or-later
#include "RealWindow.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStandardPaths>
#include <QTest>

#include <unistd.h>

const QStringList& RealWindow::tools()
{
    static const QStringList names{"Xvfb", "openbox", "xdotool", "xwininfo", "xprop"};
    return names;
}

RealWindow::RealWindow()
{
    app_.setProcessChannelMode(QProcess::ForwardedChannels);
    windowManager_.setProcessChannelMode(QProcess::ForwardedErrorChannel);
}

RealWindow::~RealWindow()
{
    for (QProcess* process : {&app_, &windowManager_, &xvfb_}) {
        process->terminate();
        if (!process->waitForFinished(3000))
            process->kill();
        process->waitForFinished();
    }
}

QString RealWindow::startDisplay()
{
    if (!directory_.isValid())
        return "no temporary folder";
    // -displayfd picks a free display and names it once the server accepts clients.
    xvfb_.start("Xvfb", {"-displayfd", "1", "-screen", "0", "1280x720x24", "-nolisten", "tcp"});
    if (!xvfb_.waitForStarted())
        return "Xvfb does not start";
    QDeadlineTimer deadline(kWaitMs);
    while (!xvfb_.canReadLine() && !deadline.hasExpired())
        xvfb_.waitForReadyRead(100);
    if (!xvfb_.canReadLine())
        return "Xvfb names no display";
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert("DISPLAY", ":" + QString::fromLatin1(xvfb_.readLine()).trimmed());
    environment.insert("QT_QPA_PLATFORM", "xcb");
    // No settings or files of the user's: whatever the keys save lands in the scratch folder.
    environment.insert("XDG_CONFIG_HOME", directory_.filePath("config"));
    environment.insert("HOME", directory_.path());
    environment.insert("GAMETREE_LAB_STATE_FILE", statePath());
    for (QProcess* process : {&windowManager_, &app_, &xdotool_})
        process->setProcessEnvironment(environment);
    app_.setWorkingDirectory(directory_.path());
    return startWindowManager() ? QString() : "openbox does not start";
}

namespace {

/// Whether a user other than the owner may run @p path: it and every folder above it let them.
bool othersMayRun(const QString& path)
{
    for (QFileInfo at(path); !at.isRoot(); at = QFileInfo(at.absolutePath())) {
        if (!(at.permissions() & QFileDevice::ExeOther))
            return false;
    }
    return true;
}

} // namespace

bool RealWindow::startApp(const QStringList& arguments)
{
    QFile::remove(statePath());
    state_ = {};
    keysSent_ = 0;
    // Random keys reach every dialog, the file dialogs' folders included: run as root (a CI
    // machine), the window runs as nobody, so that no key can change what is outside the
    // scratch folder.
    if (geteuid() == 0 && othersMayRun(GTL_APP_PATH) && !QStandardPaths::findExecutable("setpriv").isEmpty()) {
        QFile::setPermissions(directory_.path(),
            QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner | QFileDevice::ReadOther
                | QFileDevice::WriteOther | QFileDevice::ExeOther);
        app_.start(
            "setpriv", QStringList{"--reuid=65534", "--regid=65534", "--clear-groups", GTL_APP_PATH} + arguments);
    } else {
        app_.start(GTL_APP_PATH, arguments);
    }
    if (!app_.waitForStarted())
        return false;
    // The window manager has given the new window the keyboard.
    return waitFor(
        [](const QJsonObject& s) { return s["activeWindow"] == "MainWindow" && s["focus"] == "canvas"; }, 4 * kWaitMs);
}

QList<QSize> RealWindow::renderedCanvases(const QStringList& arguments, QSize size)
{
    const QString scene = directory_.filePath("rendered-scene.json");
    QProcess render;
    QProcessEnvironment environment = app_.processEnvironment();
    environment.insert("QT_QPA_PLATFORM", "offscreen");
    render.setProcessEnvironment(environment);
    render.start(GTL_APP_PATH,
        arguments
            + QStringList{"--scene-json", scene, "--size", QString("%1x%2").arg(size.width()).arg(size.height())});
    if (!render.waitForFinished(4 * kWaitMs) || render.exitCode() != 0)
        return {};
    QFile file(scene);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QJsonObject painted = QJsonDocument::fromJson(file.readAll()).object();
    const QJsonArray panes = painted.contains("panes") ? painted["panes"].toArray() : QJsonArray{painted};
    QList<QSize> sizes;
    for (const QJsonValue& pane : panes)
        sizes.append(QSize(pane["width"].toInt(), pane["height"].toInt()));
    return sizes;
}

bool RealWindow::stopApp()
{
    const bool running = app_.state() == QProcess::Running;
    app_.terminate();
    if (!app_.waitForFinished(4 * kWaitMs))
        app_.kill();
    app_.waitForFinished();
    return running;
}

bool RealWindow::startWindowManager()
{
    // Now and then openbox quits at once on a server just started; it is started again.
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

QString RealWindow::statePath() const
{
    return directory_.filePath("state.json");
}

bool RealWindow::xdotool(const QStringList& arguments)
{
    xdotool_.start("xdotool", arguments);
    return xdotool_.waitForFinished(kWaitMs) && xdotool_.exitCode() == 0;
}

bool RealWindow::key(const QString& keys, int waitMs)
{
    keysSent_ += int(keys.count('+')) + 1;
    const int sent = keysSent_;
    return xdotool({"key", keys}) && waitFor([=](const QJsonObject& s) { return s["keys"].toInt() >= sent; }, waitMs);
}

bool RealWindow::ping(int waitMs)
{
    return key("shift", waitMs);
}

QRect RealWindow::frameGeometry(qint64 windowId)
{
    // The window's own place on the screen, then the borders the window manager says it adds:
    // the toolkit's idea of its frame can lag behind a change of state.
    const QString id = QString::number(windowId);
    const QByteArray place = run("xwininfo", {"-id", id});
    const QByteArray borders = run("xprop", {"-id", id, "_NET_FRAME_EXTENTS"});
    const auto field = [&](const char* name) {
        const qsizetype at = place.indexOf(name);
        return at < 0 ? -1 : place.mid(at + qstrlen(name)).split('\n').front().trimmed().toInt();
    };
    // "_NET_FRAME_EXTENTS(CARDINAL) = 1, 1, 19, 1": left, right, top, bottom.
    const QList<QByteArray> extents = borders.split('=').value(1).split(',');
    if (field("Width:") <= 0 || extents.size() != 4)
        return {};
    const int left = extents[0].trimmed().toInt();
    const int right = extents[1].trimmed().toInt();
    const int top = extents[2].trimmed().toInt();
    const int bottom = extents[3].trimmed().toInt();
    return {field("Absolute upper-left X:") - left, field("Absolute upper-left Y:") - top,
        field("Width:") + left + right, field("Height:") + top + bottom};
}

QByteArray RealWindow::run(const QString& tool, const QStringList& arguments)
{
    QProcess process;
    process.setProcessEnvironment(xdotool_.processEnvironment());
    process.start(tool, arguments);
    if (!process.waitForFinished(kWaitMs) || process.exitCode() != 0)
        return {};
    return process.readAllStandardOutput();
}

bool RealWindow::doubleClick(int x, int y)
{
    return xdotool(
        {"mousemove", QString::number(x), QString::number(y), "click", "--repeat", "2", "--delay", "80", "1"});
}

bool RealWindow::activate(qint64 windowId, const QString& objectName)
{
    // The application writes its state as soon as one of its windows gets the focus.
    return xdotool({"windowactivate", "--sync", QString::number(windowId)})
        && waitFor([&](const QJsonObject& s) { return s["activeWindow"] == objectName; });
}

bool RealWindow::waitFor(const std::function<bool(const QJsonObject&)>& expected, int waitMs)
{
    QDeadlineTimer deadline(waitMs);
    while (!deadline.hasExpired() && app_.state() == QProcess::Running) {
        QFile file(statePath());
        if (file.open(QIODevice::ReadOnly)) {
            const QJsonObject read = QJsonDocument::fromJson(file.readAll()).object();
            if (!read.isEmpty())
                state_ = read;
            if (!state_.isEmpty() && expected(state_))
                return true;
        }
        QTest::qWait(20);
    }
    return false;
}

const char* RealWindow::lastState()
{
    lastStateText_ = "The window's state: " + QJsonDocument(state_).toJson(QJsonDocument::Compact);
    return lastStateText_.constData();
}
