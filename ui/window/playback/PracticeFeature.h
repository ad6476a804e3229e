// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/window/WindowParts.h"

#include <QObject>

class QDockWidget;

namespace gtl::ui {

class PracticePanel;

/// Practice in the window, a mode as much as a panel: showing the Practice panel (Q) starts
/// it and closing it stops it. While it runs the cut-off jumps are off (where the next cut-off
/// is would be the answer), a click on a leaf marks it, and the marks and the node asked
/// about are drawn on the tree.
class PracticeFeature : public QObject {
    Q_OBJECT

public:
    explicit PracticeFeature(const WindowParts& parts);

    PracticePanel& panel() { return *panel_; }

private:
    void makeAction();

    WindowParts parts_;
    PracticePanel* panel_;
    QDockWidget* dock_;
};

} // namespace gtl::ui
