// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/Message.h"
#include "core/base/Result.h"
#include "core/tree/GameTree.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace gtl {

/// What a seeded random tree looks like. The same spec gives the same tree on every machine,
/// so a whole class can open "seed 4711" and see one tree.
struct RandomTreeSpec {
    static constexpr NodeId kMaxNodes = 2'000'000;

    std::uint32_t minBranching = 2;
    std::uint32_t maxBranching = 3; ///< each interior node gets a uniform count in [min, max]; 0 ends a branch early
    std::uint32_t depth = 3;
    Value minValue = -9;
    Value maxValue = 9;
    std::uint64_t seed = 1;
    Player rootPlayer = Player::Max;
    /// Whether the levels at odd depths are chance nodes (MAX moves, a die is thrown, MIN
    /// moves, …), each outcome weighted 1 or 2 at random.
    bool chance = false;
    /// How many players each leaf scores (`players=N`, 2 to 6), or 0 for one value per leaf.
    std::uint32_t players = 0;
    /// With players: each leaf's scores are at least 0 and add up to this (`sum=S`), the
    /// constant sum that lets max^n prune; kNoValue draws each score from the value range.
    Value scoreSum = kNoValue;

    /// An empty string when the spec can be built, otherwise what is wrong with it.
    Message problem() const;
    /// "B,D,SEED" or "MIN-MAX,D,SEED,LOW,HIGH", with ",chance" for chance levels and
    /// ",players=3" or ",players=3,sum=10" for several players: the form parse() reads.
    std::string toString() const;
    /// Reads "B,D,SEED" with optional ",LOW,HIGH" value range, ",chance", ",players=N" and
    /// ",sum=S"; B may be a range "2-4".
    static Result<RandomTreeSpec> parse(std::string_view text);
};

/// Builds the tree @p spec describes; @p spec must have no problem().
GameTree buildRandomTree(const RandomTreeSpec& spec);

} // namespace gtl
