// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/TickStep.h"

#include <algorithm>
#include <cmath>

namespace gtl::ui {

double tickStep(double maximum, int ticks)
{
    const double raw = std::max(1.0, maximum / ticks);
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    for (const double factor : {1.0, 2.0, 5.0}) {
        if (factor * power >= raw)
            return factor * power;
    }
    return 10 * power;
}

} // namespace gtl::ui
