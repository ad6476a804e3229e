// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/window/WindowParts.h"

#include <QObject>

class QDockWidget;

namespace gtl::ui {

class ConvergencePanel;

/// Monte Carlo tree search in the window: the Convergence panel, shown while the run on screen
/// is one, under the tree where a chart over the iterations has its width, in projector mode
/// too; set aside while a projected lesson's caption takes that place.
class MctsFeature : public QObject {
    Q_OBJECT

public:
    explicit MctsFeature(const WindowParts& parts);

    ConvergencePanel& convergence() const;
    /// Shows the panel or sets it aside as projector mode is turned on or off and lessons begin
    /// and end: call once the projector's action exists.
    void followProjector();

private:
    void showRun();

    WindowParts parts_;
    QDockWidget* convergenceDock_;
    bool inLesson_ = false;
};

} // namespace gtl::ui
