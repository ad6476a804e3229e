// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/SearchFamilyEntry.h"

namespace gtl {

/// Max^n: each node's value is a score per player, the mover taking its own highest (MaxnSearch).
extern const SearchFamilyEntry kMaxnFamily;

} // namespace gtl
