#pragma once

#include "core/games/Game.h"
#include "core/tree/GameTree.h"

namespace gtl {

/// A game tree as a Game: a position is a node, its moves its children in tree order, and a
/// leaf's value (from MAX's side in the tree) is scored from the side to move. The tree must
/// outlive the game. Abstract trees carry no evaluation, so a search of one must reach the
/// leaves: its depth at least the tree's height.
class TreeGame : public Game {
public:
    explicit TreeGame(const GameTree& tree);

    Position start() const override { return GameTree::root(); }
    std::vector<Move> moves(Position position) const override;
    Position play(Position position, Move move) const override;
    bool isOver(Position position) const override;
    Value finalScore(Position position, Scoring scoring) const override;
    Value evaluate(Position position) const override;
    std::uint64_t key(Position position) const override { return position; }
    std::string moveName(Move move) const override;

private:
    const GameTree& tree_;
};

} // namespace gtl
