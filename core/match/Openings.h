// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/Result.h"
#include "core/games/GameKind.h"

#include <cstdint>
#include <string>
#include <vector>

namespace gtl {

/// The positions a match starts its pairs of games from.
namespace Openings {
/// @p count positions after @p plies random moves from @p start, none of them over: the
/// same seed gives the same openings, each drawn from a generator of its own. Refused when
/// the game rarely lasts so long.
Result<std::vector<Position>> random(
    const GameKind& game, Position start, std::uint32_t plies, std::uint64_t seed, std::size_t count);
/// The positions of @p lines, one a line as the game's option takes it (blank lines and lines
/// starting with # skipped). A position that is not one, or where the game is over, is refused
/// with its line's number.
Result<std::vector<Position>> read(const GameKind& game, const std::vector<std::string>& lines);
} // namespace Openings

} // namespace gtl
