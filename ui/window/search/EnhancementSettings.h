// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/Enhancements.h"

class QSettings;

namespace gtl::ui {

/// The search's enhancements as remembered between sessions, under "run/…".
namespace EnhancementSettings {
Enhancements read(const QSettings& settings);
void write(QSettings& settings, const Enhancements& enhancements);
} // namespace EnhancementSettings

} // namespace gtl::ui
