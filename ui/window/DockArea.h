// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <map>
#include <vector>

class QDockWidget;
class QMainWindow;
class QMenu;
class QWidget;

namespace gtl::ui {

/// What projector mode does with a panel.
enum class InProjector {
    Stays, ///< the run's own panels: the narration, the pseudocode, the counters
    SetAside, ///< hidden while projected and back after: the panels for working on a tree
    /// Shown while what it shows is on screen (a lesson, a game, an enhanced search), its
    /// choice kept across the mode
    FollowsContent,
};

/// The window's panels: each feature hands in the widgets it docks, and the window's default
/// layout places them all at once, in one order, so that no feature need know where the
/// others' panels stand. View → Panels lists them in that order.
class DockArea {
    Q_DECLARE_TR_FUNCTIONS(DockArea)

public:
    explicit DockArea(QMainWindow& window);

    /// A dock around @p widget, placed by arrange(). @p name is the key saveState() files the
    /// dock's place under; it must be one of the layout's. @p inProjector says what projector
    /// mode does with it.
    QDockWidget* add(
        QWidget* widget, const QString& title, const char* name, InProjector inProjector = InProjector::Stays);
    /// The docks added with @p inProjector, in the layout's order once arranged.
    QList<QDockWidget*> docks(InProjector inProjector) const;
    /// Places every dock added so far by the default layout; the hidden ones wait for what
    /// they show.
    void arrange();
    /// The dock filed under @p name, or nullptr.
    QDockWidget* dock(const char* name) const;
    QMenu& panelsMenu() { return *panelsMenu_; }
    /// Gives the side panels their share of a window @p width wide that shows with no saved
    /// layout: the tree keeps more than half, however small the screen.
    void shareWidth(int width);

private:
    QMainWindow& window_;
    QMenu* panelsMenu_;
    std::vector<QDockWidget*> added_;
    std::map<const QDockWidget*, InProjector> inProjector_;
};

} // namespace gtl::ui
