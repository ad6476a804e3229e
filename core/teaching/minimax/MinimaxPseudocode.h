// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/Algorithm.h"
#include "core/teaching/PseudocodeListing.h"

namespace gtl::MinimaxPseudocode {

/// Minimax, alpha-beta, their negamax forms, or the negamax listing with only the lines the
/// enhancements use.
Pseudocode::Listing listing(const SearchOptions& options);
/// One mover's half of the alpha-beta listing: MAX raises α, MIN lowers β. Star1 searches its
/// decision nodes so.
void addAlphaBetaHalf(std::vector<Pseudocode::Line>& lines, Pseudocode::Side side, bool failHard);

} // namespace gtl::MinimaxPseudocode
