// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/Message.h"
#include "core/search/Replay.h"

namespace gtl {

/// Narrates the steps of the transposition table and of move ordering: a probe and what its
/// entry tells, a store and what it replaces, the order a node tries its moves in.
namespace TableNarration {
Message probed(const Replay& replay, const Event& probe);
Message stored(const Replay& replay, const Event& store);
Message ordered(const Replay& replay, const Event& order);
} // namespace TableNarration

} // namespace gtl
