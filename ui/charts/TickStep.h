// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace gtl::ui {

/// A round step between the ticks of an axis from 0 to @p maximum, about @p ticks of them:
/// 1, 2 or 5 times a power of ten, at least 1.
double tickStep(double maximum, int ticks);

} // namespace gtl::ui
