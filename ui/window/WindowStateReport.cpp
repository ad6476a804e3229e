// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/WindowStateReport.h"

#include "core/games/GameRecord.h"
#include "ui/editing/TreeTextEditor.h"
#include "ui/io/AtomicSave.h"
#include "ui/jobs/JobRunner.h"
#include "ui/lessons/LessonBar.h"
#include "ui/lessons/LessonCommands.h"
#include "ui/lessons/LessonSession.h"
#include "ui/playback/PlaybackController.h"
#include "ui/playback/RunModel.h"
#include "ui/scene/TreeView.h"
#include "ui/window/MainWindow.h"
#include "ui/window/game/PlayFeature.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPlainTextEdit>
#include <QScreen>
#include <QTableWidget>
#include <QTextDocument>

namespace gtl::ui {
namespace {

/// Where the keyboard is: "canvas", "treeText", or the nearest object name (else class name)
/// at or above the focus widget.
QString focusName(MainWindow& window)
{
    const QWidget* focus = QApplication::focusWidget();
    if (!focus)
        return {};
    if (focus == &window.view() || window.view().isAncestorOf(focus))
        return QStringLiteral("canvas");
    if (window.treeText().isAncestorOf(focus))
        return QStringLiteral("treeText");
    for (const QWidget* widget = focus; widget; widget = widget->parentWidget()) {
        if (!widget->objectName().isEmpty())
            return widget->objectName();
    }
    return QString::fromLatin1(focus->metaObject()->className());
}

QJsonArray globalRect(const QWidget& widget)
{
    const QPoint topLeft = widget.mapToGlobal(QPoint(0, 0));
    return {topLeft.x(), topLeft.y(), widget.width(), widget.height()};
}

/// The game against the engine, if one was started: how many moves, whose turn, whether the
/// engine is thinking and whether the game is over.
QJsonValue gameState(MainWindow& window)
{
    PlayFeature& play = window.play();
    const GameRecord* record = play.record();
    if (!record)
        return QJsonValue::Null;
    return QJsonObject{
        {"moves", qint64(record->moves().size())},
        {"toMove", QString(QChar(record->sideToMove()))},
        {"thinking", play.isThinking()},
        {"over", record->isOver()},
        {"result", QString::fromStdString(record->result())},
    };
}

/// Where each tree canvas of @p tool that is on screen lies, in screen pixels.
QJsonArray canvasRects(const QWidget& tool)
{
    QJsonArray rects;
    for (const TreeView* view : tool.findChildren<TreeView*>()) {
        if (view->isVisible())
            rects.append(globalRect(*view));
    }
    return rects;
}

/// A window beside the main one (a comparison, the lab), by its object name: whether it is
/// open, whether its progress strip says it is still at work, whether a thread of its still
/// searches (a cancelled one too, until it stops), the rows of its table, its size and where
/// its tree canvases lie.
QJsonValue toolWindowState(MainWindow& window, const QString& name)
{
    const auto* tool = window.findChild<QWidget*>(name, Qt::FindDirectChildrenOnly);
    if (!tool)
        return QJsonValue::Null;
    const auto* progress = tool->findChild<QWidget*>(QStringLiteral("jobProgress"));
    const auto* table = tool->findChild<QTableWidget*>();
    const auto* runner = tool->findChild<JobRunner*>();
    return QJsonObject{
        {"rect", globalRect(*tool)},
        {"canvases", canvasRects(*tool)},
        {"visible", tool->isVisible()},
        {"busy", progress && !progress->isHidden()},
        {"rows", table ? table->rowCount() : 0},
        {"worker", runner && runner->hasBusyWorker()},
        {"windowId", qint64(tool->internalWinId())},
    };
}

} // namespace

WindowStateReport::WindowStateReport(MainWindow& window, QString path)
    : QObject(&window)
    , window_(window)
    , path_(std::move(path))
{
    // A short pause lets a key's effects (a relayout, a new run) settle before they are noted.
    pending_.setSingleShot(true);
    pending_.setInterval(30);
    connect(&pending_, &QTimer::timeout, this, &WindowStateReport::write);
    qApp->installEventFilter(this);
    qApp->installNativeEventFilter(this);
    connect(&window_.runModel(), &RunModel::stepChanged, &pending_, qOverload<>(&QTimer::start));
    connect(&window_.runModel(), &RunModel::runLoaded, &pending_, qOverload<>(&QTimer::start));
    pending_.start();
}

bool WindowStateReport::nativeEventFilter(const QByteArray& eventType, void* message, qintptr*)
{
    // Every X event starts with its code (the top bit marks sent ones); a key press is 2.
    constexpr quint8 kKeyPress = 2;
    if (eventType == "xcb_generic_event_t" && (*static_cast<const quint8*>(message) & 0x7f) == kKeyPress) {
        ++keys_;
        pending_.start();
    }
    return false;
}

bool WindowStateReport::eventFilter(QObject* watched, QEvent* event)
{
    switch (event->type()) {
    case QEvent::KeyRelease:
    case QEvent::Resize:
    case QEvent::WindowStateChange:
    case QEvent::FocusIn:
        if (watched->isWidgetType())
            pending_.start();
        break;
    default: break;
    }
    return false;
}

QByteArray WindowStateReport::json() const
{
    MainWindow& w = window_;
    const RunModel& model = w.runModel();
    const LessonSession& lesson = w.lessons().lessons();
    const auto* lessonDock = w.findChild<QDockWidget*>(QStringLiteral("lessonDock"));
    const auto* chartsDock = w.findChild<QDockWidget*>(QStringLiteral("convergenceDock"));
    const QWidget* active = QApplication::activeWindow();
    const QWidget* blank = w.findChild<QWidget*>(QStringLiteral("blankScreen"));
    const QSize screen = w.screen() ? w.screen()->size() : QSize();
    const QJsonObject state{
        {"keys", keys_},
        {"step", qint64(model.step())},
        {"steps", qint64(model.stepCount())},
        {"playing", w.controller().isPlaying()},
        {"title", w.windowTitle()},
        {"tree", QString::fromStdString(model.run().title)},
        {"algorithm", QString::fromUtf8(algorithmName(model.run().trace.options.algorithm).data())},
        {"iterations", qint64(model.run().trace.options.mcts.iterations)},
        {"focus", focusName(w)},
        {"activeWindow", active ? active->objectName() : QString()},
        {"projector", w.windowActions().projector->isChecked()},
        {"fullScreen", w.isFullScreen()},
        {"size", QJsonArray{w.width(), w.height()}},
        {"maximized", w.isMaximized()},
        {"windowId", qint64(w.internalWinId())},
        {"screen", QJsonArray{screen.width(), screen.height()}},
        {"blanked", w.windowActions().blank->isChecked()},
        {"blankCoversWindow", blank && blank->isVisible() && blank->geometry() == w.rect()},
        {"lessonActive", lesson.isActive()},
        {"lessonPosition", lesson.isActive() ? lesson.position() : QString()},
        {"lessonBarVisible", lessonDock && lessonDock->isVisible()},
        {"lessonBarMenuText", lessonDock ? lessonDock->toggleViewAction()->text() : QString()},
        {"lessonCaption", lessonDock ? static_cast<const LessonBar*>(lessonDock->widget())->captionText() : QString()},
        {"treeTextRect", globalRect(*w.treeText().editor()->viewport())},
        {"canvasRect", globalRect(w.view())},
        {"chartsRect", chartsDock && chartsDock->isVisible() ? globalRect(*chartsDock) : QJsonArray()},
        {"rect", globalRect(w)},
        {"treeTextLength", w.treeText().editor()->document()->characterCount()},
        {"game", gameState(w)},
        {"compareWindow", toolWindowState(w, QStringLiteral("CompareWindow"))},
        {"labWindow", toolWindowState(w, QStringLiteral("LabWindow"))},
    };
    return QJsonDocument(state).toJson(QJsonDocument::Indented);
}

void WindowStateReport::write()
{
    saveAtomically(path_, json());
}

} // namespace gtl::ui
