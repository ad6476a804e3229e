#pragma once

#include "core/games/Game.h"
#include "core/games/tictactoe/TicTacToeGame.h"
#include "core/tree/GameTree.h"

namespace gtl {

/// A tic-tac-toe game tree (boards as payload, see buildTicTacToeTree) played as the game
/// itself: a position is a node, a move its square, and scores, evaluations and keys are the
/// game's, so that a search stepped on the tree finds what the game's own search finds. The
/// tree must outlive the game.
class TicTacToeTreeGame : public Game {
public:
    explicit TicTacToeTreeGame(const GameTree& tree);

    Position start() const override { return GameTree::root(); }
    std::vector<Move> moves(Position position) const override;
    std::vector<Move> moves(Position position, StaticOrder order) const override;
    /// The child whose board has @p move played.
    Position play(Position position, Move move) const override;
    bool isOver(Position position) const override;
    Value finalScore(Position position, Scoring scoring) const override;
    Value evaluate(Position position) const override;
    /// The board and the side to move: one key for every node with the same board.
    std::uint64_t key(Position position) const override { return tree_.payload(NodeId(position)); }
    std::string moveName(Move move) const override { return rules_.moveName(move); }

private:
    Position boardOf(Position node) const { return tree_.payload(NodeId(node)); }

    const GameTree& tree_;
    TicTacToeGame rules_;
};

} // namespace gtl
