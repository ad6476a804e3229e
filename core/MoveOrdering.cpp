#include "MoveOrdering.h"

#include "EditableTree.h"
#include "SplitMix64.h"

#include <algorithm>
#include <cmath>

namespace gtl {

std::vector<Value> minimaxValues(const GameTree& tree)
{
    std::vector<Value> value(tree.size());
    // Children have larger ids than their parents: one backward pass sees them first.
    for (NodeId n = tree.size(); n-- > 0;) {
        if (tree.isLeaf(n)) {
            value[n] = tree.leafValue(n);
            continue;
        }
        const bool max = tree.player(n) == Player::Max;
        Value best = max ? -kInfinity : kInfinity;
        for (NodeId c = tree.firstChild(n); c < tree.firstChild(n) + tree.childCount(n); ++c)
            best = max ? std::max(best, value[c]) : std::min(best, value[c]);
        value[n] = best;
    }
    return value;
}

GameTree reorderMoves(const GameTree& tree, MoveOrder order, std::uint64_t seed)
{
    if (tree.size() == 0)
        return tree;
    EditableTree edit(tree);
    edit.pinLabels();
    const std::vector<Value> value = order == MoveOrder::Shuffled ? std::vector<Value>() : minimaxValues(tree);
    SplitMix64 random(seed);
    for (NodeId n = 0; n < tree.size(); ++n) {
        auto& moves = edit.children(n);
        if (order == MoveOrder::Shuffled) {
            for (std::size_t i = moves.size(); i > 1; --i)
                std::swap(moves[i - 1], moves[random.next() % i]);
            continue;
        }
        // Best for MAX is high, for MIN low; worst first is the reverse.
        const bool descending = (tree.player(n) == Player::Max) == (order == MoveOrder::BestFirst);
        std::stable_sort(moves.begin(), moves.end(),
            [&](NodeId a, NodeId b) { return descending ? value[a] > value[b] : value[a] < value[b]; });
    }
    return edit.build();
}

double UniformShape::minimalLeaves() const
{
    const double b = branching;
    return std::pow(b, std::ceil(depth / 2.0)) + std::pow(b, std::floor(depth / 2.0)) - 1;
}

double UniformShape::allLeaves() const
{
    return std::pow(double(branching), double(depth));
}

std::optional<UniformShape> uniformShape(const GameTree& tree)
{
    if (tree.size() < 2)
        return std::nullopt;
    const UniformShape shape{tree.childCount(0), tree.height()};
    for (NodeId n = 0; n < tree.size(); ++n) {
        const bool ok = tree.isLeaf(n) ? tree.depth(n) == shape.depth : tree.childCount(n) == shape.branching;
        if (!ok)
            return std::nullopt;
    }
    return shape;
}

} // namespace gtl
