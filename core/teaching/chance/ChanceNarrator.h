// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/Message.h"
#include "core/search/Replay.h"

#include <string>

namespace gtl {

/// Narrates the steps of expectiminimax and Star1, whose chance nodes average their outcomes:
/// the sum as it grows, Star1's interval and the bound that decides a cut.
namespace ChanceNarrator {
std::string describe(const Replay& replay);
Message message(const Replay& replay);
} // namespace ChanceNarrator

} // namespace gtl
