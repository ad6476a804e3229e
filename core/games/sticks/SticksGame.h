// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/Game.h"

#include <array>

namespace gtl {

/// Sticks, a take-away game for three players, A, B and C, who take turns in that order to take
/// 1, 2 or 3 sticks from a pile: whoever takes the last stick wins, scoring 1, and the other
/// two score 0. A player who cannot win still chooses which of the others does (the kingmaker),
/// and every game's scores add up to 1, which lets max^n prune. A position packs the sticks
/// left and whose turn it is.
///
/// As a Game it is read as paranoid search reads it: the player to move at the start is MAX,
/// both others MIN, and a finished game scores that player's score.
class SticksGame : public Game {
public:
    static constexpr int kPlayers = 3;
    static constexpr int kMostSticks = 15;
    static constexpr int kMostTaken = 3;
    /// A new game's pile: a tree of 326 positions, few enough to step through in a lesson.
    static constexpr int kNewGameSticks = 9;

    struct State {
        int sticks = 0;
        int toMove = 0; ///< 0 for A, 1 for B, 2 for C
        bool operator==(const State&) const = default;
    };

    explicit SticksGame(Position start);

    static Position positionOf(const State& state);
    static State stateOf(Position position);
    /// The position after the player to move takes @p sticks.
    static State taken(State state, int sticks);
    /// Each player's score at @p state: at the end 1 for the winner, who moved last; 0 for
    /// everyone while the game goes on.
    static std::array<int, kPlayers> scores(const State& state);

    Position start() const override { return start_; }
    Player toMove(Position position) const override;
    /// The two players after MAX both play MIN, one after the other.
    bool turnsAlternate() const override { return false; }
    /// The moves take 1, 2 or 3 sticks, no more than are left.
    void moves(Position position, MoveList& moves) const override;
    Position play(Position position, Move move) const override;
    bool isOver(Position position) const override { return stateOf(position).sticks == 0; }
    /// The score of the player who moved at the start, from the side to move.
    Value finalScore(Position position, std::size_t scoring) const override;
    /// No guess: a game that goes on scores 0 for everyone.
    Value evaluate(Position position, std::size_t evaluation) const override;
    std::uint64_t key(Position position) const override { return position; }
    std::string moveName(Move move) const override { return std::to_string(move); }

private:
    Position start_;
    int startMover_;
};

} // namespace gtl
