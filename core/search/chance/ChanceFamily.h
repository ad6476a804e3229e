// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/SearchFamilyEntry.h"

namespace gtl {

/// Expectiminimax and Star1: GameSearch over a game of dice or a tree with chance nodes, whose
/// values are expectations on the scale GameChanceScale works out.
extern const SearchFamilyEntry kChanceFamily;

} // namespace gtl
