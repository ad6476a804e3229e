// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/teaching/Lesson.h"

#include <QObject>
#include <QString>

#include <optional>
#include <vector>

namespace gtl::ui {

class RunModel;
class TreeSession;

/// The lesson on screen and where the cursor stands in it. A lesson is either a built-in
/// tour (its preset, its search and its stops) or the tree's own notes; its captions are
/// filled in from the run at each stop. A model without widgets: the lesson bar shows it,
/// the window's presenter keys drive it.
class LessonSession : public QObject {
    Q_OBJECT

public:
    LessonSession(const RunModel& model, const TreeSession& session, QObject* parent = nullptr);

    /// Shows @p lesson, whose stops lie in the run on screen (a built-in lesson, or a lesson
    /// file's notes opened with their search). It stays until the tree or search changes.
    void setBuiltIn(Lesson lesson);
    void closeBuiltIn();
    bool isBuiltIn() const { return builtIn_.has_value(); }
    /// Whether there is a lesson to follow: a built-in one, or notes on the tree.
    bool isActive() const { return !lesson_.stops.empty(); }
    const Lesson& lesson() const { return lesson_; }

    /// The stop whose caption applies at the cursor: the last at or before it.
    std::optional<std::size_t> currentStop() const;
    /// The caption of currentStop(), its figures filled in, or "".
    QString caption() const;
    /// Where the cursor is: "Stop 2 of 5 (step 36)", "After stop 2 of 5 (step 36): now at
    /// step 40", or "Before the first stop (step 12)".
    QString position() const;
    /// Where the cursor is, then the lesson's title: what the lesson panel is headed with.
    QString heading() const;
    /// Notes written for another search than the one on screen: their steps may mean
    /// something else. Says which search they were written for, or "".
    QString settingWarning() const;
    /// The nodes the current stop points at.
    std::vector<NodeId> highlighted() const;
    /// The step of the next (previous) stop from the cursor, or nothing.
    std::optional<std::size_t> nextStopStep() const;
    std::optional<std::size_t> previousStopStep() const;
    /// The first stop after @p from and no later than @p to: where playing halts.
    std::optional<std::size_t> stopWithin(std::size_t from, std::size_t to) const;
    /// The index of the tree's note at the cursor's step, if any (notes only).
    std::optional<std::size_t> noteAtCursor() const;
    /// Every stop's caption, its figures filled in.
    const std::vector<QString>& captions() const { return captions_; }

signals:
    void changed();

private:
    void rebuild();

    const RunModel& model_;
    const TreeSession& session_;
    std::optional<Lesson> builtIn_;
    Lesson lesson_;
    std::vector<QString> captions_; ///< per stop, filled in
};

} // namespace gtl::ui
