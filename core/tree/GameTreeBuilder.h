// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tree/GameTree.h"

#include <cassert>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gtl {

/// The label a move gets when its text gives none: the root's children are lettered A, B, …, Z,
/// AA, AB, …; deeper moves are numbered 1, 2, … among their siblings.
std::string defaultMoveLabel(std::uint32_t depth, std::uint32_t siblingIndex);

/// Collects nodes in any order (each child added after its parent, siblings in move order)
/// and produces a GameTree in breadth-first layout in linear time. Nodes added breadth-first
/// already (as tic-tac-toe and random trees are) are kept in place, without a copy.
class GameTreeBuilder {
public:
    explicit GameTreeBuilder(Player rootPlayer = Player::Max);

    void reserve(std::size_t nodeCount);
    /// Adds the root; must be the first node added. Returns its id in this builder.
    NodeId addRoot(Value leafValue = 0, std::uint64_t payload = 0);
    /// Adds a child of @p parent, the opponent of its side to move to move there. An empty
    /// @p label gets defaultMoveLabel() at build time.
    NodeId addChild(NodeId parent, std::string_view label, Value leafValue = 0, std::uint64_t payload = 0);
    /// Sets the side to move at @p node (before its children are added, which take the opponent).
    void setPlayer(NodeId node, Player player);
    Player player(NodeId node) const { return nodes_.player_[node]; }
    /// Makes @p node a chance node (before its children are added). A throw is no turn: its
    /// outcomes take the side that would have moved there (the root's side below a chance root).
    void setChance(NodeId node);
    /// The probability of the outcome @p node of a chance node.
    void setProbability(NodeId node, Probability probability);
    /// Records that a search generated @p node after step @p step (a grown tree).
    void setGeneratedAt(NodeId node, std::uint32_t step);
    /// Marks @p node as open (see GameTree::isOpen).
    void setOpen(NodeId node);
    void setLeafValue(NodeId node, Value value) { nodes_.leafValue_[node] = value; }
    /// Gives the leaf @p node a score for each player: the tree seats as many players as the
    /// first leaf given scores has, and every leaf must have as many. The built tree takes
    /// turns in that order, from the root's seat on, and reads its leaf values as the scores
    /// of the player at the root.
    void setScores(NodeId node, std::span<const Value> scores);
    /// In a tree of several players, whose turn it is at the root, from 0 for the first player
    /// (0 unless set): a game's position where the second player moves starts there.
    void setRootSeat(std::uint32_t seat) { rootSeat_ = std::uint8_t(seat); }
    /// Gives an inner node a static evaluation (MAX's point of view); kept only if it has
    /// children once built.
    void setEvaluation(NodeId node, Value value);
    /// Marks the move into @p node (not the root) as forcing.
    void setForcing(NodeId node);
    /// Marks @p node as the same position as @p same (added before it): a transposition. The
    /// built tree pairs up their subtrees too where they match; where they do not (other moves
    /// or values below), the node stays a position of its own.
    void setSamePosition(NodeId node, NodeId same);
    std::uint64_t payload(NodeId node) const { return payload_[node]; }
    /// Keeps the payloads in the built tree as positions of the game called @p game (they are
    /// dropped otherwise). Called before the first node is added, so that each node's payload
    /// is its own.
    void keepPayload(std::string_view game)
    {
        assert(size() == 0);
        keepPayload_ = true;
        nodes_.game_ = game;
    }
    NodeId size() const { return static_cast<NodeId>(nodes_.parent_.size()); }

    /// The finished tree. The builder is left empty.
    GameTree build();
    /// After build(): the id in the built tree of the node added as @p added.
    NodeId builtId(NodeId added) const { return builtIds_.empty() ? added : builtIds_[added]; }

private:
    /// The side to move at a new child of @p parent.
    Player childPlayer(NodeId parent) const;
    bool isBreadthFirst() const;
    std::vector<NodeId> breadthFirstOrder() const;
    GameTree reordered(const std::vector<NodeId>& order) const;
    void linkChildren(GameTree& tree) const;
    static void fillDefaultLabels(GameTree& tree);
    /// Makes each position's node the first of its group and pairs up the nodes below; a node
    /// whose subtree does not match its group's is a position of its own.
    static void linkPositions(GameTree& tree);
    /// In a tree of several players: whose turn each node is, from @p rootSeat at the root,
    /// and the two-player reading of it (the root's player MAX, everyone else MIN, leaf values
    /// the root player's scores).
    static void seatPlayers(GameTree& tree, std::uint8_t rootSeat);
    static bool isSamePosition(const GameTree& tree, NodeId a, NodeId b);
    /// Appends the labels of @p parent's moves, with the defaults filled in and no two alike.
    static void appendMoveLabels(
        const GameTree& tree, NodeId parent, std::string& labels, std::vector<std::uint32_t>& starts);

    bool keepPayload_ = false;
    std::uint8_t rootSeat_ = 0;
    /// Parents, values and labels in insertion order, in the arrays of the tree to be.
    GameTree nodes_;
    std::vector<std::uint64_t> payload_;
    std::vector<NodeId> builtIds_; ///< of the last build, when it renumbered the nodes
};

} // namespace gtl
