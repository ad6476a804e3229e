// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/SearchTally.h"

namespace gtl {

SearchTally::SearchTally(const Game& game)
    : game_(game)
{
}

std::uint64_t SearchTally::positionsFrom(Position position)
{
    const std::uint64_t key = game_.key(position);
    if (const auto known = positionsBelow_.find(key); known != positionsBelow_.end())
        return known->second;
    std::uint64_t count = 1;
    if (!game_.isOver(position)) {
        MoveList moves;
        game_.moves(position, moves);
        for (const MoveList::Entry& move : moves)
            count += positionsFrom(game_.play(position, move.move));
    }
    positionsBelow_.emplace(key, count);
    return count;
}

void SearchTally::cutoff(const MoveList& moves, std::size_t next)
{
    for (std::size_t i = next; i < moves.size(); ++i)
        result_.pruned += NodeId(positionsFrom(game_.play(path_.back(), moves[i].move)));
    ++result_.cutoffs;
    ++result_.steps;
}

} // namespace gtl
