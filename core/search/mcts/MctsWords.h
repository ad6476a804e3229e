// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/Trace.h"

#include <string>
#include <string_view>

namespace gtl {

/// Monte Carlo tree search's events in words and numbers, for exports and narration.
namespace MctsWords {
/// Whether @p kind is one of Monte Carlo tree search's events.
constexpr bool isSampleEvent(EventKind kind)
{
    return kind == EventKind::Sample || kind == EventKind::Select || kind == EventKind::Expand
        || kind == EventKind::Playout || kind == EventKind::Backup;
}
/// "0.61": a mean reward or a term of UCB1, to two decimals.
std::string real(double value);
/// A Playout's moves by name, separated by spaces: "3 5 1" ("" when the game was over).
std::string_view playoutMoves(const Trace& trace, const Event& playout);
/// What the event did, without its node: "UCB1 0.61 + 0.42 = 1.03", "3 moves (3 5 1): reward
/// 1"; a Backup's visits and rewards need the state around it (backup()).
std::string detail(const Trace& trace, const Event& event);
/// "visits 3 → 4, reward 1.5 → 2.5": a Backup, from the visits and reward sum it left.
std::string backup(const Event& event, std::uint32_t visitsAfter, std::int64_t rewardAfter);
} // namespace MctsWords

} // namespace gtl
