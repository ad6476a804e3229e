// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/CommandLine.h"
#include "core/tree/GameTree.h"

#include <string>

namespace gtl::app {

/// The options that only one search reads: Monte Carlo tree search's iterations, seed and
/// exploration constant, the alpha-beta forms' fail-hard, a depth limit's evaluation. Each given
/// to a run that does not read it is refused by name, with what it applies to, rather than taken
/// and ignored.
namespace UnreadOptions {
/// The search a run of @p tree makes of @p commandLine: the one it names, or without
/// --algorithm the default for the tree (expectiminimax where there are chance nodes).
Algorithm algorithmFor(const CommandLine& commandLine, const GameTree& tree);
/// The first option of @p commandLine that a search by @p algorithm would not read, as a
/// sentence, or "".
std::string problem(const CommandLine& commandLine, Algorithm algorithm);
} // namespace UnreadOptions

} // namespace gtl::app
