// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <span>
#include <string_view>

/// The statuses the program exits with. The man page and the manual state them from
/// statuses(), and a test runs a command for each and compares.
namespace gtl::app::exit_status {

inline constexpr int kSuccess = 0;
/// A tree, a position, a lesson or a file named cannot be read, or an output cannot be written
/// whole.
inline constexpr int kCannotReadOrWrite = 1;
/// The command line asks for what the program does not do.
inline constexpr int kRefused = 2;
/// A limit on positions or time stopped the work before its result.
inline constexpr int kStoppedAtLimit = 3;
/// Ctrl-C stopped the work, as a shell reports a process stopped by SIGINT.
inline constexpr int kInterrupted = 130;

struct Meaning {
    int status;
    std::string_view when;
};

/// Every status and when the program exits with it, in the words of the man page.
std::span<const Meaning> statuses();

} // namespace gtl::app::exit_status
