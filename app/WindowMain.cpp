// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/WindowMain.h"

#include "app/ChoiceOptions.h"
#include "app/ExitStatus.h"
#include "app/UnreadOptions.h"
#include "core/search/Search.h"
#include "ui/editing/TreeSession.h"

#include "core/base/Counted.h"
#include "ui/compare/ComparePane.h"
#include "ui/compare/CompareWindow.h"
#include "ui/io/AtomicSave.h"
#include "ui/io/ImageFile.h"
#include "ui/language/Language.h"
#include "ui/lessons/LessonCommands.h"
#include "ui/mcts/ConvergencePanel.h"
#include "ui/playback/LockstepController.h"
#include "ui/playback/PlaybackController.h"
#include "ui/playback/RunModel.h"
#include "ui/scene/SceneExport.h"
#include "ui/scene/TreeItem.h"
#include "ui/scene/TreeView.h"
#include "ui/web/WebPage.h"
#include "ui/window/MainWindow.h"
#include "ui/window/WindowStateReport.h"

#include <QAction>
#include <QApplication>
#include <QEventLoop>
#include <QIcon>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTimer>
#include <algorithm>

#include <iostream>

namespace {

using gtl::counted;
using gtl::app::CommandLine;

/// Waits, ten seconds at most, for @p convergence to draw perfect play's rewards, so that a
/// screenshot of Monte Carlo tree search shows what the window shows once its solver is done.
void waitForPerfectPlay(const gtl::ui::ConvergencePanel& convergence)
{
    if (!convergence.isSolving())
        return;
    QEventLoop loop;
    QObject::connect(&convergence, &gtl::ui::ConvergencePanel::levelsShown, &loop, &QEventLoop::quit);
    QTimer::singleShot(10'000, &loop, &QEventLoop::quit);
    loop.exec();
}

/// Lays @p window out at the size the command line asks for, then writes its PNG file and
/// the description of what @p views painted, as asked. @p views are the window's tree
/// canvases: one, or a comparison's panes.
int render(QWidget& window, const QList<gtl::ui::TreeView*>& views, const CommandLine& cl)
{
    window.resize(cl.width, cl.height);
    window.show();
    // Two rounds: the first lays the window out, the second fits the trees to their views.
    QApplication::processEvents();
    for (auto* view : views)
        view->fitToView();
    QApplication::processEvents();
    if (!cl.screenshot.empty()) {
        if (const QString error = gtl::ui::saveImage(window.grab().toImage(), QString::fromStdString(cl.screenshot));
            !error.isEmpty())
            return CommandLine::failToReadOrWrite(
                "cannot write the screenshot to " + cl.screenshot + ": " + error.toStdString());
    }
    if (cl.sceneJson.empty())
        return 0;
    QJsonObject scene;
    if (cl.compare) {
        QJsonArray panes;
        for (auto* view : views) {
            if (view->isVisible()) // the panes the window has room for
                panes.append(view->paintedScene());
        }
        scene["panes"] = panes;
    } else {
        scene = views.front()->paintedScene();
    }
    const QString path = QString::fromStdString(cl.sceneJson);
    const QString error = gtl::ui::saveAtomically(path, QJsonDocument(scene).toJson(QJsonDocument::Indented));
    if (!error.isEmpty())
        return CommandLine::failToReadOrWrite("cannot write the scene to " + cl.sceneJson + ": " + error.toStdString());
    return 0;
}

/// Draws the whole tree of @p window at its step into the export file.
int exportTree(gtl::ui::MainWindow& window, const CommandLine& cl)
{
    using gtl::ui::SceneExport::Area;
    const QString caption = cl.caption ? gtl::ui::SceneExport::caption(window.view()) : QString();
    const QString error = gtl::ui::SceneExport::write(window.view(), Area::WholeTree,
        QString::fromStdString(cl.exportPath), QSize(cl.width, cl.heightGiven ? cl.height : 0), caption);
    return error.isEmpty() ? 0 : CommandLine::failToReadOrWrite(error.toStdString());
}

/// Writes the run of @p window, with its lesson if one is open, as a web page; says on the
/// standard error what the page leaves out of a long run.
int exportWebPage(gtl::ui::MainWindow& window, const CommandLine& cl)
{
    const gtl::ui::LessonSession& lesson = window.lessons().lessons();
    const auto outcome = gtl::ui::WebPage::write(window.runModel().sharedRun(), window.view().treeItem().style(),
        lesson.isActive() ? &lesson.lesson() : nullptr, QString::fromStdString(cl.exportPath));
    if (!outcome.error.isEmpty())
        return CommandLine::failToReadOrWrite(outcome.error.toStdString());
    if (!outcome.note.isEmpty())
        std::cerr << "gametree-lab: " << outcome.note.toStdString() << '\n';
    return 0;
}

/// Opens the lesson the command line names: a built-in one, or a tree file with notes.
bool openLesson(gtl::ui::MainWindow& window, const CommandLine& cl)
{
    const QString lesson = QString::fromStdString(cl.lesson);
    const bool file = lesson.contains('/') || lesson.endsWith(".json", Qt::CaseInsensitive);
    gtl::ui::LessonCommands& lessons = window.lessons();
    if (file ? lessons.openNotesFile(lesson) : lessons.openBuiltIn(lesson))
        return true;
    CommandLine::failToReadOrWrite("--lesson: " + lessons.lastError().toStdString());
    return false;
}

/// Moves @p controller to the step the command line asks for.
bool seekTo(gtl::ui::PlaybackController& controller, const CommandLine& cl)
{
    if (!cl.step)
        return true;
    const std::size_t steps = controller.model().stepCount();
    if (*cl.step != CommandLine::kEndStep && *cl.step > steps) {
        CommandLine::fail(
            "--step " + std::to_string(*cl.step) + ": this run has only " + counted(steps, "step", "steps"));
        return false;
    }
    controller.seek(std::min(*cl.step, steps));
    return true;
}

/// Shows the window the command line asks for; with --screenshot renders it and returns.
int runWindow(const CommandLine& cl, int argc, char* argv[])
{
    // Screenshots and exports need no screen: render offscreen unless a platform was chosen.
    const bool screenshot
        = !cl.screenshot.empty() || !cl.sceneJson.empty() || !cl.exportPath.empty() || !cl.handout.empty();
    if (screenshot && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setOrganizationName("GameTreeLab");
    QApplication::setApplicationName("gametree-lab");
    QApplication::setApplicationDisplayName("Game Tree Lab");
    // The installed desktop entry's name, so that a desktop groups the window with its entry
    // (on X11 the window's class, the program's name, matches the entry's StartupWMClass).
    QGuiApplication::setDesktopFileName("gametree-lab");
    QApplication::setWindowIcon(QIcon(":/icons/gametree-lab.svg"));
    gtl::ui::Language::install(!screenshot);

    using gtl::ui::MainWindow;
    MainWindow window(screenshot ? MainWindow::Settings::Ignore : MainWindow::Settings::Restore);
    if (cl.sourceGiven && !window.openSource(cl.source))
        return CommandLine::failToReadOrWrite(window.lastError().toStdString());
    const bool choicesGiven
        = std::any_of(cl.choices.begin(), cl.choices.end(), [](const std::string& c) { return !c.empty(); });
    if (cl.algorithmGiven || cl.search.failHard || cl.search.enhancements.any() || choicesGiven
        || cl.search.lowBound != gtl::kNoValue || cl.search.mcts != gtl::MctsSettings{}) {
        gtl::SearchOptions options = cl.search;
        options.algorithm = gtl::app::UnreadOptions::algorithmFor(cl, window.session().tree());
        std::string problem = gtl::app::UnreadOptions::problem(cl, options.algorithm);
        if (problem.empty())
            problem = gtl::app::ChoiceOptions::resolve(cl, window.session().tree(), options);
        if (problem.empty())
            problem = gtl::Search::problem(window.session().tree(), options).english();
        if (!problem.empty())
            return CommandLine::fail(problem);
        window.setSearchOptions(options);
    }
    if (!cl.lesson.empty() && !openLesson(window, cl))
        return gtl::app::exit_status::kCannotReadOrWrite;
    // What would be drawn or written is a tree no search takes: say why, as trace does.
    if (const gtl::Message refusal = window.session().searchRefusal(); screenshot && !refusal.empty())
        return CommandLine::fail(refusal.english());
    if (!cl.handout.empty()) {
        const QString error = window.lessons().writeHandout(QString::fromStdString(cl.handout));
        return error.isEmpty() ? 0 : CommandLine::failToReadOrWrite(error.toStdString());
    }
    if (cl.projector)
        window.setProjectorMode(true, !screenshot);
    if (cl.practice)
        window.setPracticeMode(true);
    if (cl.nodeTypes)
        window.windowActions().nodeTypes->setChecked(true);
    if (cl.compare) {
        auto& compare = window.compare(*cl.compare);
        if (!seekTo(compare.controller(), cl))
            return gtl::app::exit_status::kRefused;
        if (screenshot) {
            QList<gtl::ui::TreeView*> views;
            for (auto* pane : compare.panes())
                views.append(&pane->view());
            return render(compare, views, cl);
        }
        window.show();
        compare.show();
        return QApplication::exec();
    }
    if (!seekTo(window.controller(), cl))
        return gtl::app::exit_status::kRefused;
    if (QString::fromStdString(cl.exportPath).endsWith(".html", Qt::CaseInsensitive))
        return exportWebPage(window, cl);
    if (!cl.exportPath.empty())
        return exportTree(window, cl);
    if (screenshot) {
        waitForPerfectPlay(window.convergence());
        return render(window, {&window.view()}, cl);
    }
    using gtl::ui::WindowStateReport;
    if (const QString report = qEnvironmentVariable(WindowStateReport::kEnvironmentVariable); !report.isEmpty())
        new WindowStateReport(window, report); // the window owns it
    // What the command line asked for is on screen; what the user does next searches behind.
    window.session().setSearchWait(gtl::ui::TreeSession::kMomentMs);
    window.show();
    return QApplication::exec();
}

} // namespace

extern "C" int gametreeLabRunWindow(const gtl::app::CommandLine& commandLine, int argc, char* argv[])
{
    return runWindow(commandLine, argc, argv);
}
