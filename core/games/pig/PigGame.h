// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/ChanceGame.h"

namespace gtl {

/// Pig, the dice game, played to kTarget points by A (MAX) and B (MIN). On a turn the player
/// rolls a die as often as they like: a 1 loses the turn's points and passes the turn; any other
/// face adds to the turn's total, which holding banks (holding passes the turn too). The first
/// roll of a turn is compulsory, and reaching the target wins at once. A position packs both
/// scores, the turn's total, the side whose turn it is and whether the die is in the air.
class PigGame : public ChanceGame {
public:
    static constexpr int kTarget = 10;
    /// The moves: a decision is roll or hold; a throw's outcomes are the faces 1–6 (kFace + face).
    static constexpr Move kRoll = 0;
    static constexpr Move kHold = 1;
    static constexpr Move kFace = 1;

    struct State {
        int scoreA = 0;
        int scoreB = 0;
        int turnTotal = 0;
        bool bToMove = false;
        bool rolling = false;
        bool operator==(const State&) const = default;
    };

    explicit PigGame(Position start)
        : start_(start)
    {
    }

    static Position positionOf(const State& state);
    static State stateOf(Position position);

    Position start() const override { return start_; }
    Player toMove(Position position) const override;
    void moves(Position position, MoveList& moves) const override;
    Position play(Position position, Move move) const override;
    bool isOver(Position position) const override;
    /// The player to move after the end has lost: the winner moved last.
    Value finalScore(Position position, std::size_t scoring) const override;
    /// The side to move's banked and unbanked points minus the opponent's, doubled, with the
    /// turn's total counted once: points at risk are worth half as much.
    Value evaluate(Position position, std::size_t evaluation) const override;
    std::uint64_t key(Position position) const override { return position; }
    std::string moveName(Move move) const override;
    Probability outcomeProbability(Position, Move) const override { return {1, 6}; }
    Player thrower(Position position) const override;
    std::int64_t outcomeDenominator() const override { return 6; }
    /// Throws never follow each other: the die's fall hands a decision to a player, or ends the game.
    std::uint32_t mostThrows(Position start, std::uint32_t plies) const override;
    /// A win (100) outweighs any evaluation.
    Value scoreLimit() const override;

private:
    Position start_;
};

} // namespace gtl
