// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tree/GameTree.h"

#include <string>
#include <vector>

namespace gtl {

/// A game tree opened up for changes: nodes can be added, removed, relabelled, revalued and
/// their moves reordered, then a new GameTree is built. Node ids of the source tree stay valid
/// (removed nodes are only detached), and added nodes get new ids after them.
class EditableTree {
public:
    explicit EditableTree(const GameTree& tree);

    NodeId root() const { return 0; }
    std::vector<NodeId>& children(NodeId node) { return nodes_[node].children; }
    const std::vector<NodeId>& children(NodeId node) const { return nodes_[node].children; }
    NodeId parent(NodeId node) const { return nodes_[node].parent; }
    Value value(NodeId node) const { return nodes_[node].value; }
    void setValue(NodeId node, Value value) { nodes_[node].value = value; }
    /// In a tree of several players: a leaf's score for each of them (the first one's is its value).
    const std::vector<Value>& scores(NodeId node) const { return nodes_[node].scores; }
    void setScores(NodeId node, std::vector<Value> scores)
    {
        nodes_[node].value = scores.front();
        nodes_[node].scores = std::move(scores);
    }
    /// An inner node's static evaluation (kNoValue for none).
    void setEvaluation(NodeId node, Value value) { nodes_[node].evaluation = value; }
    /// Marks the move into @p node as forcing, or not.
    void setForcing(NodeId node, bool forcing) { nodes_[node].forcing = forcing; }
    /// Sets the move label of @p node; an empty label means the default of its position.
    void setLabel(NodeId node, std::string label)
    {
        nodes_[node].defaultLabel = label.empty();
        nodes_[node].label = std::move(label);
    }
    void setRootPlayer(Player player) { rootPlayer_ = player; }
    /// Sets the probability of @p node as an outcome of its chance node; the build scales the
    /// outcomes to add up to 1, which leaves probabilities that do as they are.
    void setProbability(NodeId node, Probability probability) { nodes_[node].probability = probability; }
    /// Appends a leaf worth @p value to @p parent's moves; an empty label gets the default. A new
    /// outcome of a chance node is as likely as the others were on average; the build scales
    /// the outcomes to add up to 1 again.
    NodeId addChild(NodeId parent, Value value, std::string label = {});
    /// Detaches @p node (not the root) and its subtree from its parent.
    void remove(NodeId node);
    /// Makes every label stick to its move wherever the move goes (for reordering), instead of
    /// following the default lettering of its position.
    void pinLabels();
    /// The tree as it now stands. Unless pinned, labels equal to the default of the node's old
    /// position are renumbered for the new one, so "B/2" stays the second reply after a move
    /// before it is removed.
    GameTree build() const;

private:
    struct Node {
        NodeId parent;
        std::string label;
        bool defaultLabel;
        Value value;
        Value evaluation;
        NodeId samePosition; ///< the node whose position this is (itself for most)
        std::uint64_t payload;
        std::vector<NodeId> children;
        bool chance = false;
        Probability probability = {}; ///< as an outcome of a chance node
        bool forcing = false; ///< the move into it is forcing
        /// In a tree of several players, a score per player (0 each at an inner node, which is
        /// what it scores if an edit takes its moves away).
        std::vector<Value> scores = {};
    };
    /// The probabilities of @p node's outcomes scaled to add up to 1 again after an edit
    /// added or removed one.
    std::vector<Probability> outcomeProbabilities(NodeId node) const;
    std::vector<Node> nodes_;
    Player rootPlayer_;
    std::uint32_t players_; ///< how many players a leaf scores when it scores each
    std::uint32_t rootSeat_; ///< whose turn it is at the root when leaves score each player
    std::string game_; ///< whose positions the payloads are; empty for none
};

} // namespace gtl
