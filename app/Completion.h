// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>

namespace gtl::app::Completion {

/// A bash completion script for gametree-lab, written from the option table the parser reads:
/// the commands, each command's options, the values of an option that takes a few (a format,
/// an algorithm, a preset, a lesson) and file names where a file is asked for.
std::string bashScript();

} // namespace gtl::app::Completion
