// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tree/EditableTree.h"

#include "core/tree/GameTreeBuilder.h"

#include <algorithm>
#include <numeric>

namespace gtl {

EditableTree::EditableTree(const GameTree& tree)
    : rootPlayer_(tree.rootPlayer())
    , players_(tree.scoresEachPlayer() ? tree.players() : 0)
    , rootSeat_(tree.scoresEachPlayer() ? tree.seat(GameTree::root()) : 0)
    , game_(tree.game())
{
    nodes_.reserve(tree.size());
    for (NodeId n = 0; n < tree.size(); ++n) {
        Node node;
        node.parent = tree.parent(n);
        node.label = std::string(tree.label(n));
        node.defaultLabel = n != 0 && node.label == defaultMoveLabel(tree.depth(n), tree.siblingIndex(n));
        node.value = tree.leafValue(n);
        node.evaluation = tree.evaluation(n);
        node.forcing = tree.isForcing(n);
        // Only the tops of transpositions: the build pairs up what lies below them again, if
        // they still match.
        node.samePosition = tree.pairedByParent(n) ? n : tree.position(n);
        node.payload = tree.hasPayload() ? tree.payload(n) : 0;
        node.chance = tree.player(n) == Player::Chance;
        node.probability = tree.probability(n);
        node.scores.assign(tree.scores(n).begin(), tree.scores(n).end());
        for (NodeId c : tree.children(n))
            node.children.push_back(c);
        nodes_.push_back(std::move(node));
    }
}

NodeId EditableTree::addChild(NodeId parent, Value value, std::string label)
{
    const NodeId id = static_cast<NodeId>(nodes_.size());
    const bool isDefault = label.empty();
    const auto outcomes = std::uint32_t(nodes_[parent].children.size() + 1);
    nodes_.push_back({parent, std::move(label), isDefault, value, kNoValue, id, 0, {}, false, {1, outcomes}});
    if (players_ != 0) // a new leaf of a tree of several players scores each of them alike
        nodes_.back().scores.assign(players_, value);
    nodes_[parent].children.push_back(id);
    return id;
}

void EditableTree::remove(NodeId node)
{
    if (node == root())
        return;
    auto& siblings = nodes_[nodes_[node].parent].children;
    siblings.erase(std::remove(siblings.begin(), siblings.end(), node), siblings.end());
}

void EditableTree::pinLabels()
{
    for (Node& node : nodes_)
        node.defaultLabel = false;
}

GameTree EditableTree::build() const
{
    GameTreeBuilder builder(rootPlayer_);
    if (!game_.empty())
        builder.keepPayload(game_);
    builder.setRootSeat(rootSeat_);
    // Breadth-first, carrying each node's id in the new tree.
    std::vector<std::pair<NodeId, NodeId>> queue{{root(), builder.addRoot(nodes_[0].value, nodes_[0].payload)}};
    std::vector<NodeId> madeOf(nodes_.size(), kNoNode);
    bool transpositions = false;
    for (std::size_t next = 0; next < queue.size(); ++next) {
        const auto [old, made] = queue[next];
        madeOf[old] = made;
        if (players_ != 0 && nodes_[old].children.empty())
            builder.setScores(made, nodes_[old].scores);
        transpositions = transpositions || nodes_[old].samePosition != old;
        if (nodes_[old].evaluation != kNoValue)
            builder.setEvaluation(made, nodes_[old].evaluation);
        const bool chance = nodes_[old].chance && !nodes_[old].children.empty();
        if (chance)
            builder.setChance(made);
        const std::vector<Probability> probabilities = chance ? outcomeProbabilities(old) : std::vector<Probability>();
        for (std::size_t i = 0; i < nodes_[old].children.size(); ++i) {
            const Node& c = nodes_[nodes_[old].children[i]];
            const std::string_view label = c.defaultLabel ? std::string_view() : std::string_view(c.label);
            const NodeId added = builder.addChild(made, label, c.value, c.payload);
            if (c.forcing && !chance)
                builder.setForcing(added);
            if (chance)
                builder.setProbability(added, probabilities[i]);
            queue.emplace_back(nodes_[old].children[i], added);
        }
    }
    // Transpositions carry over where both nodes remain; the build unlinks those an edit made
    // differ.
    if (transpositions) {
        for (const auto& [old, made] : queue) {
            const NodeId same = madeOf[nodes_[old].samePosition];
            if (same != kNoNode && same != made)
                builder.setSamePosition(made, same);
        }
    }
    return builder.build();
}

std::vector<Probability> EditableTree::outcomeProbabilities(NodeId node) const
{
    const std::vector<NodeId>& outcomes = nodes_[node].children;
    // Past what a probability holds, the outcomes fall back to equal chances.
    const std::vector<Probability> equal(outcomes.size(), Probability::reduced(1, outcomes.size()));
    std::uint64_t common = 1; // the outcomes' common denominator
    for (NodeId child : outcomes) {
        common = std::lcm(common, std::uint64_t(nodes_[child].probability.denominator));
        if (common > Probability::kMaxTerm)
            return equal;
    }
    std::uint64_t total = 0; // their sum, times common
    for (NodeId child : outcomes) {
        const Probability p = nodes_[child].probability;
        total += common / p.denominator * p.numerator;
    }
    std::vector<Probability> probabilities;
    for (NodeId child : outcomes) {
        const Probability p = nodes_[child].probability;
        const std::uint64_t share = common / p.denominator * p.numerator;
        if (total > Probability::kMaxTerm)
            return equal;
        probabilities.push_back(Probability::reduced(share, total));
    }
    return probabilities;
}

} // namespace gtl
