// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/Message.h"
#include "core/search/Replay.h"

namespace gtl {

/// Narrates the steps of minimax, alpha-beta and their negamax forms with every enhancement:
/// which bound changed and why, why a cut-off is safe, what the table and the iterations did.
namespace MinimaxNarrator {
Message message(const Replay& replay);
} // namespace MinimaxNarrator

} // namespace gtl
