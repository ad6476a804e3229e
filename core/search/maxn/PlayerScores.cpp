// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/maxn/PlayerScores.h"

#include "core/tree/Scores.h"

#include <algorithm>
#include <numeric>

namespace gtl {

namespace {

/// The empty table of @p players whose leaves do not share a constant sum.
PlayerScores uneven(std::uint32_t players)
{
    PlayerScores table;
    table.players = players;
    return table;
}

} // namespace

PlayerScores PlayerScores::of(const GameTree& tree)
{
    PlayerScores table;
    table.players = tree.players();
    bool first = true;
    for (NodeId node = 0; node < tree.size(); ++node) {
        if (!tree.isLeaf(node))
            continue;
        const auto scores = tree.scores(node);
        if (std::any_of(scores.begin(), scores.end(), [](Value score) { return score < 0; }))
            return uneven(table.players);
        const std::int64_t sum = std::accumulate(scores.begin(), scores.end(), std::int64_t(0));
        if (first)
            table.constantSum = sum > kMaxLeafValue ? kNoValue : Value(sum);
        else if (sum != table.constantSum)
            return uneven(table.players);
        first = false;
    }
    return table;
}

Value PlayerScores::add(std::span<const Value> scores)
{
    const auto value = Value(rows.size() / players);
    rows.insert(rows.end(), scores.begin(), scores.end());
    return value;
}

std::string PlayerScores::text(Value value) const
{
    return value == kNoValue ? std::string() : scoresText(row(value));
}

} // namespace gtl
