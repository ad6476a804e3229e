// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/Algorithm.h"
#include "core/teaching/PseudocodeListing.h"

namespace gtl {

/// Max^n's listing, with Korf's shallow pruning.
namespace MaxnPseudocode {
Pseudocode::Listing listing(const SearchOptions& options);
} // namespace MaxnPseudocode

} // namespace gtl
