// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/window/WindowParts.h"

#include <QList>
#include <QObject>

class QDockWidget;

namespace gtl::ui {

class LessonBar;

/// Lessons in the window: the built-in lessons to open, the stops (a presenter remote's Page
/// Up and Page Down), the tree's own notes, the handout, and the lesson bar under the tree,
/// which comes up when a lesson or the first note appears and goes when it ends.
class LessonsFeature : public QObject {
    Q_OBJECT

public:
    explicit LessonsFeature(const WindowParts& parts);

    /// One action per built-in lesson, opening it.
    const QList<QAction*>& builtInLessons() const { return builtIn_; }

private:
    void makeActions();
    void makeBuiltInLessons();
    void showLessonState();
    /// Gives the docked lesson bar the height its captions need, and the tree the rest.
    void fitBar();

protected:
    /// The main window resized (full screen, projector mode): the bar is fitted again.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    WindowParts parts_;
    QList<QAction*> builtIn_;
    QDockWidget* dock_ = nullptr;
    LessonBar* bar_ = nullptr;
    bool wasActive_ = false;
};

} // namespace gtl::ui
