// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/Game.h"
#include "core/games/tictactoe/TicTacToeBoard.h"

namespace gtl {

/// Tic-tac-toe as a Game: a position is the board with the side to move, its moves the empty
/// squares, and its evaluation the lines still open to the side to move minus those open to
/// the opponent.
class TicTacToeGame : public Game {
public:
    explicit TicTacToeGame(TicTacToeBoard start = {});

    static Position positionOf(const TicTacToeBoard& board) { return board.packed(); }
    static TicTacToeBoard boardOf(Position position) { return TicTacToeBoard::unpacked(std::uint32_t(position)); }

    /// The static order "centre first": 5, 1, 3, 7, 9, 2, 4, 6, 8 (corners before edges).
    static constexpr std::size_t kCentreFirst = 1;
    /// The scoring "fast wins": a loss scores −(1 + empty squares), the sooner the worse
    /// (the game's own: +1 a win, 0 a draw, −1 a loss).
    static constexpr std::size_t kFastWins = 1;

    Position start() const override { return positionOf(start_); }
    /// X is MAX.
    Player toMove(Position position) const override;
    void moves(Position position, MoveList& moves) const override;
    std::span<const std::string_view> orderNames() const override;
    void order(Position position, std::size_t order, MoveList& moves) const override;
    std::span<const std::string_view> scoringNames() const override;
    Position play(Position position, Move move) const override;
    bool isOver(Position position) const override;
    Value finalScore(Position position, std::size_t scoring) const override;
    Value evaluate(Position position, std::size_t evaluation) const override;
    std::uint64_t key(Position position) const override { return position; }
    std::string moveName(Move move) const override { return std::to_string(move + 1); }

private:
    TicTacToeBoard start_;
};

} // namespace gtl
