// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

namespace gtl::ui {

class ProjectorFeature;
struct WindowParts;

/// View → how the program looks for those who need it otherwise: the colour-blind-safe
/// palette, high contrast (black on white for the canvas and every window, heavier lines), the
/// size of the tree's text (the desktop's, or up to twice as large) and reduced motion. Each is
/// one choice for the window and every comparison.
class AppearanceFeature : public QObject {
    Q_OBJECT

public:
    AppearanceFeature(const WindowParts& parts, ProjectorFeature& projector);

signals:
    /// The canvas's palette or text size changed: the comparisons follow it.
    void canvasLookChanged();

private:
    void makeTextSizes();
    void applyPalette();
    /// Draws the tree's text at @p percent of its size, 0 for the desktop's.
    void applyTextSize(int percent);

    const WindowParts& parts_;
    ProjectorFeature& projector_;
};

} // namespace gtl::ui
