#include "app/WindowMain.h"

#include "core/base/Counted.h"
#include "ui/compare/CompareWindow.h"
#include "ui/playback/LockstepController.h"
#include "ui/playback/PlaybackController.h"
#include "ui/playback/RunModel.h"
#include "ui/scene/SceneExport.h"
#include "ui/scene/TreeView.h"
#include "ui/window/MainWindow.h"

#include <QApplication>
#include <QIcon>

namespace {

using gtl::counted;
using gtl::app::CommandLine;

/// Renders @p window at the size the command line asks for into its PNG file.
int saveScreenshot(QWidget& window, const CommandLine& cl)
{
    window.resize(cl.width, cl.height);
    window.show();
    // Two rounds: the first lays the window out, the second fits the trees to their views.
    QApplication::processEvents();
    for (auto* view : window.findChildren<gtl::ui::TreeView*>())
        view->fitToView();
    QApplication::processEvents();
    if (!window.grab().save(QString::fromStdString(cl.screenshot), "PNG"))
        return CommandLine::fail("cannot write the screenshot to " + cl.screenshot);
    return 0;
}

/// Draws the whole tree of @p window at its step into the export file.
int exportTree(gtl::ui::MainWindow& window, const CommandLine& cl)
{
    const QString error = gtl::ui::SceneExport::write(window.view(), gtl::ui::SceneExport::Area::WholeTree,
        QString::fromStdString(cl.exportPath), QSize(cl.width, cl.heightGiven ? cl.height : 0));
    return error.isEmpty() ? 0 : CommandLine::fail(error.toStdString());
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
    const bool screenshot = !cl.screenshot.empty() || !cl.exportPath.empty();
    if (screenshot && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setOrganizationName("GameTreeLab");
    QApplication::setApplicationName("gametree-lab");
    QApplication::setApplicationDisplayName("Game Tree Lab");
    QApplication::setWindowIcon(QIcon(":/icons/gametree-lab.svg"));

    using gtl::ui::MainWindow;
    MainWindow window(screenshot ? MainWindow::Settings::Ignore : MainWindow::Settings::Restore);
    if (cl.sourceGiven && !window.openSource(cl.source))
        return CommandLine::fail(window.lastError().toStdString());
    if (cl.algorithmGiven || cl.search.failHard)
        window.setSearchOptions(cl.search);
    if (cl.projector)
        window.setProjectorMode(true, !screenshot);
    if (cl.practice)
        window.setPracticeMode(true);
    if (cl.compare) {
        auto& compare = window.compare(*cl.compare);
        if (!seekTo(compare.controller(), cl))
            return 2;
        if (screenshot)
            return saveScreenshot(compare, cl);
        window.show();
        compare.show();
        return QApplication::exec();
    }
    if (!seekTo(window.controller(), cl))
        return 2;
    if (!cl.exportPath.empty())
        return exportTree(window, cl);
    if (screenshot)
        return saveScreenshot(window, cl);
    window.show();
    return QApplication::exec();
}

} // namespace

extern "C" int gametreeLabRunWindow(const gtl::app::CommandLine& commandLine, int argc, char* argv[])
{
    return runWindow(commandLine, argc, argv);
}
