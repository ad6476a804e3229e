// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/content/TreeSource.h"
#include "core/search/Algorithm.h"
#include "ui/lessons/LessonSession.h"

#include <QObject>

#include <functional>

class QWidget;

namespace gtl::ui {

class PlaybackController;
class RunModel;
class TreeSession;
class TreeView;

/// What the lesson commands do: open a built-in lesson, move between its stops (the presenter
/// remote's Page Up and Page Down), play to the next stop, blank the tree, add, edit and
/// remove the tree's notes, and write a handout.
class LessonCommands : public QObject {
    Q_OBJECT

public:
    /// Opens @p source with @p options on screen; false if it could not be opened.
    using OpenRun = std::function<bool(const TreeSource& source, SearchOptions options)>;

    LessonCommands(RunModel& model, PlaybackController& controller, TreeSession& session, TreeView& view,
        QWidget& parent, OpenRun openRun);

    LessonSession& lessons() { return lessons_; }
    const LessonSession& lessons() const { return lessons_; }
    /// Why the last command failed.
    const QString& lastError() const { return lastError_; }

    /// Opens the built-in lesson @p name on its preset and search, at step 0.
    bool openBuiltIn(const QString& name);
    /// Opens the tree file @p path with the search its notes were written for.
    bool openNotesFile(const QString& path);
    /// The next (previous) stop, or one step when there is no lesson.
    void nextStop();
    void previousStop();
    /// Plays; playing halts at every stop while a lesson is open.
    void playToNextStop();
    void askNewNote();
    void askNoteEdit();
    void removeNoteHere();
    /// Asks where, then writes the handout.
    void askHandout();
    /// Writes the handout of the lesson on screen into @p path; "" or what went wrong.
    QString writeHandout(const QString& path) const;

    /// The speed a lesson is played at when it opens.
    static constexpr double kLessonSpeed = 1;

private:
    bool fail(const QString& message);
    /// A lesson opened: paused at step 0 at the lesson's speed.
    void startAtTheBeginning();

    RunModel& model_;
    PlaybackController& controller_;
    TreeSession& session_;
    TreeView& view_;
    QWidget& parent_;
    OpenRun openRun_;
    LessonSession lessons_;
    QString lastError_;
};

} // namespace gtl::ui
