// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/CommandLine.h"

#include <ostream>

namespace gtl::app {

/// The commands that run without a window: trace, tree, lab, presets, help and version.
namespace HeadlessCommands {
/// Runs @p commandLine (not a Window command); returns the process exit status.
int run(const CommandLine& commandLine, std::ostream& out, std::ostream& err);
} // namespace HeadlessCommands

} // namespace gtl::app
