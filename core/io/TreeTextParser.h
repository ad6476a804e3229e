// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/Result.h"
#include "core/tree/GameTree.h"

#include <optional>
#include <string_view>

namespace gtl {

/// Reads tree text: nested parentheses, children separated by commas and/or white space,
/// integer leaves, and an optional `label:` before any node but the root, e.g.
/// `(A:(3,12,8), B:(2,4,6), C:(14,5,2))`; a `!` before a move (and its label) marks it
/// forcing: `(A:3, !B:(2, !x:5))`. `#` starts a comment that runs to the end of the line.
/// A chance node is written in braces, each outcome as `probability: subtree` or
/// `probability label: subtree`, e.g. `(a1: {0.9: 2, 0.1: 3}, a2: {0.9 six: 1, 0.1: 4})`; the
/// probabilities are decimals or fractions (1/6) in (0, 1] that add up to 1. A throw is no
/// turn: the side to move alternates at the decision nodes only.
/// A tree of several players (2 to 6) scores each of them at every leaf, the first player's
/// score first: `((<3, 1, 2>, <1, 4, 1>), (<2, 2, 2>, <0, 5, 1>))`. The first player moves at the
/// root and the players take turns in order, level by level.
/// The parser is iterative, so deep input cannot overflow the stack; it stops at the first
/// error and reports its line and column.
namespace TreeTextParser {
inline constexpr NodeId kMaxNodes = 2'000'000;
inline constexpr std::uint32_t kMaxDepth = 10'000;

Result<GameTree> parse(std::string_view text, Player rootPlayer = Player::Max);
/// True if @p label can be written in tree text: letters, digits and _ . + -
bool isValidLabel(std::string_view label);
} // namespace TreeTextParser

} // namespace gtl
