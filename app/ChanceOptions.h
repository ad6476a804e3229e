// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/Algorithm.h"

#include <CLI/CLI.hpp>

namespace gtl::app {

/// Declares `--bounds LOW,HIGH`, Star1's bounds on the leaf values, in the option group @p group.
void declareChanceOptions(CLI::App& app, SearchOptions& search, const char* group);

} // namespace gtl::app
