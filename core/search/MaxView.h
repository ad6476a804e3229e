// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/Event.h"
#include "core/search/SearchedTree.h"

#include <cstdint>

namespace gtl {

/// How a recorder shows what the search scores from the side to move: the minimax forms from
/// MAX's side, as the textbooks do, the negamax forms as the search has them. Where MIN moves,
/// and at a throw in MIN's turn, a value is shown negated, and what is above or below it (a
/// bound, a table flag, a probe's outcome, a failed window) swaps with its mirror.
class MaxView {
public:
    explicit MaxView(bool fromMax)
        : fromMax_(fromMax)
    {
    }

    bool fromMax() const { return fromMax_; }
    /// All ones when values at @p node of @p tree are shown negated, else 0: the mask shown()
    /// negates with.
    std::uint32_t negationOf(const SearchedTree& tree, NodeId node) const
    {
        const Player player = tree.playerOf(node);
        return 0u
            - std::uint32_t(
                fromMax_ && (player == Player::Min || (player == Player::Chance && tree.throwsForMin(node))));
    }
    /// @p value negated when @p negation is all ones, without a branch: two's complement
    /// negation keeps kNoValue (the lowest value) as it is.
    static Value shown(std::uint32_t negation, Value value)
    {
        return Value((std::uint32_t(value) ^ negation) - negation);
    }

    static ProbeOutcome mirrored(ProbeOutcome outcome);
    static TableFlag mirrored(TableFlag flag);
    static ResearchReason mirrored(ResearchReason reason);

private:
    bool fromMax_;
};

} // namespace gtl
