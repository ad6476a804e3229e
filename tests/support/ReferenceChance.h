// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A reference oracle for trees with chance nodes: expectiminimax written again plainly, with
// fractions of its own, recursive and apart from the library's scaled integers.
#include "core/tree/GameTree.h"

#include <cstdint>

namespace gtl::test {

/// An exact fraction, always reduced, with a positive denominator.
struct ReferenceFraction {
    std::int64_t numerator = 0;
    std::int64_t denominator = 1;

    static ReferenceFraction of(std::int64_t numerator, std::int64_t denominator);
    ReferenceFraction operator+(const ReferenceFraction& other) const;
    ReferenceFraction operator*(const ReferenceFraction& other) const;
    bool operator<(const ReferenceFraction& other) const;
    bool operator==(const ReferenceFraction& other) const = default;
    double toDouble() const { return double(numerator) / double(denominator); }
};

struct ReferenceChanceResult {
    ReferenceFraction value;
    /// The root's first child worth the root's value, or kNoNode at a chance root or a leaf.
    NodeId bestMove = kNoNode;
};

/// The exact expectiminimax value of @p tree: MAX the largest child, MIN the smallest, a chance
/// node the sum of each outcome's probability times its value.
ReferenceChanceResult referenceExpectiminimax(const GameTree& tree);

} // namespace gtl::test
