// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/content/Content.h"

namespace gtl {

/// Sticks for three players: five left, A to move, a kingmaker in a real game.
const Content& sticksContent();

} // namespace gtl
