// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/mcts/Reward.h"
#include "core/tree/GameTree.h"

#include <cstdint>
#include <vector>

namespace gtl {

/// Each node's visits and sum of rewards as Monte Carlo tree search's back-ups leave them at a
/// step of its replay; exact both ways, since rewards are fixed point.
class MctsStatistics {
public:
    /// Room for @p nodes nodes, all unvisited; none for a trace of another search.
    void reset(NodeId nodes)
    {
        visits_.assign(nodes, 0);
        reward_.assign(nodes, 0);
    }
    void add(NodeId node, Reward reward)
    {
        ++visits_[node];
        reward_[node] += reward;
    }
    void remove(NodeId node, Reward reward)
    {
        --visits_[node];
        reward_[node] -= reward;
    }
    std::uint32_t visits(NodeId node) const { return visits_.empty() ? 0 : visits_[node]; }
    std::int64_t rewardSum(NodeId node) const { return reward_.empty() ? 0 : reward_[node]; }
    /// The mean reward of the side that moved into @p node, in [0, 1] (0 while unvisited).
    double mean(NodeId node) const { return meanReward(rewardSum(node), visits(node)); }

private:
    std::vector<std::uint32_t> visits_;
    std::vector<std::int64_t> reward_;
};

} // namespace gtl
