// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Everything a replay shows, for comparing two moments.
#include "core/search/Replay.h"

#include <cstdint>
#include <set>
#include <vector>

namespace gtl::test {

struct Snapshot {
    std::vector<int> status;
    std::vector<Value> value, alpha, beta, chanceLower, chanceUpper;
    std::vector<std::uint32_t> tryOrder, answeredAt, visits;
    std::vector<std::int64_t> rewardSum;
    std::vector<NodeId> path;
    std::set<std::uint32_t> table;
    NodeId visited, pruned, leaves, cutoffs, evaluations, tableHits, researches;
    std::uint32_t horizon, iterations;
    std::size_t step;
    bool interrupted;
    bool operator==(const Snapshot&) const = default;

    explicit Snapshot(const Replay& r);
};

} // namespace gtl::test
