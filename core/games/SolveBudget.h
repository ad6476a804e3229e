// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/Solution.h"

#include <algorithm>
#include <cstdint>
#include <limits>

namespace gtl {

/// What a solver owes the caller that follows it (SolveControl) while it searches: to stop when
/// told to or once the node limit is spent, and to say how many positions it has searched. It
/// looks only every kInterval positions (or at the limit), so that the search loop pays one
/// comparison a position.
class SolveBudget {
public:
    /// Thrown out of the search when the solve is to stop.
    struct Exhausted { };
    static constexpr std::uint64_t kInterval = std::uint64_t(1) << 14;

    /// Counts the positions of a solve under @p control (which must outlive it) from @p searched,
    /// the solver's count so far.
    void start(const SolveControl& control, std::uint64_t searched)
    {
        control_ = &control;
        start_ = searched;
        next_ = control.cancel || control.searched || control.nodeLimit > 0 ? nextAfter(searched) : kNever;
    }
    /// Called with the solver's count after each position; throws Exhausted when the solve is to
    /// stop.
    void count(std::uint64_t searched)
    {
        if (searched >= next_)
            check(searched);
    }

private:
    static constexpr std::uint64_t kNever = std::numeric_limits<std::uint64_t>::max();

    std::uint64_t nextAfter(std::uint64_t searched) const
    {
        const std::uint64_t next = searched + kInterval;
        return control_->nodeLimit > 0 ? std::min(next, start_ + control_->nodeLimit) : next;
    }
    void check(std::uint64_t searched)
    {
        if (control_->searched)
            control_->searched->store(searched - start_, std::memory_order_relaxed);
        const bool cancelled = control_->cancel && control_->cancel->load(std::memory_order_relaxed);
        if (cancelled || (control_->nodeLimit > 0 && searched - start_ >= control_->nodeLimit))
            throw Exhausted{};
        next_ = nextAfter(searched);
    }

    const SolveControl* control_ = nullptr;
    std::uint64_t start_ = 0;
    std::uint64_t next_ = kNever;
};

} // namespace gtl
