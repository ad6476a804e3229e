// SPDX-License-Identifier: GPL-3.0-or-later
// Figures for the visualiser on the full tic-tac-toe tree and on a Connect Four search grown eight
// moves deep, printed as JSON lines: painting a 1920×1080 frame offscreen at three zooms, and
// seeking with every panel attached. Not a timed test; run it on a quiet machine.
#include "core/games/connect4/Connect4Kind.h"
#include "core/games/tictactoe/TicTacToeKind.h"
#include "ui/editing/TreeSession.h"
#include "ui/playback/PlaybackController.h"
#include "ui/playback/RunModel.h"
#include "ui/scene/TreeItem.h"
#include "ui/scene/TreeView.h"
#include "ui/window/MainWindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QPainter>

#include <algorithm>
#include <cstdio>
#include <random>
#include <vector>

using namespace gtl;
using namespace gtl::ui;

namespace {

double msOf(QElapsedTimer& timer)
{
    return timer.nsecsElapsed() / 1e6;
}

/// The median of seven renders of the view into a 1920×1080 image, after one to warm the
/// glyph caches.
double paintFrame(TreeView& view)
{
    QImage image(1920, 1080, QImage::Format_ARGB32_Premultiplied);
    std::vector<double> times;
    for (int i = 0; i < 8; ++i) {
        QElapsedTimer timer;
        timer.start();
        QPainter painter(&image);
        view.render(&painter);
        painter.end();
        if (i > 0)
            times.push_back(msOf(timer));
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

/// Opens @p source searched with @p options (named @p bench in the output) and measures it.
void benchmark(MainWindow& window, const char* bench, const TreeSource& source, const SearchOptions& options)
{
    window.setSearchOptions(options);
    QElapsedTimer loadTimer;
    loadTimer.start();
    window.openSource(source);
    const double loadMs = msOf(loadTimer);
    PlaybackController& controller = window.controller();
    const RunModel& model = window.runModel();
    TreeView& view = window.view();
    controller.seek(model.stepCount() / 2);
    QApplication::processEvents();

    view.fitToView();
    const double fitMs = paintFrame(view);
    view.zoomIn();
    view.zoomIn();
    view.centerOn(view.treeItem().nodeCenter(model.replay().path().back()));
    const double zoomedInMs = paintFrame(view);
    view.fitToView();
    view.zoomOut();
    view.zoomOut();
    const double zoomedOutMs = paintFrame(view);
    view.fitToView();
    std::mt19937 random(4711);
    std::vector<double> seeks;
    for (int i = 0; i < 200; ++i) {
        const std::size_t step = random() % (model.stepCount() + 1);
        QElapsedTimer timer;
        timer.start();
        controller.seek(step);
        seeks.push_back(msOf(timer));
    }
    // A step with its layout change and the frame that shows it.
    std::vector<double> steps;
    for (int i = 0; i < 200; ++i) {
        QElapsedTimer timer;
        timer.start();
        i % 3 == 2 ? controller.stepBack() : controller.stepForward();
        QImage image(view.viewport()->size(), QImage::Format_ARGB32_Premultiplied);
        QPainter painter(&image);
        view.render(&painter);
        painter.end();
        steps.push_back(msOf(timer));
    }
    std::sort(seeks.begin(), seeks.end());
    std::sort(steps.begin(), steps.end());
    std::printf("{\"bench\": \"%s\", \"algorithm\": \"%s\", \"depth\": %u, \"nodes\": %u, \"steps\": %zu, "
                "\"tree_bytes_per_node\": %.1f, \"open_ms\": %.1f, \"frame_fit_ms\": %.2f, "
                "\"frame_zoomed_in_ms\": %.2f, \"frame_zoomed_out_ms\": %.2f, \"seek_median_ms\": %.3f, "
                "\"seek_worst_ms\": %.3f, \"step_and_frame_median_ms\": %.3f, \"step_and_frame_worst_ms\": %.3f, "
                "\"frame_budget_ms\": 16}\n",
        bench, std::string(algorithmName(options.algorithm)).c_str(), options.enhancements.depth, model.tree().size(),
        model.stepCount(), double(model.tree().memoryBytes()) / model.tree().size(), loadMs, fitMs, zoomedInMs,
        zoomedOutMs, seeks[seeks.size() / 2], seeks.back(), steps[steps.size() / 2], steps.back());
}

/// The resident memory of this process now, in megabytes.
double residentMb()
{
    QFile status("/proc/self/status");
    status.open(QIODevice::ReadOnly);
    for (const QByteArray& line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').first().toDouble() / 1024;
    }
    return 0;
}

/// The editing history's memory bound: the full tic-tac-toe tree reordered 100 times, then
/// every change undone.
void historyMemory(MainWindow& window)
{
    window.setSearchOptions({Algorithm::AlphaBeta, false});
    window.openSource(TreeSource::position(ticTacToeKind(), "........."));
    const double openedMb = residentMb();
    QElapsedTimer timer;
    timer.start();
    const MainWindow::Actions& actions = window.windowActions();
    for (int i = 0; i < 100; ++i)
        (i % 2 ? actions.worstFirst : actions.bestFirst)->trigger();
    const double reorderedMb = residentMb();
    for (int i = 0; i < 100; ++i)
        actions.undo->trigger();
    const TreeHistory& history = window.session().history();
    std::printf("{\"bench\": \"ui_history\", \"reorders\": 100, \"undos\": 100, \"opened_rss_mb\": %.0f, "
                "\"after_reorders_rss_mb\": %.0f, \"after_undos_rss_mb\": %.0f, \"history_mb\": %.0f, "
                "\"history_bound_mb\": %.0f, \"versions_kept\": %zu, \"ms\": %lld}\n",
        openedMb, reorderedMb, residentMb(), history.bytes() / 1048576.0, TreeHistory::kDefaultMaxBytes / 1048576.0,
        history.versions(), timer.elapsed());
}

} // namespace

int main(int argc, char* argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    MainWindow window(MainWindow::Settings::Ignore);
    window.resize(1920 + 640, 1080 + 160); // the view itself gets about 1920×1080
    window.show();
    QApplication::processEvents();
    window.view().resize(1920, 1080);
    for (Algorithm algorithm : {Algorithm::Minimax, Algorithm::AlphaBeta})
        benchmark(window, "ui_ttt", TreeSource::position(ticTacToeKind(), "........."), {algorithm, false});
    // A mid-game Connect Four position, the search grown eight moves deep as the engine would.
    benchmark(window, "ui_connect4_depth8", TreeSource::position(connect4Kind(), "4453443322"),
        {Algorithm::NegamaxAlphaBeta, false, {.depth = 8}});
    historyMemory(window);
    return 0;
}
