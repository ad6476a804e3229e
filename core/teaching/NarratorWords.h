// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/Message.h"
#include "core/tree/Value.h"

#include <cstdint>
#include <string>
#include <vector>

namespace gtl {

/// The pieces the narrators build their messages from, all in the context "Narrator".
namespace NarratorWords {
/// A template of the context "Narrator", marked by the caller with QT_TRANSLATE_NOOP.
Message say(const char* text);
/// A value as the narration writes it: "−∞", "3".
std::string v(Value value);
/// "1 node", "12 nodes".
Message nodesCounted(std::uint64_t count);
/// "1 move", "3 moves".
Message movesCounted(std::uint64_t count);
/// @p items as "A, B and C".
Message listed(const std::vector<Message>& items);
} // namespace NarratorWords

} // namespace gtl
