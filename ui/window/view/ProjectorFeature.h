// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/widgets/ProjectorMode.h"
#include "ui/window/WindowParts.h"

#include <QObject>

namespace gtl::ui {

/// The window in front of a class: full screen (F11), projector mode (F10) and blanking the
/// screen (B), each panel floating outside the window included. Made once every panel is
/// docked.
class ProjectorFeature : public QObject {
    Q_OBJECT

public:
    explicit ProjectorFeature(const WindowParts& parts);

    bool isOn() const { return mode_.isOn(); }
    /// Larger type, stronger lines and fewer panels; full screen unless @p fullScreen is false
    /// (for screenshots).
    void setOn(bool on, bool fullScreen = true);
    /// Paints the canvas in the program's palette and text size (CanvasChoices) at the mode's type and lines.
    void applyStyle();

protected:
    /// Projector mode and the window manager change the window's state too: the Full Screen
    /// action says what the window is, so that F11 always does what it says.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void makeBlankScreens();

    WindowParts parts_;
    ProjectorMode mode_;
};

} // namespace gtl::ui
