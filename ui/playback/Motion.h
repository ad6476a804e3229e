// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace gtl::ui {

/// Whether a step changes the tree at once instead of in an animation: for those whom motion on
/// screen distracts or makes unwell (WCAG 2.3.3). One setting for every view of a run in the
/// program, the comparisons' as well as the window's. Qt 6.4 reports no platform setting for
/// it, so it is the user's choice (View → Reduce Motion), kept with the window's settings.
namespace Motion {
bool isReduced();
void setReduced(bool reduced);
} // namespace Motion

} // namespace gtl::ui
