// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/playback/PracticeFeature.h"

#include "ui/playback/PlaybackController.h"
#include "ui/practice/PracticePanel.h"
#include "ui/practice/PracticeSession.h"
#include "ui/scene/TreeItem.h"
#include "ui/scene/TreeView.h"
#include "ui/window/DockArea.h"
#include "ui/window/WindowActions.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>

namespace gtl::ui {

PracticeFeature::PracticeFeature(const WindowParts& parts)
    : QObject(&parts.window)
    , parts_(parts)
    , panel_(new PracticePanel(parts.practice, &parts.window))
    , dock_(parts.docks.add(panel_, tr("Practice"), "practiceDock", InProjector::FollowsContent))
{
    makeAction();
    PracticeSession* practice = &parts.practice;
    TreeView* view = &parts.view;
    connect(practice, &PracticeSession::answeredQuestion, view, [view] { view->setFocus(); });
    connect(view, &TreeView::nodeClicked, practice, &PracticeSession::toggleMark);
    connect(practice, &PracticeSession::changed, view,
        [view, practice] { view->treeItem().setMarks(TreeMarks::Layer::Practice, practice->treeMarks()); });
}

void PracticeFeature::makeAction()
{
    QAction* action = dock_->toggleViewAction();
    parts_.actions.practice = action;
    action->setText(tr("Practice Mode"));
    action->setShortcut(Qt::Key_Q);
    action->setToolTip(tr("Answer before the search does: it stops before each decision and asks you (Q)"));
    action->setStatusTip(action->toolTip());
    parts_.window.addAction(action);
    connect(action, &QAction::toggled, this, [this](bool on) {
        parts_.giveKeysToPlayback(); // before practice starts: its first question may take them
        parts_.practice.setActive(on);
        // Where the next cut-off is (or whether there is one) is the answer.
        parts_.controller.setCutoffJumpsEnabled(!on);
    });
}

} // namespace gtl::ui
