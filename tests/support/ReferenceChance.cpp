// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/support/ReferenceChance.h"

#include <numeric>

namespace gtl::test {
namespace {

ReferenceFraction valueOf(const GameTree& tree, NodeId node)
{
    if (tree.isLeaf(node))
        return {tree.leafValue(node), 1};
    if (tree.player(node) == Player::Chance) {
        ReferenceFraction sum;
        for (NodeId child : tree.children(node)) {
            const Probability p = tree.probability(child);
            sum = sum + ReferenceFraction::of(p.numerator, p.denominator) * valueOf(tree, child);
        }
        return sum;
    }
    ReferenceFraction best = valueOf(tree, tree.firstChild(node));
    for (NodeId child = tree.firstChild(node) + 1; child < tree.childrenEnd(node); ++child) {
        const ReferenceFraction value = valueOf(tree, child);
        if (tree.player(node) == Player::Max ? best < value : value < best)
            best = value;
    }
    return best;
}

} // namespace

ReferenceFraction ReferenceFraction::of(std::int64_t numerator, std::int64_t denominator)
{
    if (denominator < 0) {
        numerator = -numerator;
        denominator = -denominator;
    }
    const std::int64_t common = std::gcd(numerator, denominator);
    return {numerator / common, denominator / common};
}

ReferenceFraction ReferenceFraction::operator+(const ReferenceFraction& other) const
{
    const std::int64_t common = std::lcm(denominator, other.denominator);
    return of(numerator * (common / denominator) + other.numerator * (common / other.denominator), common);
}

ReferenceFraction ReferenceFraction::operator*(const ReferenceFraction& other) const
{
    const ReferenceFraction a = of(numerator, other.denominator);
    const ReferenceFraction b = of(other.numerator, denominator);
    return of(a.numerator * b.numerator, a.denominator * b.denominator);
}

bool ReferenceFraction::operator<(const ReferenceFraction& other) const
{
    return __extension__(__int128) numerator * other.denominator
        < __extension__(__int128) other.numerator * denominator;
}

ReferenceChanceResult referenceExpectiminimax(const GameTree& tree)
{
    ReferenceChanceResult result;
    result.value = valueOf(tree, GameTree::root());
    if (tree.isLeaf(GameTree::root()) || tree.player(GameTree::root()) == Player::Chance)
        return result;
    for (NodeId child : tree.children(GameTree::root())) {
        if (valueOf(tree, child) == result.value) {
            result.bestMove = child;
            break;
        }
    }
    return result;
}

} // namespace gtl::test
