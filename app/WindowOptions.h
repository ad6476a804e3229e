// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/CommandLine.h"

#include <CLI/CLI.hpp>

namespace gtl::app {

/// Declares what the window opens, shows and writes when it starts (`--step`, `--screenshot`,
/// `--scene-json`, `--export`, `--caption`, `--size`, `--projector`, `--practice`,
/// `--node-types`, `--compare`) into @p result, in the option group @p group.
void declareWindowOptions(CLI::App& app, CommandLine& result, const char* group);

} // namespace gtl::app
