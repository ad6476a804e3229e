// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <vector>

class QDockWidget;
class QMainWindow;
class QMenu;
class QWidget;

namespace gtl::ui {

/// The window's panels: each feature hands in the widgets it docks, and the window's default
/// layout places them all at once, in one order, so that no feature need know where the
/// others' panels stand. View → Panels lists them in that order.
class DockArea {
    Q_DECLARE_TR_FUNCTIONS(DockArea)

public:
    explicit DockArea(QMainWindow& window);

    /// A dock around @p widget, placed by arrange(). @p name is the key saveState() files the
    /// dock's place under; it must be one of the layout's.
    QDockWidget* add(QWidget* widget, const QString& title, const char* name);
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
};

} // namespace gtl::ui
