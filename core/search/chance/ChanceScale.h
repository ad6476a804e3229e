// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/Message.h"
#include "core/tree/GameTree.h"
#include "core/tree/Value.h"

#include <cstdint>
#include <memory>
#include <string>
#include <utility>

namespace gtl {

struct PlayerScores;

/// How a trace carries exact fractions in its 32-bit values. The values at and above a chance
/// node are fractions; every value of a trace of a tree with chance nodes is stored as the
/// fraction times one common denominator, the same for the whole tree: the least common
/// multiple L of the outcomes' denominators raised to the most chance nodes c on a path from
/// the root (each throw can add a factor of L, never more). So 2.1 under tenths is 21.
///
/// One denominator, rather than a table of fractions that events index, keeps every value an
/// integer the search, the replay and the cut tests compare and add directly and exactly: events
/// stay 16 bytes and undo as before, and only the words that show a value divide by it. Its
/// price is range: the tree's largest leaf times the denominator must stay within ±10⁹, and a
/// tree past that is refused with a sentence saying so.
struct ChanceScale {
    /// What each value of the trace is multiplied by (1 for a tree without chance nodes).
    std::int64_t denominator = 1;
    /// Star1's bounds on the leaves' values, scaled; kNoValue for other searches.
    Value low = kNoValue;
    Value high = kNoValue;
    /// A search of several players (max^n) carries each value as a row of this table, the
    /// scores per player of the leaf it came from; the words below then write the row. Null
    /// for every other search.
    std::shared_ptr<const PlayerScores> scores;

    bool operator==(const ChanceScale&) const = default;

    /// The scale of @p tree, or in @p problem why its values cannot be carried exactly.
    static ChanceScale of(const GameTree& tree, Message& problem);
    /// @p tree's smallest and largest leaf values: Star1's bounds unless it is given others.
    static std::pair<Value, Value> leafRange(const GameTree& tree);
    /// @p value (a leaf's, or a bound) in the trace's units.
    Value scaled(Value value) const { return Value(value * denominator); }
    /// A value of the trace for people, as on the tree: "2.1", "−0.33" (at most two
    /// decimals, rounded), "+∞", or "" for kNoValue.
    std::string text(Value value) const;
    /// The same exactly where that is short, as the narration says it: "2.1", "7/3" when the
    /// decimal would not end within six places, "≈60.58" when the fraction would be long too.
    std::string exactText(Value value) const;
    /// As the narration says it: exactly, and where that is a fraction, with the decimal the
    /// tree shows: "2.1", "7/3 ≈ 2.33", "≈60.58".
    std::string spokenText(Value value) const;
    /// The value as a JSON number: 2.1.
    double number(Value value) const { return double(value) / double(denominator); }
};

} // namespace gtl
