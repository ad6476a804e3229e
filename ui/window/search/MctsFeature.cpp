// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/search/MctsFeature.h"

#include "core/search/SearchFamilyEntry.h"
#include "ui/lessons/LessonCommands.h"
#include "ui/lessons/LessonSession.h"
#include "ui/mcts/ConvergencePanel.h"
#include "ui/playback/RunModel.h"
#include "ui/window/DockArea.h"
#include "ui/window/WindowActions.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>

namespace gtl::ui {

MctsFeature::MctsFeature(const WindowParts& parts)
    : QObject(&parts.window)
    , parts_(parts)
    , convergenceDock_(parts.docks.add(new ConvergencePanel(parts.model, &parts.window), tr("Convergence"),
          "convergenceDock", InProjector::FollowsContent))
{
    connect(&parts.model, &RunModel::runLoaded, this, &MctsFeature::showRun);
}

ConvergencePanel& MctsFeature::convergence() const
{
    return *qobject_cast<ConvergencePanel*>(convergenceDock_->widget());
}

void MctsFeature::followProjector()
{
    // After the projector's own handler, which restores the layout it found.
    connect(parts_.actions.projector, &QAction::toggled, this, &MctsFeature::showRun);
    connect(&parts_.lessons.lessons(), &LessonSession::changed, this, [this] {
        if (parts_.lessons.lessons().isActive() != inLesson_)
            showRun();
    });
}

void MctsFeature::showRun()
{
    // A projected lesson's caption and the charts would leave the tree a strip at 720p: the
    // caption keeps the place, and the charts wait under View → Panels.
    inLesson_ = parts_.lessons.lessons().isActive();
    const QAction* projector = parts_.actions.projector;
    const bool projected = projector && projector->isChecked();
    convergenceDock_->setVisible(
        !familyEntry(parts_.model.run().trace.options.algorithm).provesValues && !(projected && inLesson_));
}

} // namespace gtl::ui
