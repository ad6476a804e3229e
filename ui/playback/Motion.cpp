// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/playback/Motion.h"

#include <atomic>

namespace gtl::ui {
namespace {

std::atomic<bool> reducedMotion{false};

} // namespace

bool Motion::isReduced()
{
    return reducedMotion;
}

void Motion::setReduced(bool reduced)
{
    reducedMotion = reduced;
}

} // namespace gtl::ui
