// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/SearchFamilyEntry.h"

namespace gtl {

/// Minimax, alpha-beta and their negamax forms, with every enhancement: GameSearch over the
/// game or the tree as written, recorded by TraceRecorder.
extern const SearchFamilyEntry kMinimaxFamily;

} // namespace gtl
