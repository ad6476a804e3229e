// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/Algorithm.h"

#include <CLI/CLI.hpp>

namespace gtl::app {

/// Declares Monte Carlo tree search's `--iterations N`, `--seed S` and `--exploration C` in the
/// option group @p group.
void declareMctsOptions(CLI::App& app, SearchOptions& search, const char* group);

} // namespace gtl::app
