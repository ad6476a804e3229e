// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tree/MoveOrdering.h"

#include "core/tree/EditableTree.h"
#include "core/tree/SplitMix64.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace gtl {

std::vector<double> expectedValues(const GameTree& tree)
{
    std::vector<double> value(tree.size());
    // Children have larger ids than their parents: one backward pass sees them first.
    for (NodeId n = tree.size(); n-- > 0;) {
        if (tree.isLeaf(n)) {
            value[n] = tree.leafValue(n);
            continue;
        }
        const Player player = tree.player(n);
        double backed = player == Player::Max ? -kInfinity : player == Player::Min ? kInfinity : 0;
        for (NodeId c : tree.children(n)) {
            if (player == Player::Chance)
                backed += tree.probability(c).toDouble() * value[c];
            else
                backed = player == Player::Max ? std::max(backed, value[c]) : std::min(backed, value[c]);
        }
        value[n] = backed;
    }
    return value;
}

std::vector<Value> minimaxValues(const GameTree& tree)
{
    std::vector<Value> value;
    for (const double v : expectedValues(tree))
        value.push_back(static_cast<Value>(std::lround(v)));
    return value;
}

GameTree reorderMoves(const GameTree& tree, MoveOrder order, std::uint64_t seed)
{
    if (tree.size() == 0)
        return tree;
    EditableTree edit(tree);
    edit.pinLabels();
    const std::vector<double> value = order == MoveOrder::Shuffled ? std::vector<double>() : expectedValues(tree);
    SplitMix64 random(seed);
    for (NodeId n = 0; n < tree.size(); ++n) {
        auto& moves = edit.children(n);
        if (order == MoveOrder::Shuffled) {
            for (std::size_t i = moves.size(); i > 1; --i)
                std::swap(moves[i - 1], moves[random.next() % i]);
            continue;
        }
        // Nobody chooses at a chance node: its outcomes keep their order.
        if (tree.player(n) == Player::Chance)
            continue;
        // Best for MAX is high, for MIN low; worst first is the reverse.
        const bool descending = (tree.player(n) == Player::Max) == (order == MoveOrder::BestFirst);
        std::stable_sort(moves.begin(), moves.end(),
            [&](NodeId a, NodeId b) { return descending ? value[a] > value[b] : value[a] < value[b]; });
    }
    return edit.build();
}

bool LevelShape::isUniform() const
{
    return std::adjacent_find(branching.begin(), branching.end(), std::not_equal_to<>()) == branching.end();
}

double LevelShape::minimalLeaves() const
{
    // A leaf is critical when its move index is 0 at every even depth, or at every odd depth.
    double evenDepths = 1, oddDepths = 1;
    for (std::size_t depth = 0; depth < branching.size(); ++depth)
        (depth % 2 == 0 ? evenDepths : oddDepths) *= branching[depth];
    return evenDepths + oddDepths - 1;
}

double LevelShape::allLeaves() const
{
    double leaves = 1;
    for (const std::uint32_t moves : branching)
        leaves *= moves;
    return leaves;
}

std::optional<LevelShape> levelShape(const GameTree& tree)
{
    if (tree.size() < 2)
        return std::nullopt;
    LevelShape shape;
    shape.branching.assign(tree.height(), 0);
    for (NodeId n = 0; n < tree.size(); ++n) {
        const std::uint32_t depth = tree.depth(n);
        if (tree.isLeaf(n)) {
            if (depth != shape.depth())
                return std::nullopt;
            continue;
        }
        std::uint32_t& moves = shape.branching[depth];
        if (moves == 0)
            moves = tree.childCount(n);
        else if (moves != tree.childCount(n))
            return std::nullopt;
    }
    return shape;
}

} // namespace gtl
