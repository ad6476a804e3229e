// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The template definitions of GameSearch at a throw, included by GameSearchImpl.h only: a
// game of dice and a tree written out with its chance nodes (ChanceTreeGame) alike, from the
// thrower's side.

#include <numeric>

namespace gtl {

template <typename Observer> Player GameSearch<Observer>::sideOf(Position position) const
{
    const Player mover = game_.toMove(position);
    return mover == Player::Chance ? dice_->thrower(position) : mover;
}

template <typename Observer>
Value GameSearch<Observer>::throwDice(
    Position position, std::uint32_t depth, Value alpha, Value beta, std::uint32_t ply)
{
    __extension__ typedef __int128 Wide;
    const auto floorDivide = [](Wide numerator, Wide denominator) {
        const Wide quotient = numerator / denominator;
        return quotient * denominator > numerator ? quotient - 1 : quotient;
    };
    const auto ceilDivide = [](Wide numerator, Wide denominator) {
        const Wide quotient = numerator / denominator;
        return quotient * denominator < numerator ? quotient + 1 : quotient;
    };
    // 1. The outcomes; sums in units of 1/common of probability.
    MoveList outcomes;
    game_.moves(position, outcomes);
    assert(!outcomes.empty() && "a throw has an outcome");
    observer_.expand(position, outcomes);
    std::int64_t common = 1;
    for (const MoveList::Entry& outcome : outcomes)
        common = std::lcm(common, std::int64_t(dice_->outcomeProbability(position, outcome.move).denominator));
    const bool star1 = algorithmEntry(options_.algorithm).leafBounds;
    // Star1's bounds on every score, from the thrower's side.
    const bool maxThrows = dice_->thrower(position) == Player::Max;
    // Widened before negating: without bounds (expectiminimax) they are kNoValue, the lowest value.
    const Wide low = maxThrows ? Wide(scale_.low) : -Wide(scale_.high);
    const Wide high = maxThrows ? Wide(scale_.high) : -Wide(scale_.low);
    Wide sum = 0; // Σ p·v so far, times common
    Wide left = common; // the probability of the outcomes still to come, times common
    Value shown = 0;
    auto lower = Value(low);
    auto upper = Value(high);
    // 2. Star1: a window wholly outside [L, U] decides the throw before the die falls.
    if (star1 && (upper <= alpha || lower >= beta))
        return cutDice(outcomes, 0, upper <= alpha, upper <= alpha ? upper : lower, shown);
    for (std::size_t i = 0; i < outcomes.size(); ++i) {
        const Probability p = dice_->outcomeProbability(position, outcomes[i].move);
        const Wide share = Wide(common / p.denominator) * p.numerator;
        const Wide after = left - share;
        Value childAlpha = -kInfinity;
        Value childBeta = kInfinity;
        if (star1) {
            // 3. The outcome's window: the values that would move the bounds past α or β.
            childAlpha = Value(alpha == -kInfinity
                    ? low
                    : std::max(low, floorDivide(Wide(alpha) * common - sum - after * high, share)));
            childBeta = Value(
                beta == kInfinity ? high : std::min(high, ceilDivide(Wide(beta) * common - sum - after * low, share)));
        }
        // 4. The die falls: the outcome's value, weighted by its probability, joins the sum.
        sum += share * searchChild(position, outcomes[i], depth, childAlpha, childBeta, ply, true);
        left = after;
        assert(sum % common == 0);
        const auto exact = Value(sum / common);
        observer_.value(shown, exact);
        shown = exact;
        if (!star1)
            continue;
        const auto newLower = Value((sum + left * low) / common);
        const auto newUpper = Value((sum + left * high) / common);
        observer_.bounds(lower, newLower, upper, newUpper);
        lower = newLower;
        upper = newUpper;
        // 5. Star1's cut: the bounds alone decide the throw.
        if (i + 1 < outcomes.size() && (upper <= alpha || lower >= beta))
            return cutDice(outcomes, i + 1, upper <= alpha, upper <= alpha ? upper : lower, shown);
    }
    observer_.returned(shown, shown);
    return shown;
}

template <typename Observer>
Value GameSearch<Observer>::cutDice(const MoveList& outcomes, std::size_t next, bool byUpper, Value bound, Value sum)
{
    ++result_.cutoffs;
    observer_.chanceCutoff(outcomes, next, byUpper);
    observer_.returned(bound, sum);
    return bound;
}

} // namespace gtl
