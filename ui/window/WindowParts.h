// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QAction;
class QKeySequence;
class QMainWindow;

namespace gtl::ui {

class DockArea;
class LessonCommands;
class PlaybackController;
class PracticeSession;
class RunModel;
class TreeEditDialogs;
class TreeFiles;
class TreeSession;
class TreeView;
struct WindowActions;

/// What the window's features share: the window, the run on screen and the sessions that
/// change it, the window's actions and its dock area. Each feature is given these, makes its
/// own actions, tool bars and panels on them and keeps its policy to itself.
struct WindowParts {
    QMainWindow& window;
    RunModel& model;
    PlaybackController& controller;
    TreeView& view;
    TreeSession& session;
    TreeFiles& files;
    PracticeSession& practice;
    LessonCommands& lessons;
    TreeEditDialogs& edits;
    WindowActions& actions;
    DockArea& docks;

    /// An action of the window: its key works with menus and tool bars hidden, and its tool
    /// tip names the key.
    QAction* action(const QString& text, const QKeySequence& key, const QString& tip) const;
    QAction* toggle(const QString& text, const QKeySequence& key, const QString& tip) const;
    /// Says @p message in the status bar for @p ms milliseconds.
    void tell(const QString& message, int ms) const;
    /// Says what went wrong in the status bar and, while the window is up, in a message box.
    void showFailure(const QString& title, const QString& message) const;
    /// Gives the keyboard to the tree canvas, where every playback key steps.
    void giveKeysToPlayback() const;
};

} // namespace gtl::ui
