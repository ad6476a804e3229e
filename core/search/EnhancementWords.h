// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/Message.h"
#include "core/search/Enhancements.h"

#include <vector>

namespace gtl {

class ChoiceNames;

/// What a search adds to its algorithm, one message an enhancement: "depth 3", "table of 16",
/// "killers", "limit 0.5 s or 1,000 positions". enhancementsName writes them in English, the
/// window in its language.
std::vector<Message> enhancementsWords(const Enhancements& enhancements, const ChoiceNames& choices);

/// "0.5 s", "1,000 positions" or both: the limits of a search.
Message limitMessage(const Enhancements& enhancements);

} // namespace gtl
