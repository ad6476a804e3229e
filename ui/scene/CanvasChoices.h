// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/scene/SceneStyle.h"

namespace gtl::ui {

/// How every tree canvas of the program is painted, the comparisons' as well as the window's:
/// the palette the user chose (View → Colour-Blind-Safe Palette, View → High Contrast), kept
/// with the window's settings. Qt 6.4 reports no contrast preference of the platform on Linux.
namespace CanvasChoices {
SceneStyle::Palette palette();
void setPalette(SceneStyle::Palette palette);
/// The style of a canvas in the chosen palette, at projector mode's type and lines or not.
SceneStyle style(bool projector);
} // namespace CanvasChoices

} // namespace gtl::ui
