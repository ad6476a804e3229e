// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/CommandLine.h"

#include <ostream>

namespace gtl::app {

/// `solve SOURCE [--time-limit MS] [--node-limit N] [--format text|json]`: what perfect play
/// says of a game's position. The solve runs on a thread of its own; on a terminal a progress
/// line on the standard error says how far it is, and Ctrl-C stops it.
namespace SolveCommand {
/// Solves the position of @p commandLine's source; returns the process exit status (ExitStatus.h):
/// refused when the source is not a position of a game with a solver, stopped at a limit or
/// interrupted when a limit or Ctrl-C stops the solve first.
int run(const CommandLine& commandLine, std::ostream& out, std::ostream& err);
/// Whether solve takes positions of @p game: its exact solver's, or max^n's for several players.
bool takes(const GameKind& game);
} // namespace SolveCommand

} // namespace gtl::app
