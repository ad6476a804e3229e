// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tree/GameTree.h"
#include "core/tree/Value.h"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace gtl {

/// The scores a search of several players compares: each value of its trace is a row of this
/// table, the scores per player of the leaf it came from. A node's value in max^n is always
/// some leaf's scores, so a row number carries it exactly and events stay 16 bytes.
struct PlayerScores {
    std::uint32_t players = 0;
    /// players scores per row, the first player's first.
    std::vector<Value> rows;
    /// The total every leaf's scores add up to, when they all do and none is negative, which
    /// lets max^n prune (Korf's shallow pruning); kNoValue otherwise.
    Value constantSum = kNoValue;

    bool operator==(const PlayerScores&) const = default;

    /// The table for @p tree's leaves, empty, its constant sum found.
    static PlayerScores of(const GameTree& tree);
    /// Adds a row; returns the value that stands for it.
    Value add(std::span<const Value> scores);
    std::span<const Value> row(Value value) const
    {
        return std::span<const Value>(rows).subspan(std::size_t(value) * players, players);
    }
    /// The score of the player in @p seat (from 0) in the row @p value.
    Value score(Value value, std::uint32_t seat) const { return rows[std::size_t(value) * players + seat]; }
    /// "<3, 1, 2>", as tree text writes a leaf, or "" for kNoValue.
    std::string text(Value value) const;
};

} // namespace gtl
