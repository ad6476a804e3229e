// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/Game.h"
#include "core/tree/GameTree.h"

namespace gtl {

/// What may score an inner node by its evaluation besides lying @p depth below the start.
struct HorizonReach {
    /// Quiescence search: the nodes up to this many plies deeper that forcing moves lead to
    /// from the horizon, which stand pat on their evaluation.
    std::uint32_t quiescencePlies = 0;
    /// Late move reductions: the moves of a position after its first fullDepthMoves, in the
    /// order searched, may be searched a ply shallower, putting nodes on the horizon early;
    /// SIZE_MAX for none.
    std::size_t fullDepthMoves = SIZE_MAX;
    /// Whether the search may try moves out of the tree's order, so that any may be late.
    bool reordered = false;
};

/// A game tree as a Game: a position is a node, its moves its children in tree order, and a
/// leaf's value (from MAX's side in the tree) is scored from the side to move. An inner node's
/// static evaluation is the one its tree text gives (`(…)[N]`); a search that stops above the
/// leaves needs one at every inner node on its horizon (see missingEvaluation). The tree must
/// outlive the game.
class TreeGame : public Game {
public:
    explicit TreeGame(const GameTree& tree);

    Position start() const override { return GameTree::root(); }
    Player toMove(Position position) const override { return tree_.player(NodeId(position)); }
    /// Not in a tree of three players or more, whose second and third both play MIN.
    bool turnsAlternate() const override { return tree_.players() == 2; }
    /// A move is the id of the child it leads to.
    void moves(Position position, MoveList& moves) const override;
    Position play(Position position, Move move) const override;
    bool isOver(Position position) const override;
    Value finalScore(Position position, std::size_t scoring) const override;
    Value evaluate(Position position, std::size_t evaluation) const override;
    /// Nodes the tree text marks as one position (`(…)~p`) share a key: the table answers one
    /// with what it learnt from the other.
    std::uint64_t key(Position position) const override { return tree_.position(NodeId(position)); }
    /// The moves marked `!` in the tree text.
    bool isForcing(Position, Move move) const override { return tree_.isForcing(NodeId(move)); }
    std::string moveName(Move move) const override;

    /// The first inner node a search to depth @p depth scores by its static evaluation that
    /// has none, or kNoNode: the search would have nothing to score it with.
    NodeId missingEvaluation(std::uint32_t depth, HorizonReach reach = {}) const;

private:
    const GameTree& tree_;
};

} // namespace gtl
