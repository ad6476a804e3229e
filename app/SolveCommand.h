// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/CommandLine.h"

#include <ostream>

namespace gtl::app {

/// `solve SOURCE [--format text|json]`: what perfect play says of a game's position.
namespace SolveCommand {
/// Solves the position of @p commandLine's source; returns the process exit status (2 when
/// the source is not a position of a game with a solver).
int run(const CommandLine& commandLine, std::ostream& out, std::ostream& err);
} // namespace SolveCommand

} // namespace gtl::app
