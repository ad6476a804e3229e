// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/CommandLine.h"

#include <CLI/CLI.hpp>

#include <string>

namespace gtl::app {

/// The options that name one of a game's choices: --order, --scoring and --evaluation. Their
/// help lists each game's names from the registry; what they name is looked up in the game of
/// the source once it is loaded, since a file or a preset says its game only then.
namespace ChoiceOptions {
/// Declares the option of @p kind on @p app in @p group, read into @p result.
CLI::Option* declare(CLI::App& app, CommandLine& result, ChoiceKind kind, const char* group);
/// Sets the choices of @p search that @p cl names to their numbers among those of @p tree's
/// game. Returns why a name is none of them ("--order: tic-tac-toe has no order 'x'; its
/// orders: centre-first"), or "".
std::string resolve(const CommandLine& cl, const GameTree& tree, SearchOptions& search);
} // namespace ChoiceOptions

} // namespace gtl::app
