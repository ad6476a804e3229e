// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/games/sticks/SticksGame.h"

#include <algorithm>

namespace gtl {
namespace {

// Bits 0–7 the sticks, 8–15 whose turn it is.
constexpr int kMoverShift = 8;

} // namespace

SticksGame::SticksGame(Position start)
    : start_(start)
    , startMover_(stateOf(start).toMove)
{
}

Position SticksGame::positionOf(const State& state)
{
    return Position(state.sticks) | Position(state.toMove) << kMoverShift;
}

SticksGame::State SticksGame::stateOf(Position position)
{
    return {.sticks = int(position & 0xFF), .toMove = int(position >> kMoverShift & 0xFF)};
}

SticksGame::State SticksGame::taken(State state, int sticks)
{
    return {.sticks = state.sticks - sticks, .toMove = (state.toMove + 1) % kPlayers};
}

std::array<int, SticksGame::kPlayers> SticksGame::scores(const State& state)
{
    std::array<int, kPlayers> scores{};
    if (state.sticks == 0)
        scores[(state.toMove + kPlayers - 1) % kPlayers] = 1;
    return scores;
}

Player SticksGame::toMove(Position position) const
{
    return stateOf(position).toMove == startMover_ ? Player::Max : Player::Min;
}

void SticksGame::moves(Position position, MoveList& moves) const
{
    const int most = std::min(kMostTaken, stateOf(position).sticks);
    for (int sticks = 1; sticks <= most; ++sticks)
        moves.push(Move(sticks));
}

Position SticksGame::play(Position position, Move move) const
{
    return positionOf(taken(stateOf(position), int(move)));
}

Value SticksGame::finalScore(Position position, std::size_t) const
{
    const Value score = scores(stateOf(position))[startMover_];
    return toMove(position) == Player::Max ? score : -score;
}

Value SticksGame::evaluate(Position, std::size_t) const
{
    return 0;
}

} // namespace gtl
