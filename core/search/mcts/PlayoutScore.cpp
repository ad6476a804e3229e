// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/mcts/PlayoutScore.h"

#include <cmath>

namespace gtl {

PlayoutScore PlayoutScore::ofTree(const GameTree& tree)
{
    PlayoutScore score;
    score.scaled_ = true;
    bool first = true;
    for (NodeId node = 0; node < tree.size(); ++node) {
        if (!tree.isLeaf(node))
            continue;
        const Value value = tree.leafValue(node);
        score.lowest_ = first ? value : std::min(score.lowest_, value);
        score.highest_ = first ? value : std::max(score.highest_, value);
        first = false;
    }
    return score;
}

Reward PlayoutScore::reward(Value score, Player toMove) const
{
    if (!scaled_)
        return score > 0 ? kRewardOne : score < 0 ? 0 : kRewardOne / 2;
    if (highest_ == lowest_)
        return kRewardOne / 2;
    // The score is from the side to move: MAX's leaf value, or its negation for MIN.
    const double low = toMove == Player::Min ? -double(highest_) : double(lowest_);
    const double share = (double(score) - low) / (double(highest_) - double(lowest_));
    return Reward(std::lround(share * kRewardOne));
}

} // namespace gtl
