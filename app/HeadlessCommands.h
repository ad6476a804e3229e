#pragma once

#include "app/CommandLine.h"

#include <ostream>

namespace gtl::app {

/// The commands that run without a window: trace, tree, presets, help and version.
class HeadlessCommands {
public:
    /// Runs @p commandLine (not a Window command); returns the process exit status.
    static int run(const CommandLine& commandLine, std::ostream& out, std::ostream& err);
};

} // namespace gtl::app
