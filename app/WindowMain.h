// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/CommandLine.h"

/// The window lives in a module of its own, loaded only when the window is asked for, so that
/// the headless commands start without loading Qt's widget libraries.
extern "C" {

/// Shows the window the command line asks for (or renders a screenshot or export); returns
/// the process exit status.
int gametreeLabRunWindow(const gtl::app::CommandLine& commandLine, int argc, char* argv[]);
using GametreeLabRunWindow = decltype(&gametreeLabRunWindow);
}

/// The file name of the module.
inline constexpr const char* kWindowModule = "gametree-lab-window.so";
inline constexpr const char* kWindowEntry = "gametreeLabRunWindow";
