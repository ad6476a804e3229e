// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QFont>
#include <QList>
#include <QPointer>
#include <QSize>

#include <utility>
#include <vector>

class QDockWidget;
class QMainWindow;
class QWidget;

namespace gtl::ui {

/// Larger type, fewer panels and the full screen for a classroom projector, and exactly the
/// window it found when it is turned off again: full screen, maximized or neither, the fonts
/// each widget had and the docks' layout and sizes. Docks shown for what is on screen (a
/// lesson's bar, practice, the enhanced searches' panels) keep what happened meanwhile.
class ProjectorMode {
public:
    /// Type grows by this factor.
    static constexpr qreal kScale = 1.4;

    /// @p window is the window to enlarge; @p setAside the docks that make room for the tree;
    /// @p followContent the docks that are shown or hidden by what is on screen, not by the layout.
    ProjectorMode(QMainWindow& window, QList<QDockWidget*> setAside, QList<QDockWidget*> followContent = {});

    bool isOn() const { return on_; }
    /// Turns the mode on or off; on, the window fills the screen unless @p fullScreen is false
    /// (for screenshots).
    void setOn(bool on, bool fullScreen = true);

private:
    void enlargeFonts();
    void restoreFonts();
    void restoreDockSizes();
    void restoreLayout();

    QMainWindow& window_;
    QList<QDockWidget*> setAside_;
    QList<QDockWidget*> followContent_;
    bool on_ = false;
    Qt::WindowStates windowState_;
    /// What turning the mode on changed, to be given back.
    std::vector<std::pair<QPointer<QWidget>, QFont>> ownFonts_;
    QByteArray dockLayout_;
    std::vector<std::pair<QPointer<QDockWidget>, QSize>> dockSizes_;
};

} // namespace gtl::ui
