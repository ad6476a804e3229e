// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/playback/PlaybackToolBar.h"

#include <QCoreApplication>
#include <QList>

class QAction;
class QMenu;
class QMenuBar;

namespace gtl::ui {

struct WindowActions;

/// The menu bar, laid out in one place from the actions the features made: File, Edit,
/// Playback, Enhancements, View, Lessons, Game, Compare and Help, each with its own mnemonic.
class WindowMenus {
    Q_DECLARE_TR_FUNCTIONS(WindowMenus)

public:
    /// What the features add besides the window's actions: submenus and lists of entries.
    struct Entries {
        QMenu* recentFiles;
        QMenu* enhancements;
        QMenu* game;
        QMenu* panels;
        QList<QAction*> builtInLessons;
        QList<QAction*> comparisons;
        QAction* lab;
        QAction* about;
        QMenu* language;
    };

    static void build(
        QMenuBar& bar, const WindowActions& actions, const PlaybackToolBar::Actions& playback, const Entries& entries);
};

} // namespace gtl::ui
