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

    Position start() const override { return positionOf(start_); }
    std::vector<Move> moves(Position position) const override;
    /// Centre first: 5, 1, 3, 7, 9, 2, 4, 6, 8 (corners before edges).
    std::vector<Move> moves(Position position, StaticOrder order) const override;
    Position play(Position position, Move move) const override;
    bool isOver(Position position) const override;
    Value finalScore(Position position, Scoring scoring) const override;
    Value evaluate(Position position) const override;
    std::uint64_t key(Position position) const override { return position; }
    std::string moveName(Move move) const override { return std::to_string(move + 1); }

private:
    TicTacToeBoard start_;
};

} // namespace gtl
