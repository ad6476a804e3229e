// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/Message.h"
#include "core/search/Algorithm.h"

#include <vector>

namespace gtl::MctsSettingsWords {

/// "C = 2", "1,000 iterations": Monte Carlo tree search's own settings, to follow its name.
std::vector<Message> words(const SearchOptions& options);

} // namespace gtl::MctsSettingsWords
