// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/games/pig/PigGame.h"

#include <utility>

namespace gtl {
namespace {

/// A win or loss outweighs any evaluation (at most 2 × 15 points apart).
constexpr Value kWin = 100;

} // namespace

Position PigGame::positionOf(const State& s)
{
    return Position(s.scoreA) | Position(s.scoreB) << 8 | Position(s.turnTotal) << 16 | Position(s.bToMove) << 24
        | Position(s.rolling) << 25;
}

PigGame::State PigGame::stateOf(Position p)
{
    return {int(p & 0xFF), int(p >> 8 & 0xFF), int(p >> 16 & 0xFF), bool(p >> 24 & 1), bool(p >> 25 & 1)};
}

Player PigGame::thrower(Position position) const
{
    return stateOf(position).bToMove ? Player::Min : Player::Max;
}

std::uint32_t PigGame::mostThrows(Position start, std::uint32_t plies) const
{
    // Among the positions at plies 0 to plies − 1, no two neighbours are throws.
    return toMove(start) == Player::Chance ? (plies + 1) / 2 : plies / 2;
}

Value PigGame::scoreLimit() const
{
    return kWin;
}

Player PigGame::toMove(Position position) const
{
    return stateOf(position).rolling ? Player::Chance : thrower(position);
}

void PigGame::moves(Position position, MoveList& moves) const
{
    if (isOver(position))
        return;
    const State s = stateOf(position);
    if (s.rolling) {
        for (int face = 1; face <= 6; ++face)
            moves.push(kFace + Move(face));
        return;
    }
    moves.push(kRoll);
    if (s.turnTotal > 0)
        moves.push(kHold);
}

Position PigGame::play(Position position, Move move) const
{
    State s = stateOf(position);
    int& own = s.bToMove ? s.scoreB : s.scoreA;
    const auto pass = [&s] {
        s.turnTotal = 0;
        s.bToMove = !s.bToMove;
    };
    if (!s.rolling && move == kRoll) {
        s.rolling = true;
        return positionOf(s);
    }
    s.rolling = false;
    if (move == kHold) {
        own += s.turnTotal;
        pass();
    } else if (move == kFace + 1) {
        pass(); // a 1: the turn's points are lost
    } else {
        s.turnTotal += int(move - kFace);
        if (own + s.turnTotal >= kTarget) { // the target reached: banked, and the game is won
            own += s.turnTotal;
            pass();
        }
    }
    return positionOf(s);
}

bool PigGame::isOver(Position position) const
{
    const State s = stateOf(position);
    return s.scoreA >= kTarget || s.scoreB >= kTarget;
}

Value PigGame::finalScore(Position, std::size_t) const
{
    return -kWin;
}

Value PigGame::evaluate(Position position, std::size_t evaluation) const
{
    (void)evaluation; // Pig has only its own evaluation
    const State s = stateOf(position);
    const int own = s.bToMove ? s.scoreB : s.scoreA;
    const int other = s.bToMove ? s.scoreA : s.scoreB;
    return Value(2 * own + s.turnTotal - 2 * other);
}

std::string PigGame::moveName(Move move) const
{
    if (move == kRoll)
        return "roll";
    if (move == kHold)
        return "hold";
    return std::to_string(move - kFace);
}

} // namespace gtl
