// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/MoveVerdict.h"

#include <QString>

namespace gtl::ui {

/// "win\nin 3", "draw", "loss\nin 2": the note drawn on a move.
QString verdictNote(const MoveVerdict& verdict);
/// "W\n3", "D", "L\n2": the note where the long one does not fit (a column).
QString verdictShortNote(const MoveVerdict& verdict);

} // namespace gtl::ui
