// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/games/GamePainter.h"

#include <QIcon>

#include <cstdint>

namespace gtl::ui {

/// A small picture of @p position drawn by @p painter in @p style's colours, for lists and
/// tables.
QIcon gameIcon(const GamePainter& painter, std::uint64_t position, const SceneStyle& style, int side = 36);

} // namespace gtl::ui
