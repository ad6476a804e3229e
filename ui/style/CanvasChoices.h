// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/style/SceneStyle.h"

namespace gtl::ui {

/// How every tree canvas of the program is painted, the comparisons' as well as the window's:
/// the palette the user chose (View → Colour-Blind-Safe Palette, View → High Contrast) and the
/// size of its text (View → Tree Text Size), kept with the window's settings. Qt 6.4 reports
/// no contrast preference of the platform on Linux.
namespace CanvasChoices {
SceneStyle::Palette palette();
void setPalette(SceneStyle::Palette palette);
/// How much larger than designed the canvas's text is drawn: 1 for as designed.
qreal textScale();
void setTextScale(qreal scale);
/// The text scale that follows the desktop's text size: the canvas is designed for a desktop
/// font of up to 10 points, and grows with a larger one.
qreal desktopTextScale();
/// The style of a canvas in the chosen palette and text size, at projector mode's type and
/// lines or not.
SceneStyle style(bool projector);
} // namespace CanvasChoices

} // namespace gtl::ui
