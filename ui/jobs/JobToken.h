// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <atomic>
#include <cstdint>

namespace gtl::ui {

/// What a job running on a JobRunner's thread sees of it: whether it is still wanted, and
/// where to say how far it has got. Safe to use from the job's thread and the window's.
class JobToken {
public:
    /// True once the job was cancelled or replaced: its answer will be dropped, so it may stop.
    bool isCancelled() const { return cancelled_.load(std::memory_order_relaxed); }
    /// The flag core's searches and solvers poll to stop (they throw SearchCancelled).
    const std::atomic<bool>& cancelFlag() const { return cancelled_; }
    /// @p done of @p total parts are finished.
    void setProgress(std::uint64_t done, std::uint64_t total)
    {
        total_.store(total, std::memory_order_relaxed);
        done_.store(done, std::memory_order_relaxed);
    }
    std::uint64_t done() const { return done_.load(std::memory_order_relaxed); }
    std::uint64_t total() const { return total_.load(std::memory_order_relaxed); }
    void cancel() { cancelled_.store(true, std::memory_order_relaxed); }

private:
    std::atomic<bool> cancelled_ = false;
    std::atomic<std::uint64_t> done_ = 0;
    std::atomic<std::uint64_t> total_ = 0;
};

} // namespace gtl::ui
