// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/WatchedRun.h"

#include <unistd.h>

#include <cstdio>
#include <iostream>

namespace gtl::app {
namespace {

/// Set by SIGINT while a handler lives: the work's watcher looks at it five times a second.
std::atomic<bool> interrupted{false};
static_assert(std::atomic<bool>::is_always_lock_free, "a signal handler may only touch a lock-free atomic");

extern "C" void onInterrupt(int)
{
    interrupted.store(true, std::memory_order_relaxed);
}

} // namespace

InterruptHandler::InterruptHandler()
{
    interrupted.store(false);
    struct sigaction action { };
    action.sa_handler = onInterrupt;
    sigemptyset(&action.sa_mask);
    ::sigaction(SIGINT, &action, &previous_);
}

InterruptHandler::~InterruptHandler()
{
    ::sigaction(SIGINT, &previous_, nullptr);
}

bool interruptRequested()
{
    return interrupted.load(std::memory_order_relaxed);
}

std::string RunClock::words() const
{
    char time[32];
    std::snprintf(time, sizeof time, "%.1f s", seconds());
    return time;
}

std::ostream* progressTerminal(const std::ostream& err)
{
    return &err == &std::cerr && ::isatty(STDERR_FILENO) == 1 ? &std::cerr : nullptr;
}

} // namespace gtl::app
