// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/ChanceGame.h"
#include "core/games/TreeGame.h"

namespace gtl {

/// A tree with chance nodes written out (`{1/2: 3, 1/2: (…)}`) as a game of dice, so that the
/// one search routine searches it as it searches a game: a chance node's outcomes are its
/// children with the probabilities the tree gives them. Its throws are scored from MAX's side,
/// as the tree writes its values. The tree must outlive the game.
class ChanceTreeGame : public ChanceGame {
public:
    explicit ChanceTreeGame(const GameTree& tree);

    const GameTree& tree() const { return tree_; }

    Position start() const override { return plain_.start(); }
    Player toMove(Position position) const override { return plain_.toMove(position); }
    void moves(Position position, MoveList& moves) const override { plain_.moves(position, moves); }
    Position play(Position position, Move move) const override { return plain_.play(position, move); }
    bool isOver(Position position) const override { return plain_.isOver(position); }
    /// From the side to move, and at a throw (a leaf where a tree is cut off) from MAX's.
    Value finalScore(Position position, std::size_t scoring) const override;
    Value evaluate(Position position, std::size_t evaluation) const override
    {
        return plain_.evaluate(position, evaluation);
    }
    std::uint64_t key(Position position) const override { return plain_.key(position); }
    std::string moveName(Move move) const override { return plain_.moveName(move); }

    Probability outcomeProbability(Position position, Move move) const override;
    Player thrower(Position) const override { return Player::Max; }
    /// The search's scale comes from the tree itself (ChanceScale::of), not from these.
    std::int64_t outcomeDenominator() const override { return 1; }
    Value scoreLimit() const override;

private:
    const GameTree& tree_;
    TreeGame plain_;
};

} // namespace gtl
