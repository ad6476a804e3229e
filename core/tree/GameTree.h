// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tree/Player.h"
#include "core/tree/Probability.h"
#include "core/tree/Value.h"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gtl {

using NodeId = std::uint32_t;
inline constexpr NodeId kNoNode = UINT32_MAX;

/// An immutable game tree stored in flat arrays, in breadth-first order: node 0 is the root,
/// the children of a node have consecutive ids, and a parent's id is always smaller than its
/// children's. Build one with GameTreeBuilder; editing builds a new tree.
///
/// Leaf values are from MAX's point of view. A tree of several players scores each of them at
/// every leaf (`<3, 1, 2>` in tree text); the player at its root (the first, in tree text) is MAX
/// and every other one MIN, and its leaf values are that player's scores: the paranoid reading, which the two-player
/// searches search as written. Each node stores the side to move there (trees
/// from text alternate level by level from rootPlayer(); a game's tree says what the game
/// says). Each node but the root carries the label of the move that reaches it. A tree may
/// carry a payload per node, as wide as a game's position: the position the node stands for
/// in the game game() names. A tree grown by a search also knows the step at which each node
/// was generated.
class GameTree {
public:
    GameTree() = default;

    NodeId size() const { return static_cast<NodeId>(parent_.size()); }
    static constexpr NodeId root() { return 0; }
    /// The most moves a position may have: every tree that enters (tree text, files, edits,
    /// random trees, games) holds to it, and a search keeps a position's moves in an array
    /// this long (MoveList).
    static constexpr NodeId kMaxMoves = 256;
    NodeId parent(NodeId node) const { return parent_[node]; }
    NodeId firstChild(NodeId node) const { return firstChild_[node]; }
    NodeId childCount(NodeId node) const { return childCount_[node]; }
    bool isLeaf(NodeId node) const { return childCount_[node] == 0; }
    /// Consecutive node ids [begin, end), to loop over with a range for.
    struct IdRange {
        struct Iterator {
            NodeId id;
            NodeId operator*() const { return id; }
            Iterator& operator++()
            {
                ++id;
                return *this;
            }
            bool operator!=(const Iterator& other) const { return id != other.id; }
        };
        NodeId first;
        NodeId last;
        Iterator begin() const { return {first}; }
        Iterator end() const { return {last}; }
    };
    /// The ids of @p node's children, in move order: `for (NodeId child : tree.children(node))`.
    IdRange children(NodeId node) const { return {firstChild_[node], firstChild_[node] + childCount_[node]}; }
    /// One past the id of @p node's last child.
    NodeId childrenEnd(NodeId node) const { return firstChild_[node] + childCount_[node]; }
    std::uint32_t depth(NodeId node) const { return depth_[node]; }
    std::uint32_t height() const { return depth_.empty() ? 0 : depth_.back(); }
    /// The most children any node has.
    NodeId maxChildCount() const;
    Player rootPlayer() const { return rootPlayer_; }
    Player player(NodeId node) const { return player_[node]; }
    /// Asks the processor to fetch the players of @p node's children, which a recording search
    /// reads as it enters them: it is the one array the game itself does not touch there.
    void prefetchChildPlayers(NodeId node) const { __builtin_prefetch(player_.data() + firstChild_[node]); }
    /// The leaf's value from MAX's point of view (0 for interior nodes).
    Value leafValue(NodeId node) const { return leafValue_[node]; }
    std::string_view label(NodeId node) const;
    /// The move labels from the root to @p node joined by '/', e.g. "B/1"; "root" for the root.
    std::string path(NodeId node) const;
    /// The path, or when it is longer than @p maxChars its end: "…/C/2/1". Costs O(maxChars)
    /// however deep the node, so that printing a path per step stays linear in the steps.
    std::string path(NodeId node, std::size_t maxChars) const;
    /// Index of @p node among its parent's children (0 for the root).
    std::uint32_t siblingIndex(NodeId node) const;
    NodeId leafCount() const;
    /// The number of nodes in each node's subtree, itself included (what a cut-off there prunes).
    std::vector<NodeId> subtreeSizes() const;
    /// The bytes the tree holds, for memory budgets such as the editing history's.
    std::size_t memoryBytes() const;

