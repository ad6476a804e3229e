// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/Game.h"
#include "core/games/connect4/Connect4Board.h"

namespace gtl {

/// Connect Four as a Game: a move is a column (0–6, named 1–7), X moves first and is MAX.
///
/// The scale of its scores, from the side to move: a finished game where the opponent has
/// connected four scores −(kWinScore + the squares left empty), so that a sooner win scores
/// higher; a full board without a four scores 0. The evaluations stay far inside: the window
/// count lies within ±69 and the weighted one within ±552.
class Connect4Game : public Game {
public:
    /// Beyond any evaluation: a won game scores at least this much.
    static constexpr Value kWinScore = 1000;
    /// The static order "centre first": columns 4, 3, 5, 2, 6, 1, 7.
    static constexpr std::size_t kCentreFirst = 1;
    /// The evaluations: seed 000's measure over the 69 windows of four (those holding no
    /// opponent disc minus those holding no own disc), and the same with a window counting
    /// 1, 2, 4 or 8 as it holds 0, 1, 2 or 3 of its side's discs.
    static constexpr std::size_t kWindowCount = 0;
    static constexpr std::size_t kWeightedWindows = 1;

    explicit Connect4Game(Connect4Board start = {});

    Position start() const override { return start_; }
    /// X is MAX.
    Player toMove(Position position) const override;
    void moves(Position position, MoveList& moves) const override;
    std::span<const std::string_view> orderNames() const override;
    void order(Position position, std::size_t order, MoveList& moves) const override;
    Position play(Position position, Move move) const override;
    bool isOver(Position position) const override;
    Value finalScore(Position position, std::size_t scoring) const override;
    /// The evaluation numbered @p evaluation (kWindowCount or kWeightedWindows).
    Value evaluate(Position position, std::size_t evaluation) const override;
    /// The evaluation besides the window count: "weighted windows".
    std::span<const std::string_view> evaluationNames() const override;
    /// The bitboard's key: the same for one position whatever the last move was.
    std::uint64_t key(Position position) const override;
    /// A move that wins at once, blocks the opponent's win at once, or makes a new threat: a
    /// square that would now complete a four of the mover's and did not before.
    bool isForcing(Position position, Move move) const override;
    /// The same discs, the other side to move: a Position keeps whether the passes behind it
    /// are odd, which the side to move follows (no Connect4Board shows such a position).
    std::optional<Position> passed(Position position) const override;
    std::string moveName(Move move) const override { return std::to_string(move + 1); }

private:
    Position start_;
};

} // namespace gtl
