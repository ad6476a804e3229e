// SPDX-License-Identifier: GPL-3.0-or-later
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
    // A grown tree's open node has no children yet, but it is no leaf of the game.
    if (replay.value(node) != kNoValue || !tree.isLeaf(node) || tree.isOpen(node) || isBeyondHorizon(replay, node))
        return kNoValue;
    return Search::leafScore(tree, node, replay.trace().options.algorithm);
}

} // namespace gtl
