// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/ChanceGame.h"
#include "core/games/Game.h"
#include "core/games/MoveList.h"
#include "core/tree/GameTree.h"
#include "core/tree/GameTreeBuilder.h"

#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

namespace gtl {

/// The tree a recorded search walks, in which its events name nodes: a tree built in advance
/// (a node's children are its position's moves in the game's own order), or one grown from the
/// game's start, where a position's moves become children (generated, not yet searched) when
/// it is first expanded. Throws TraceTooLong past kMaxGrownNodes grown nodes.
class SearchedTree {
public:
    /// The most nodes a grown tree holds (the whole tic-tac-toe tree needs 549,946).
    static constexpr NodeId kMaxGrownNodes = 4'000'000;

    /// Walks @p tree, a tree of @p game built in advance.
    SearchedTree(const GameTree& tree, const Game& game);
    /// Grows the tree of @p game from its start, as positions of the game called @p gameName.
    SearchedTree(const Game& game, std::string_view gameName);

    /// The tree walked, or null when it grows.
    const GameTree* walked() const { return tree_; }
    NodeId size() const { return tree_ ? tree_->size() : grown_.size(); }

    NodeId childOf(NodeId node, std::uint32_t index) const { return firstChildOf(node) + index; }
    NodeId firstChildOf(NodeId node) const { return tree_ ? tree_->firstChild(node) : firstChild_[node]; }
    NodeId childCountOf(NodeId node) const { return tree_ ? tree_->childCount(node) : childCount_[node]; }
    std::uint32_t depthOf(NodeId node) const { return tree_ ? tree_->depth(node) : depth_[node]; }
    Player playerOf(NodeId node) const { return tree_ ? tree_->player(node) : grown_.player(node); }
    /// Whether @p node is a throw in MIN's turn (a tree written out throws in MAX's name).
    bool throwsForMin(NodeId node) const { return !throwerIsMin_.empty() && throwerIsMin_[node]; }

    /// Loads the players of @p node's children in a tree walked, which the search reads next.
    void prefetchChildren(NodeId node) const { tree_->prefetchChildPlayers(node); }
    /// Whether grown node @p node has its children (or has none, the game being over there).
    bool hasGrownChildren(NodeId node) const { return firstChild_[node] != kNoNode; }
    /// Adds @p moves of @p position to the grown tree as @p node's children, generated at
    /// step @p step.
    void grow(NodeId node, Position position, const MoveList& moves, std::uint32_t step);
    /// Records in a grown tree that the game ends at @p node, scoring @p score.
    void markOver(NodeId node, Value score);

    /// The grown tree, laid out breadth first; the nodes whose moves were never generated are
    /// open. Called once, at the end.
    std::shared_ptr<GameTree> build();
    /// The id in build()'s tree of grown node @p node.
    NodeId builtId(NodeId node) const { return grown_.builtId(node); }

private:
    NodeId addGrown(NodeId parent, Position position, std::string_view label, std::uint32_t step);

    const GameTree* tree_; ///< null while growing
    const Game& game_;
    const ChanceGame* dice_; ///< the game when it has throws, else null
    // The grown tree: the builder keeps what the tree will hold, these arrays what finding
    // nodes needs meanwhile.
    GameTreeBuilder grown_;
    std::vector<NodeId> firstChild_;
    std::vector<NodeId> childCount_;
    std::vector<std::uint32_t> depth_;
    std::vector<bool> over_; ///< per grown node, whether the game ends there
    std::vector<bool> throwerIsMin_; ///< per node, whether it is a throw in MIN's turn
};

} // namespace gtl
