// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/games/TreeGame.h"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace gtl {

TreeGame::TreeGame(const GameTree& tree)
    : tree_(tree)
{
}

void TreeGame::moves(Position position, MoveList& moves) const
{
    for (NodeId child : tree_.children(NodeId(position)))
        moves.push(child);
}

Position TreeGame::play(Position, Move move) const
{
    return move; // a move is the child it leads to
}

bool TreeGame::isOver(Position position) const
{
    return tree_.isLeaf(NodeId(position));
}

Value TreeGame::finalScore(Position position, std::size_t) const
{
    const NodeId node = NodeId(position);
    return tree_.player(node) == Player::Max ? tree_.leafValue(node) : -tree_.leafValue(node);
}

Value TreeGame::evaluate(Position position, std::size_t) const
{
    // Callers check missingEvaluation() first; an unchecked node counts as even.
    const NodeId node = NodeId(position);
    const Value evaluation = tree_.evaluation(node);
    if (evaluation == kNoValue)
        return 0;
    return tree_.player(node) == Player::Max ? evaluation : -evaluation;
}

NodeId TreeGame::missingEvaluation(std::uint32_t depth, HorizonReach horizon) const
{
    // The plies a search may have left at each node, from `least` to `most` (below 0: that far
    // past the horizon, by quiescence); a node that may have none left is scored by its
    // evaluation. Breadth-first ids: each node comes after its parent.
    struct Reach {
        std::int64_t least = INT64_MAX;
        std::int64_t most = INT64_MIN;
        bool reached() const { return least <= most; }
        void add(std::int64_t low, std::int64_t high)
        {
            if (low <= high) {
                least = std::min(least, low);
                most = std::max(most, high);
            }
        }
    };
    std::vector<Reach> reach(tree_.size());
    reach[GameTree::root()] = {depth, depth};
    const std::int64_t deepest = -std::int64_t(horizon.quiescencePlies);
    for (NodeId node = GameTree::root() + 1; node < tree_.size(); ++node) {
        const NodeId parentNode = tree_.parent(node);
        const Reach parent = reach[parentNode];
        if (!parent.reached())
            continue;
        Reach& r = reach[node];
        r.add(std::max<std::int64_t>(parent.least, 1) - 1, parent.most - 1); // above the horizon: every move
        const bool mayBeLate = tree_.childCount(parentNode) > horizon.fullDepthMoves
            && (horizon.reordered || node - tree_.firstChild(parentNode) >= horizon.fullDepthMoves);
        if (mayBeLate)
            r.add(std::max<std::int64_t>(parent.least, 2) - 2, parent.most - 2); // a late move, reduced
        if (tree_.isForcing(node)) // on the horizon and past it: forcing moves only
            r.add(std::max(parent.least, deepest + 1) - 1, std::min<std::int64_t>(parent.most, 0) - 1);
        if (r.reached() && r.least <= 0 && !tree_.isLeaf(node) && tree_.evaluation(node) == kNoValue)
            return node;
    }
    return kNoNode;
}

std::string TreeGame::moveName(Move move) const
{
    return std::string(tree_.label(NodeId(move)));
}

} // namespace gtl
