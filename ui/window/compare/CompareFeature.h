// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/content/Comparison.h"
#include "ui/window/WindowParts.h"

#include <QList>
#include <QObject>

#include <string>

namespace gtl::ui {

class CompareWindow;
class LabWindow;
class ProjectorFeature;

/// The windows beside the main one: the comparisons (several runs stepped side by side, the
/// first on Ctrl+M), which follow the tree on screen as it changes, and the lab table of the
/// enhanced searches on it. Opened from a projected window, a comparison is projected too.
class CompareFeature : public QObject {
    Q_OBJECT

public:
    CompareFeature(const WindowParts& parts, const ProjectorFeature& projector);

    /// The Compare menu's entries: each comparison, then the lab.
    const QList<QAction*>& comparisons() const { return comparisons_; }
    QAction& lab() { return *labEntry_; }
    /// Opens the comparison window on @p comparison, with the current tree and search, and
    /// waits until its runs are searched (for the command line and tests; the menu does not).
    CompareWindow& compare(Comparison comparison);
    /// Opens the lab on the tree on screen and waits until its table is filled.
    LabWindow& openLab();
    /// Repaints an open comparison in the program's palette and text size, which changed.
    void followCanvasLook();

private:
    /// Opens the comparison window, its runs searched off the window's thread.
    CompareWindow& openComparison(Comparison comparison);
    /// Opens the lab, its configurations run off the window's thread.
    LabWindow& startLab();
    void makeEntries();
    /// The tree's title in the window's language, for the comparison's runs.
    std::string treeTitle() const;

    WindowParts parts_;
    const ProjectorFeature& projector_;
    QList<QAction*> comparisons_;
    QAction* labEntry_ = nullptr;
    CompareWindow* compare_ = nullptr;
    LabWindow* lab_ = nullptr;
};

} // namespace gtl::ui
