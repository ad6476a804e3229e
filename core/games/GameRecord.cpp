// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/games/GameRecord.h"

#include "core/games/MoveNamed.h"
#include "core/games/Winners.h"

#include <algorithm>
#include <cassert>

namespace gtl {

GameRecord::GameRecord(const GameKind& kind, Position start)
    : kind_(&kind)
    , game_(kind.game(start))
    , positions_{start}
{
}

std::optional<Move> GameRecord::moveNamed(std::string_view name) const
{
    if (isOver())
        return std::nullopt;
    return gtl::moveNamed(*game_, position(), name);
}

void GameRecord::play(Move move)
{
    assert(moveNamed(game_->moveName(move)));
    moves_.push_back(game_->moveName(move));
    positions_.push_back(game_->play(position(), move));
}

std::size_t GameRecord::takeBack(std::size_t count)
{
    const std::size_t taken = std::min(count, moves_.size());
    moves_.resize(moves_.size() - taken);
    positions_.resize(positions_.size() - taken);
    return taken;
}

std::string GameRecord::result() const
{
    if (!isOver())
        return {};
    const std::string winners = winnersOf(*kind_, position());
    if (winners.empty())
        return "A draw";
    return winners + (winners.size() == 1 ? " wins" : " share the win");
}

} // namespace gtl
