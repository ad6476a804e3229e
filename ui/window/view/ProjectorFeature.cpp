// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/view/ProjectorFeature.h"

#include "ui/scene/TreeView.h"
#include "ui/style/CanvasChoices.h"
#include "ui/window/DockArea.h"
#include "ui/window/WindowActions.h"
#include "ui/window/lessons/BlankScreen.h"

#include <QAction>
#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>

namespace gtl::ui {

ProjectorFeature::ProjectorFeature(const WindowParts& parts)
    : QObject(&parts.window)
    , parts_(parts)
    , mode_(parts.window, parts.docks.docks(InProjector::SetAside), parts.docks.docks(InProjector::FollowsContent))
{
    WindowActions& a = parts.actions;
    a.blank = parts.toggle(
        tr("Blank the Screen"), Qt::Key_B, tr("Hide the whole window behind a dark screen, and show it again"));
    // Presenter remotes send B or "." for a black screen.
    a.blank->setShortcuts({Qt::Key_B, Qt::Key_Period});
    a.fullScreen = parts.toggle(tr("Full Screen"), Qt::Key_F11, tr("Fill the screen"));
    a.projector = parts.toggle(tr("Projector Mode"), Qt::Key_F10,
        tr("Full screen, larger type and stronger contrast for a classroom projector"));
    makeBlankScreens();
    QMainWindow* window = &parts.window;
    connect(a.fullScreen, &QAction::toggled, this, [window](bool on) {
        window->setWindowState(
            on ? window->windowState() | Qt::WindowFullScreen : window->windowState() & ~Qt::WindowFullScreen);
    });
    connect(a.projector, &QAction::toggled, this, [this](bool on) { setOn(on); });
    window->installEventFilter(this);
}

void ProjectorFeature::makeBlankScreens()
{
    // Each panel has a dark screen of its own for when it floats outside the window.
    QList<BlankScreen*> blankScreens{new BlankScreen(parts_.window)};
    for (QDockWidget* dock : parts_.window.findChildren<QDockWidget*>())
        blankScreens.append(new BlankScreen(*dock));
    connect(parts_.actions.blank, &QAction::toggled, this, [blankScreens](bool on) {
        for (BlankScreen* blankScreen : blankScreens) {
            blankScreen->setVisible(on);
            blankScreen->raise();
        }
    });
}

void ProjectorFeature::setOn(bool on, bool fullScreen)
{
    if (on == mode_.isOn())
        return;
    mode_.setOn(on, fullScreen);
    applyStyle();
    parts_.actions.projector->setChecked(on);
    parts_.view.fitToView();
    parts_.giveKeysToPlayback();
}

void ProjectorFeature::applyStyle()
{
    parts_.view.setSceneStyle(CanvasChoices::style(mode_.isOn()));
}

bool ProjectorFeature::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == &parts_.window && event->type() == QEvent::WindowStateChange) {
        const QSignalBlocker quiet(parts_.actions.fullScreen);
        parts_.actions.fullScreen->setChecked(parts_.window.isFullScreen());
    }
    return QObject::eventFilter(watched, event);
}

} // namespace gtl::ui
