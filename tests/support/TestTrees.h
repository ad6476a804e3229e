// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Trees the core tests are run on: parsed from text, built from presets, drawn at random.
#include "core/search/Algorithm.h"
#include "core/tree/GameTree.h"
#include "core/tree/RandomTree.h"

#include <QString>

#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace gtl::test {

inline constexpr Value inf = kInfinity;

/// The tree of @p text; the test stops if it does not parse.
GameTree parsed(const char* text);

/// The tree of the preset named @p name; the test stops if there is none.
GameTree presetTree(const QString& name);

/// A small preset @p algorithm reads: one with chance nodes, of three players, or the mixed game.
const char* presetReadBy(Algorithm algorithm);

/// The text of a random tree @p depth deep in which some subtrees recur as one position:
/// each inner subtree is named, and with some chance a node repeats one already written at its
/// depth. With @p evaluations every inner node has a static evaluation.
std::string randomTranspositionsText(std::mt19937& random, std::uint32_t depth, bool evaluations);

/// A few random trees with transpositions and static evaluations, and a tic-tac-toe position
/// with five empty squares: what the enhanced searches are stepped on in the tests.
std::vector<GameTree> enhancedTestTrees(int randomTrees);

/// A random tree of seed @p seed, @p depth deep with 1 to @p maxBranching moves a position,
/// MAX at the root for an odd seed and MIN for an even one, every node with a static evaluation
/// from −9 to 9 drawn from @p random: what the oracle tests of depth-limited searches run on.
GameTree randomEvaluatedTree(std::uint64_t seed, std::uint32_t maxBranching, std::uint32_t depth, std::mt19937& random);

/// The random tree specification number @p index of a varied series: some branches end early,
/// small value ranges give many ties, some trees start with MIN.
RandomTreeSpec randomSpec(int index);

} // namespace gtl::test
