#include "core/teaching/PendingScore.h"

#include "core/search/Search.h"

namespace gtl {

bool isBeyondHorizon(const Replay& replay, NodeId node)
{
    const std::uint32_t horizon = replay.horizon();
    return horizon > 0 && replay.tree().depth(node) > horizon;
}

Value pendingScore(const Replay& replay, NodeId node)
{
    const GameTree& tree = replay.tree();
    if (replay.value(node) != kNoValue || !tree.isLeaf(node) || isBeyondHorizon(replay, node))
        return kNoValue;
    return Search::leafScore(tree, node, replay.trace().options.algorithm);
}

} // namespace gtl