    /// The most players a tree may seat.
    static constexpr std::uint32_t kMaxPlayers = 6;
    /// How many players take turns: 2, or as many as each leaf has scores.
    std::uint32_t players() const { return players_; }
    /// Whether each leaf carries a score per player rather than one value.
    bool scoresEachPlayer() const { return !scores_.empty(); }
    /// A leaf's score for each player, the first player's first (empty unless scoresEachPlayer()).
    std::span<const Value> scores(NodeId node) const
    {
        return scores_.empty() ? std::span<const Value>()
                               : std::span<const Value>(scores_).subspan(node * players_, players_);
    }
    /// Whose turn it is at @p node, from 0 for the first player: players take turns in order,
    /// level by level; a chance node keeps the seat of the player who moves after the throw.
    /// In a tree of one value per leaf, 0 at MAX's nodes and 1 at MIN's.
    std::uint32_t seat(NodeId node) const
    {
        return seat_.empty() ? (player_[node] == Player::Min ? 1 : 0) : seat_[node];
    }

    /// An inner node's static evaluation, from MAX's point of view, for searches that stop
    /// at a depth limit; kNoValue when the tree gives none (and for leaves).
    Value evaluation(NodeId node) const { return evaluation_.empty() ? kNoValue : evaluation_[node]; }
    bool hasEvaluations() const { return !evaluation_.empty(); }
    /// Whether the move into @p node is forcing (`!` in tree text): a capture, a threat, a
    /// check, which quiescence search goes on playing past the horizon.
    bool isForcing(NodeId node) const { return !forcing_.empty() && forcing_[node] != 0; }
    bool hasForcingMoves() const { return !forcing_.empty(); }
    /// The node that stands for @p node's position: the first (in id order) of the nodes the
    /// tree text marks as one position (a transposition), or @p node itself. The nodes below
    /// two such nodes pair up the same way.
    NodeId position(NodeId node) const { return position_.empty() ? node : position_[node]; }
    bool hasTranspositions() const { return !position_.empty(); }
    /// Whether @p node is one position with another only because its parent is (the i-th
    /// moves from one position lead to one position): what the text marks is the top.
    bool pairedByParent(NodeId node) const;
    bool hasPayload() const { return !payload_.empty(); }
    std::uint64_t payload(NodeId node) const { return payload_[node]; }
    /// The name of the game whose positions the payloads are (GameRegistry knows it by this
    /// name); empty when the nodes carry none.
    std::string_view game() const { return game_; }
    /// Whether a search grew the tree: its nodes appear step by step (see generatedAt).
    bool isGrown() const { return !generatedAt_.empty(); }
    /// The step of the trace after which @p node exists: 0 for a tree built in advance, else
    /// the step of the event that generated it (the root: 0).
    std::uint32_t generatedAt(NodeId node) const { return generatedAt_.empty() ? 0 : generatedAt_[node]; }
    /// Whether @p node is a position of a grown tree that goes on but was never expanded: it
    /// has no children here, yet it is no leaf of the game.
    bool isOpen(NodeId node) const { return !open_.empty() && open_[node]; }
    /// Whether some node is a chance node (Player::Chance): its children are the outcomes of a
    /// throw, each with its probability.
    bool hasChance() const { return !probability_.empty(); }
    /// The probability that the chance node above @p node comes out as @p node (1 below any
    /// other node).
    Probability probability(NodeId node) const { return probability_.empty() ? Probability{} : probability_[node]; }

private:
    friend class GameTreeBuilder;

    Player rootPlayer_ = Player::Max;
    std::vector<NodeId> parent_;
    std::vector<NodeId> firstChild_;
    std::vector<NodeId> childCount_;
    std::vector<std::uint32_t> depth_;
    std::vector<Player> player_;
    std::vector<Value> leafValue_;
    std::vector<std::uint32_t> labelStart_; // size()+1 offsets into labels_
    std::string labels_;
    std::vector<std::uint64_t> payload_;
    std::string game_;
    std::vector<std::uint32_t> generatedAt_; ///< empty for a tree built in advance
    std::vector<std::uint8_t> open_; ///< empty for a tree built in advance
    std::vector<Value> evaluation_; ///< empty when no node has one
    std::vector<std::uint8_t> forcing_; ///< empty when no move is forcing
    std::vector<NodeId> position_; ///< empty when the tree has no transpositions
    std::vector<Probability> probability_; ///< empty when the tree has no chance nodes
    std::uint32_t players_ = 2;
    std::vector<Value> scores_; ///< players_ per node; empty when leaves carry one value
    std::vector<std::uint8_t> seat_; ///< empty when leaves carry one value
};

} // namespace gtl
