// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace gtl::ui {

/// The names without the words they all share at their start or end, where words are split at
/// " · " and ", " ("Mixed order · Alpha-beta, fail-soft" and "Best move first · Alpha-beta,
/// fail-soft" become "Mixed order" and "Best move first"): what tells them apart, where the
/// whole names stand nearby. The names as given when fewer than two, or when one would be left
/// with nothing.
QStringList distinctNames(const QStringList& names);

} // namespace gtl::ui
