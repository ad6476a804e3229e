// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <future>
#include <ostream>
#include <string>

#include <signal.h>

namespace gtl::app {

// A command without a window (solve, lab) runs its long work on a thread of its own
// (std::async) and watches it from the main thread with watchUntilReady. The window's job
// service is not used here on purpose: it lives in the window's module, on Qt's event loop,
// which the command line neither loads nor starts, so that `trace`, `solve` and `lab` run
// where no display and no Qt widgets are installed.

/// Why a long command ended before its result (a node limit is the work's own to keep).
enum class Stop { None, Interrupted, TimeLimit, NodeLimit };

/// Ctrl-C sets a flag (interruptRequested()) instead of ending the process while this lives,
/// and no longer after.
class InterruptHandler {
public:
    InterruptHandler();
    ~InterruptHandler();
    InterruptHandler(const InterruptHandler&) = delete;
    InterruptHandler& operator=(const InterruptHandler&) = delete;

private:
    struct sigaction previous_ { };
};

/// Whether Ctrl-C came while an InterruptHandler lived.
bool interruptRequested();

/// The time since a long command began: "3.2 s".
class RunClock {
public:
    double seconds() const { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count(); }
    std::string words() const;

private:
    std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
};

/// Waits for @p result while watching the clock and Ctrl-C: five times a second, or when the
/// time is up, it writes @p line() as the progress line on @p terminal (if any, cleared at the
/// end), and at the @p timeLimitMs (0 for none) or at Ctrl-C it sets @p cancel, which the work
/// reads. Returns why it stopped (Stop::None when the work ended by itself).
template <typename T>
Stop watchUntilReady(std::future<T>& result, std::atomic<bool>& cancel, std::uint64_t timeLimitMs,
    const RunClock& clock, const std::function<std::string()>& line, std::ostream* terminal)
{
    Stop stop = Stop::None;
    const auto nextLook = [&] {
        const double left = timeLimitMs > 0 ? double(timeLimitMs) - clock.seconds() * 1000 : 200;
        return std::chrono::milliseconds(std::clamp(std::int64_t(left) + 1, std::int64_t(1), std::int64_t(200)));
    };
    while (result.wait_for(nextLook()) != std::future_status::ready) {
        if (stop == Stop::None && interruptRequested())
            stop = Stop::Interrupted;
        if (stop == Stop::None && timeLimitMs > 0 && clock.seconds() * 1000 >= double(timeLimitMs))
            stop = Stop::TimeLimit;
        cancel = stop != Stop::None;
        if (terminal)
            *terminal << '\r' << line() << "\033[K" << std::flush;
    }
    if (terminal)
        *terminal << "\r\033[K" << std::flush; // the line goes, the terminal is left as it was
    if (stop == Stop::None && interruptRequested())
        stop = Stop::Interrupted;
    return stop;
}

/// The process's standard error when it is a terminal a person watches, else nullptr: a
/// progress line goes only there.
std::ostream* progressTerminal(const std::ostream& err);

} // namespace gtl::app
