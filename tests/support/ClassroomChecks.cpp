// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/support/ClassroomChecks.h"

#include "core/teaching/BuiltInLessons.h"
#include "core/teaching/Lesson.h"
#include "tests/support/SceneChecks.h"
#include "ui/lessons/LessonCommands.h"
#include "ui/lessons/LessonSession.h"
#include "ui/playback/PlaybackController.h"
#include "ui/playback/RunModel.h"
#include "ui/scene/TreeItem.h"
#include "ui/scene/TreeView.h"
#include "ui/scene/ValueText.h"
#include "ui/window/MainWindow.h"
#include "ui/window/WindowActions.h"

#include <QApplication>
#include <QDockWidget>
#include <QScrollArea>
#include <QtTest>

#include <numeric>
#include <random>

namespace gtl::ui::test {
namespace {

/// The steps a scene is checked at: every cut-off (the first ten of large trees) and random
/// steps, or every step of a small tree.
std::vector<std::size_t> classroomSteps(const RunModel& model)
{
    std::vector<std::size_t> steps(model.run().cutoffSteps.begin(),
        model.run().cutoffSteps.begin() + std::min<std::size_t>(10, model.run().cutoffSteps.size()));
    std::mt19937 random(7);
    for (int i = 0; i < 6; ++i)
        steps.push_back(random() % (model.stepCount() + 1));
    if (model.stepCount() <= 120) { // a textbook figure: every step
        steps.resize(model.stepCount() + 1);
        std::iota(steps.begin(), steps.end(), std::size_t(0));
    }
    return steps;
}

} // namespace

void checkAtClassroomSizes(MainWindow& window, const SceneRule& more)
{
    const std::vector<std::size_t> steps = classroomSteps(window.runModel());
    for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
        for (const bool projector : {false, true}) {
            window.setProjectorMode(projector, false);
            window.resize(size);
            window.show();
            QApplication::processEvents();
            window.view().fitToView();
            const int floor = window.view().treeItem().style().minTextPx;
            for (std::size_t step : steps) {
                window.controller().seek(step);
                const QJsonObject scene = window.view().paintedScene();
                QString problem = legibilityProblem(scene, window.view(), floor);
                if (problem.isEmpty() && more)
                    problem = more(scene, size, projector);
                QVERIFY2(problem.isEmpty(),
                    qPrintable(QStringLiteral("%1×%2%3, step %4: %5")
                                   .arg(size.width())
                                   .arg(size.height())
                                   .arg(projector ? " projector" : "")
                                   .arg(step)
                                   .arg(problem)));
            }
        }
    }
}

QString lessonCaptionProblem(MainWindow& window)
{
    window.resize(1280, 720);
    window.show();
    window.setProjectorMode(true, false);
    LessonCommands& commands = window.lessons();
    auto* dock = window.findChild<QDockWidget*>("lessonDock");
    for (const BuiltInLessons::Entry& entry : BuiltInLessons::list()) {
        const QString name = qtText(entry.name);
        if (!commands.openBuiltIn(name) || !dock || !dock->isVisible())
            return name + ": does not open in its panel";
        for (std::size_t stop = 0; stop < commands.lessons().lesson().stops.size(); ++stop) {
            QApplication::processEvents();
            for (QScrollArea* area : dock->findChildren<QScrollArea*>()) {
                const QWidget* caption = area->widget();
                if (caption->height() < caption->heightForWidth(caption->width())
                    || caption->width() > area->viewport()->width())
                    return QStringLiteral("%1, stop %2: the caption is cut short (%3 px tall of %4, %5 px wide in %6)")
                        .arg(name)
                        .arg(stop + 1)
                        .arg(caption->height())
                        .arg(caption->heightForWidth(caption->width()))
                        .arg(caption->width())
                        .arg(area->viewport()->width());
            }
            window.windowActions().nextStop->trigger();
        }
    }
    window.setProjectorMode(false, false);
    return {};
}

} // namespace gtl::ui::test
