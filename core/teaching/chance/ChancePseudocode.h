// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/Algorithm.h"
#include "core/teaching/PseudocodeListing.h"

namespace gtl::ChancePseudocode {

/// Expectiminimax's listing, or Star1's with its bounds on the leaves; with a horizon's line
/// when a game of dice is searched to a depth.
Pseudocode::Listing listing(const SearchOptions& options);

} // namespace gtl::ChancePseudocode
