#include "CommandLine.h"
#include "HeadlessCommands.h"
#include "MainWindow.h"
#include "PlaybackController.h"
#include "TreeView.h"

#include <QApplication>
#include <QIcon>

#include <iostream>

namespace {

using gtl::app::CommandLine;

int fail(const std::string& message)
{
    std::cerr << "gametree-lab: " << message << "\nTry 'gametree-lab --help' for the options.\n";
    return 2;
}

/// Shows the window the command line asks for; with --screenshot renders it and returns.
int runWindow(const CommandLine& cl, int argc, char* argv[])
{
    // A screenshot needs no screen: render offscreen unless a platform was chosen.
    if (!cl.screenshot.empty() && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setOrganizationName("GameTreeLab");
    QApplication::setApplicationName("gametree-lab");
    QApplication::setApplicationDisplayName("Game Tree Lab");
    QApplication::setWindowIcon(QIcon(":/icons/gametree-lab.svg"));

    const bool screenshot = !cl.screenshot.empty();
    gtl::ui::MainWindow window(
        screenshot ? gtl::ui::MainWindow::Settings::Ignore : gtl::ui::MainWindow::Settings::Restore);
    if (cl.sourceGiven && !window.openSource(cl.source))
        return fail(window.lastError().toStdString());
    if (cl.algorithmGiven || cl.search.failHard)
        window.setSearchOptions(cl.search);
    if (cl.step) {
        auto& controller = window.controller();
        if (*cl.step != CommandLine::kEndStep && *cl.step > controller.stepCount()) {
            return fail("--step " + std::to_string(*cl.step) + ": this run has only "
                + std::to_string(controller.stepCount()) + " steps");
        }
        controller.seek(std::min(*cl.step, controller.stepCount()));
    }
    if (screenshot) {
        window.resize(cl.width, cl.height);
        if (cl.projector)
            window.setProjectorMode(true);
        window.show();
        QApplication::processEvents();
        window.resize(cl.width, cl.height);
        QApplication::processEvents();
        window.view().fitToView();
        QApplication::processEvents();
        if (!window.saveScreenshot(QString::fromStdString(cl.screenshot)))
            return fail("cannot write the screenshot to " + cl.screenshot);
        return 0;
    }
    if (cl.projector)
        window.setProjectorMode(true);
    window.show();
    return QApplication::exec();
}

} // namespace

int main(int argc, char* argv[])
{
    const std::vector<std::string> args(argv + 1, argv + argc);
    std::string error;
    const auto commandLine = CommandLine::parse(args, error);
    if (!commandLine)
        return fail(error);
    if (commandLine->command == CommandLine::Command::Window)
        return runWindow(*commandLine, argc, argv);
    std::ios::sync_with_stdio(false);
    return gtl::app::HeadlessCommands::run(*commandLine, std::cout, std::cerr);
}
