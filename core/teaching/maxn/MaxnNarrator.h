// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/Message.h"
#include "core/search/Replay.h"

namespace gtl {

/// Narrates max^n: whose turn each node is, which scores its player takes and why, and when
/// shallow pruning cuts a node because the player above can gain nothing there.
namespace MaxnNarrator {
Message message(const Replay& replay);
/// "player 2", for the player in @p seat (from 0).
Message playerMessage(std::uint32_t seat);
} // namespace MaxnNarrator

} // namespace gtl
