// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/SearchFamilyEntry.h"

namespace gtl {

/// Monte Carlo tree search (MctsSearch): it samples the tree it grows, and its stops are its
/// iterations.
extern const SearchFamilyEntry kMctsFamily;

} // namespace gtl
