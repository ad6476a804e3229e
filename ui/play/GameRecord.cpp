// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/play/GameRecord.h"

#include <algorithm>
#include <cassert>

namespace gtl::ui {

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
    MoveList legal;
    game_->moves(position(), legal);
    for (const MoveList::Entry& entry : legal) {
        if (game_->moveName(entry.move) == name)
            return entry.move;
    }
    return std::nullopt;
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
    if (kind_->players() > 2) {
        const std::string leaders = kind_->leaders(position());
        return leaders + (leaders.size() == 1 ? " wins" : " share the win");
    }
    // The score is the side to move's: a loss there is a win for the side that just moved.
    const Value score = game_->finalScore(position(), 0);
    if (score == 0)
        return "A draw";
    const std::string_view sides = kind_->names().sides;
    const char mover = sideToMove();
    const char other = mover == sides[0] ? sides[1] : sides[0];
    return std::string(1, score < 0 ? other : mover) + " wins";
}

} // namespace gtl::ui
