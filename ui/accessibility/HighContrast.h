// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPalette>

namespace gtl::ui {

/// The widgets' palette in high contrast: black on white, a dark blue selection with white
/// text, frames in black, disabled text still 7:1. Light, as a projected room needs, and
/// matching the canvas's high-contrast palette.
QPalette highContrastPalette();

/// Gives every window high contrast, or the palette the program had before it first did.
void useHighContrast(bool on);

} // namespace gtl::ui
