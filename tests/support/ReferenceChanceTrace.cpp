// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/support/ReferenceChanceTrace.h"

#include "core/base/BigStackThread.h"
#include "core/search/TraceTooLong.h"

#include <algorithm>
#include <cassert>
#include <numeric>

namespace gtl {
namespace {

__extension__ typedef __int128 Wide;

Wide floorDivide(Wide numerator, Wide denominator)
{
    const Wide quotient = numerator / denominator;
    return quotient * denominator > numerator ? quotient - 1 : quotient;
}

Wide ceilDivide(Wide numerator, Wide denominator)
{
    const Wide quotient = numerator / denominator;
    return quotient * denominator < numerator ? quotient + 1 : quotient;
}

} // namespace

ReferenceChanceTrace::ReferenceChanceTrace(const GameTree& tree, const SearchOptions& options, bool keepEvents)
    : tree_(tree)
    , star1_(options.algorithm == Algorithm::Star1)
    , keepEvents_(keepEvents)
{
    Message ignored;
    trace_.options = options;
    trace_.chance = ChanceScale::of(tree, ignored);
    if (!star1_)
        return;
    auto [low, high] = ChanceScale::leafRange(tree);
    low = options.lowBound != kNoValue ? options.lowBound : low;
    high = options.highBound != kNoValue ? options.highBound : high;
    trace_.chance.low = trace_.chance.scaled(low);
    // Equal bounds leave no window to search a child with; one unit more is still a bound.
    trace_.chance.high = std::max(trace_.chance.scaled(high), trace_.chance.low + 1);
    subtreeSize_ = tree.subtreeSizes();
}

Trace ReferenceChanceTrace::run(const GameTree& tree, const SearchOptions& options, bool keepEvents)
{
    ReferenceChanceTrace search(tree, options, keepEvents);
    search.trace_.result.nodes = tree.size();
    if (tree.size() == 0)
        return std::move(search.trace_);
    auto all = [&search] { search.trace_.result.value = search.search(GameTree::root(), -kInfinity, kInfinity); };
    if (tree.height() < 256)
        all();
    else
        runOnBigStack((std::size_t(tree.height()) + 64) * 512 + (std::size_t(8) << 20), all);
    return std::move(search.trace_);
}

void ReferenceChanceTrace::recordEvent(
    EventKind kind, NodeId node, Value a, Value b, std::uint8_t detail, std::uint16_t extra)
{
    if (keepEvents_) {
        if (trace_.events.size() >= (std::size_t(1) << 24))
            throw TraceTooLong(std::size_t(1) << 24);
        trace_.events.emplace_back(kind, node, a, b, detail, extra);
    }
    ++trace_.result.steps;
}

Value ReferenceChanceTrace::search(NodeId node, Value alpha, Value beta)
{
    // 1. Enter; a leaf returns its value at once.
    const bool windowed = star1_;
    recordEvent(EventKind::Enter, node, windowed ? alpha : kNoValue, windowed ? beta : kNoValue);
    ++trace_.result.visited;
    if (tree_.isLeaf(node)) {
        const Value value = trace_.chance.scaled(tree_.leafValue(node));
        recordEvent(EventKind::Leaf, node, value, kNoValue);
        ++trace_.result.leavesEvaluated;
        return value;
    }
    const Value value = tree_.player(node) == Player::Chance ? average(node, alpha, beta) : decide(node, alpha, beta);
    return value;
}

Value ReferenceChanceTrace::decide(NodeId node, Value alpha, Value beta)
{
    assert(!star1_ || alpha < beta);
    const bool max = tree_.player(node) == Player::Max;
    Value best = max ? -kInfinity : kInfinity;
    for (NodeId child : tree_.children(node)) {
        // 2. Search the move; keep the best value.
        const Value value = search(child, alpha, beta);
        if (max ? value > best : value < best) {
            recordEvent(EventKind::ValueChanged, node, best, value);
            best = value;
            if (node == GameTree::root())
                trace_.result.bestMove = child;
        }
        if (!star1_)
            continue;
        // 3. Alpha-beta: narrow the window; cut when it closes.
        if (max && best > alpha) {
            recordEvent(EventKind::AlphaChanged, node, alpha, best);
            alpha = best;
        } else if (!max && best < beta) {
            recordEvent(EventKind::BetaChanged, node, beta, best);
            beta = best;
        }
        if (alpha >= beta && child + 1 < tree_.childrenEnd(node)) {
            cut(node, child + 1, 0);
            break;
        }
    }
    recordEvent(EventKind::Return, node, best, best);
    return best;
}

Value ReferenceChanceTrace::average(NodeId node, Value alpha, Value beta)
{
    // Sums in units of 1/L of probability, L the outcomes' common denominator here.
    Wide common = 1;
    for (NodeId child : tree_.children(node))
        common = std::lcm(std::int64_t(common), std::int64_t(tree_.probability(child).denominator));
    const Wide low = trace_.chance.low;
    const Wide high = trace_.chance.high;
    Wide sum = 0; // Σ p·v so far, times common
    Wide left = common; // the probability of the outcomes still to come, times common
    Value shown = 0;
    Value lower = trace_.chance.low;
    Value upper = trace_.chance.high;
    // 2. Star1: a window wholly outside [L, U] decides the node before any throw.
    if (star1_ && (upper <= alpha || lower >= beta)) {
        const bool byUpper = upper <= alpha;
        cut(node, tree_.firstChild(node), byUpper ? kChanceCutByUpper : kChanceCutByLower);
        const Value bound = byUpper ? upper : lower;
        recordEvent(EventKind::Return, node, bound, shown);
        return bound;
    }
    for (NodeId child : tree_.children(node)) {
        const Probability p = tree_.probability(child);
        const Wide share = common / p.denominator * p.numerator; // p, times common
        const Wide after = left - share;
        Value childAlpha = kNoValue;
        Value childBeta = kNoValue;
        if (star1_) {
            // 3. The child's window: the values that would move this node's bounds past α or β.
            // v > (α − sum − after·U) / p and v < (β − sum − after·L) / p, in exact integers.
            childAlpha = Value(alpha == -kInfinity
                    ? low
                    : std::max(low, floorDivide(Wide(alpha) * common - sum - after * high, share)));
            childBeta = Value(
                beta == kInfinity ? high : std::min(high, ceilDivide(Wide(beta) * common - sum - after * low, share)));
        }
        // 4. Throw: the outcome's value, weighted by its probability, joins the sum.
        const Wide value = search(child, childAlpha, childBeta);
        sum += share * value;
        left = after;
        assert(sum % common == 0);
        const auto exact = Value(sum / common);
        recordEvent(EventKind::ValueChanged, node, shown, exact);
        shown = exact;
        if (!star1_)
            continue;
        const auto newLower = Value((sum + left * low) / common);
        const auto newUpper = Value((sum + left * high) / common);
        if (newLower != lower)
            recordEvent(EventKind::LowerChanged, node, lower, newLower);
        if (newUpper != upper)
            recordEvent(EventKind::UpperChanged, node, upper, newUpper);
        lower = newLower;
        upper = newUpper;
        // 5. Star1's cut: the bounds alone decide the node.
        if (child + 1 < tree_.childrenEnd(node) && (upper <= alpha || lower >= beta)) {
            const bool byUpper = upper <= alpha;
            cut(node, child + 1, byUpper ? kChanceCutByUpper : kChanceCutByLower);
            const Value bound = byUpper ? upper : lower;
            recordEvent(EventKind::Return, node, bound, shown);
            return bound;
        }
    }
    recordEvent(EventKind::Return, node, shown, shown);
    return shown;
}

void ReferenceChanceTrace::cut(NodeId node, NodeId next, std::uint8_t detail)
{
    NodeId skipped = 0;
    for (NodeId child = next; child < tree_.childrenEnd(node); ++child)
        skipped += subtreeSize_[child];
    ++trace_.result.cutoffs;
    trace_.result.pruned += skipped;
    const auto moves = std::uint16_t(std::min<NodeId>(tree_.childrenEnd(node) - next, UINT16_MAX));
    recordEvent(EventKind::Cutoff, node, Value(next), Value(skipped), detail, moves);
}

} // namespace gtl
