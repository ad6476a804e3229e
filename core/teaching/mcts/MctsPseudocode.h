// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/Algorithm.h"
#include "core/teaching/PseudocodeListing.h"

namespace gtl::MctsPseudocode {

/// Monte Carlo tree search's four phases and its answer.
Pseudocode::Listing listing(const SearchOptions& options);

} // namespace gtl::MctsPseudocode
