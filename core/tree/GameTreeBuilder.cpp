// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tree/GameTreeBuilder.h"

#include <algorithm>
#include <cassert>
#include <unordered_set>

namespace gtl {

std::string defaultMoveLabel(std::uint32_t depth, std::uint32_t siblingIndex)
{
    if (depth != 1)
        return std::to_string(siblingIndex + 1);
    std::string letters;
    for (std::uint32_t n = siblingIndex + 1; n > 0; n = (n - 1) / 26)
        letters.insert(letters.begin(), static_cast<char>('A' + (n - 1) % 26));
    return letters;
}

GameTreeBuilder::GameTreeBuilder(Player rootPlayer)
{
    nodes_.rootPlayer_ = rootPlayer;
    nodes_.labelStart_.push_back(0);
}

void GameTreeBuilder::reserve(std::size_t nodeCount)
{
    nodes_.parent_.reserve(nodeCount);
    nodes_.player_.reserve(nodeCount);
    nodes_.leafValue_.reserve(nodeCount);
    nodes_.labelStart_.reserve(nodeCount + 1);
    if (keepPayload_)
        payload_.reserve(nodeCount);
}

NodeId GameTreeBuilder::addRoot(Value leafValue, std::uint64_t payload)
{
    assert(size() == 0);
    return addChild(kNoNode, {}, leafValue, payload);
}

NodeId GameTreeBuilder::addChild(NodeId parent, std::string_view label, Value leafValue, std::uint64_t payload)
{
    assert(parent == kNoNode ? size() == 0 : parent < size());
    nodes_.player_.push_back(childPlayer(parent));
    if (!nodes_.probability_.empty())
        nodes_.probability_.emplace_back();
    if (!nodes_.generatedAt_.empty())
        nodes_.generatedAt_.push_back(0);
    if (!nodes_.open_.empty())
        nodes_.open_.push_back(0);
    nodes_.parent_.push_back(parent);
    nodes_.leafValue_.push_back(leafValue);
    if (!nodes_.evaluation_.empty())
        nodes_.evaluation_.push_back(kNoValue);
    if (!nodes_.forcing_.empty())
        nodes_.forcing_.push_back(0);
    if (!nodes_.position_.empty())
        nodes_.position_.push_back(size() - 1);
    if (!nodes_.scores_.empty())
        nodes_.scores_.resize(nodes_.scores_.size() + nodes_.players_, 0);
    if (keepPayload_)
        payload_.push_back(payload);
    nodes_.labels_.append(label);
    nodes_.labelStart_.push_back(static_cast<std::uint32_t>(nodes_.labels_.size()));
    return size() - 1;
}

void GameTreeBuilder::setPlayer(NodeId node, Player player)
{
    nodes_.player_[node] = player;
    if (node == 0)
        nodes_.rootPlayer_ = player;
}

Player GameTreeBuilder::childPlayer(NodeId parent) const
{
    // Above a chance node, the nearest decision decides whose turn follows the throw.
    while (parent != kNoNode && nodes_.player_[parent] == Player::Chance)
        parent = nodes_.parent_[parent];
    return parent == kNoNode ? nodes_.rootPlayer_ : opponent(nodes_.player_[parent]);
}

void GameTreeBuilder::setChance(NodeId node)
{
    nodes_.player_[node] = Player::Chance;
    if (nodes_.probability_.empty())
        nodes_.probability_.assign(size(), Probability{});
}

void GameTreeBuilder::setProbability(NodeId node, Probability probability)
{
    if (nodes_.probability_.empty())
        nodes_.probability_.assign(size(), Probability{});
    nodes_.probability_[node] = probability;
}

void GameTreeBuilder::setGeneratedAt(NodeId node, std::uint32_t step)
{
    if (nodes_.generatedAt_.empty())
        nodes_.generatedAt_.assign(size(), 0);
    nodes_.generatedAt_[node] = step;
}

void GameTreeBuilder::setOpen(NodeId node)
{
    if (nodes_.open_.empty())
        nodes_.open_.assign(size(), 0);
    nodes_.open_[node] = 1;
}

void GameTreeBuilder::setForcing(NodeId node)
{
    assert(node != GameTree::root() && node < size());
    if (nodes_.forcing_.empty())
        nodes_.forcing_.assign(size(), 0);
    nodes_.forcing_[node] = 1;
}

void GameTreeBuilder::setEvaluation(NodeId node, Value value)
{
    if (nodes_.evaluation_.empty())
        nodes_.evaluation_.assign(size(), kNoValue);
    nodes_.evaluation_[node] = value;
}

void GameTreeBuilder::setScores(NodeId node, std::span<const Value> scores)
{
    assert(scores.size() >= 2 && scores.size() <= GameTree::kMaxPlayers);
    if (nodes_.scores_.empty()) {
        nodes_.players_ = std::uint32_t(scores.size());
        nodes_.scores_.assign(std::size_t(size()) * nodes_.players_, 0);
    }
    assert(scores.size() == nodes_.players_);
    std::copy(scores.begin(), scores.end(), nodes_.scores_.begin() + std::ptrdiff_t(node) * nodes_.players_);
}

void GameTreeBuilder::setSamePosition(NodeId node, NodeId same)
{
    if (nodes_.position_.empty()) {
        nodes_.position_.resize(size());
        for (NodeId n = 0; n < size(); ++n)
            nodes_.position_[n] = n;
    }
    nodes_.position_[node] = nodes_.position_[same];
}

GameTree GameTreeBuilder::build()
{
    GameTree tree;
    if (size() == 0) {
        tree.rootPlayer_ = nodes_.rootPlayer_;
        return tree;
    }
    std::vector<NodeId> builtIds;
    if (isBreadthFirst()) {
        tree = std::move(nodes_);
        if (keepPayload_)
            tree.payload_ = std::move(payload_);
    } else {
        const std::vector<NodeId> order = breadthFirstOrder();
        tree = reordered(order);
        builtIds.resize(order.size());
        for (NodeId id = 0; id < order.size(); ++id)
            builtIds[order[id]] = id;
    }
    linkChildren(tree);
    seatPlayers(tree, rootSeat_);
    fillDefaultLabels(tree);
    linkPositions(tree);
    *this = GameTreeBuilder(tree.rootPlayer_);
    builtIds_ = std::move(builtIds);
    return tree;
}

bool GameTreeBuilder::isBreadthFirst() const
{
    const auto& parent = nodes_.parent_;
    for (NodeId i = 2; i < size(); ++i) {
        if (parent[i] < parent[i - 1])
            return false;
    }
    return true;
}

std::vector<NodeId> GameTreeBuilder::breadthFirstOrder() const
{
    const NodeId n = size();
    const auto& parent = nodes_.parent_;
    // Children of each node in insertion order, as offsets into one array (counting sort).
    std::vector<NodeId> childStart(n + 1, 0);
    for (NodeId i = 1; i < n; ++i)
        ++childStart[parent[i] + 1];
    for (NodeId i = 0; i < n; ++i)
        childStart[i + 1] += childStart[i];
    std::vector<NodeId> children(n - 1);
    std::vector<NodeId> fill(childStart.begin(), childStart.end() - 1);
    for (NodeId i = 1; i < n; ++i)
        children[fill[parent[i]]++] = i;

    std::vector<NodeId> order; // order[new id] = old id
    order.reserve(n);
    order.push_back(0);
    for (NodeId next = 0; next < order.size(); ++next) {
        const NodeId old = order[next];
        order.insert(order.end(), children.begin() + childStart[old], children.begin() + childStart[old + 1]);
    }
    return order;
}

GameTree GameTreeBuilder::reordered(const std::vector<NodeId>& order) const
{
    const NodeId n = size();
    std::vector<NodeId> newId(n);
    for (NodeId i = 0; i < n; ++i)
        newId[order[i]] = i;
    GameTree tree;
    tree.rootPlayer_ = nodes_.rootPlayer_;
    tree.parent_.resize(n);
    tree.player_.resize(n);
    tree.leafValue_.resize(n);
    if (!nodes_.generatedAt_.empty())
        tree.generatedAt_.resize(n);
    if (!nodes_.open_.empty())
        tree.open_.resize(n);
    tree.labelStart_.reserve(n + 1);
    tree.labelStart_.push_back(0);
    tree.labels_.reserve(nodes_.labels_.size());
    if (keepPayload_)
        tree.payload_.resize(n);
    tree.game_ = nodes_.game_;
    tree.players_ = nodes_.players_;
    if (!nodes_.scores_.empty())
        tree.scores_.resize(nodes_.scores_.size());
    if (!nodes_.evaluation_.empty())
        tree.evaluation_.resize(n);
    if (!nodes_.forcing_.empty())
        tree.forcing_.resize(n);
    if (!nodes_.position_.empty())
        tree.position_.resize(n);
    if (!nodes_.probability_.empty())
        tree.probability_.resize(n);
    for (NodeId id = 0; id < n; ++id) {
        const NodeId old = order[id];
        tree.parent_[id] = id == 0 ? kNoNode : newId[nodes_.parent_[old]];
        tree.leafValue_[id] = nodes_.leafValue_[old];
        tree.player_[id] = nodes_.player_[old];
        if (!nodes_.generatedAt_.empty())
            tree.generatedAt_[id] = nodes_.generatedAt_[old];
        if (!nodes_.open_.empty())
            tree.open_[id] = nodes_.open_[old];
        if (!nodes_.evaluation_.empty())
            tree.evaluation_[id] = nodes_.evaluation_[old];
        if (!nodes_.forcing_.empty())
            tree.forcing_[id] = nodes_.forcing_[old];
        if (!nodes_.position_.empty())
            tree.position_[id] = newId[nodes_.position_[old]];
        if (!nodes_.probability_.empty())
            tree.probability_[id] = nodes_.probability_[old];
        if (keepPayload_)
            tree.payload_[id] = payload_[old];
        if (!nodes_.scores_.empty()) {
            const Value* scores = nodes_.scores_.data() + std::size_t(old) * nodes_.players_;
            std::copy(scores, scores + nodes_.players_, tree.scores_.begin() + std::ptrdiff_t(id) * nodes_.players_);
        }
        tree.labels_ += nodes_.label(old);
        tree.labelStart_.push_back(static_cast<std::uint32_t>(tree.labels_.size()));
    }
    return tree;
}

bool GameTreeBuilder::isSamePosition(const GameTree& tree, NodeId a, NodeId b)
{
    if (tree.player(a) != tree.player(b))
        return false;
    std::vector<std::pair<NodeId, NodeId>> pairs{{a, b}};
    while (!pairs.empty()) {
        const auto [x, y] = pairs.back();
        pairs.pop_back();
        if (tree.childCount_[x] != tree.childCount_[y] || tree.leafValue_[x] != tree.leafValue_[y]
            || tree.evaluation(x) != tree.evaluation(y) || tree.player(x) != tree.player(y)
            || tree.seat(x) != tree.seat(y) || tree.probability(x) != tree.probability(y)
            || !std::ranges::equal(tree.scores(x), tree.scores(y)))
            return false;
        for (NodeId i = 0; i < tree.childCount_[x]; ++i) {
            // The moves below are the same moves: forcing in both, or in neither.
            if (tree.isForcing(tree.firstChild_[x] + i) != tree.isForcing(tree.firstChild_[y] + i))
                return false;
            pairs.emplace_back(tree.firstChild_[x] + i, tree.firstChild_[y] + i);
        }
    }
    return true;
}

void GameTreeBuilder::linkPositions(GameTree& tree)
{
    if (tree.position_.empty())
        return;
    const NodeId n = tree.size();
    // The first node of each group (in breadth-first ids) stands for it.
    std::vector<NodeId> first(n, kNoNode);
    for (NodeId id = 0; id < n; ++id) {
        NodeId& f = first[tree.position_[id]];
        f = std::min(f, id);
    }
    bool any = false;
    for (NodeId id = 0; id < n; ++id) {
        tree.position_[id] = first[tree.position_[id]];
        // One position has one side to move, and the same moves and values below it.
        const NodeId same = tree.position_[id];
        if (same != id && !isSamePosition(tree, id, same))
            tree.position_[id] = id;
        any = any || tree.position_[id] != id;
    }
    // Below two nodes of one position, the i-th moves lead to one position too. Parents come
    // first, so the node a child pairs with is final when the child is reached.
    for (NodeId id = 0; id < n; ++id) {
        const NodeId same = tree.position_[id];
        if (same == id)
            continue;
        const NodeId count = std::min(tree.childCount_[id], tree.childCount_[same]);
        for (NodeId i = 0; i < count; ++i)
            tree.position_[tree.firstChild_[id] + i] = tree.position_[tree.firstChild_[same] + i];
    }
    if (!any)
        tree.position_.clear();
}

void GameTreeBuilder::seatPlayers(GameTree& tree, std::uint8_t rootSeat)
{
    if (tree.scores_.empty())
        return;
    const std::uint32_t players = tree.players_;
    assert(rootSeat < players);
    tree.rootPlayer_ = Player::Max;
    tree.seat_.assign(tree.size(), rootSeat);
    // Parents come first: a throw is no turn, so the outcomes keep the chance node's seat.
    for (NodeId id = 0; id < tree.size(); ++id) {
        const NodeId parent = tree.parent_[id];
        if (parent != kNoNode) {
            const std::uint8_t above = tree.seat_[parent];
            tree.seat_[id] = tree.player_[parent] == Player::Chance ? above : std::uint8_t((above + 1) % players);
        }
        if (tree.player_[id] != Player::Chance)
            tree.player_[id] = tree.seat_[id] == rootSeat ? Player::Max : Player::Min;
        Value* scores = tree.scores_.data() + std::size_t(id) * players;
        if (tree.childCount_[id] == 0)
            tree.leafValue_[id] = scores[rootSeat];
        else
            std::fill(scores, scores + players, 0);
    }
}

void GameTreeBuilder::linkChildren(GameTree& tree) const
{
    const NodeId n = tree.size();
    tree.firstChild_.assign(n, kNoNode);
    tree.childCount_.assign(n, 0);
    tree.depth_.resize(n);
    tree.depth_[0] = 0;
    for (NodeId id = 1; id < n; ++id) {
        const NodeId parent = tree.parent_[id];
        if (tree.childCount_[parent]++ == 0)
            tree.firstChild_[parent] = id;
        tree.depth_[id] = tree.depth_[parent] + 1;
    }
    // Only leaves carry values, and only inner nodes evaluations.
    bool evaluated = false;
    for (NodeId id = 0; id < n; ++id) {
        if (tree.childCount_[id] != 0)
            tree.leafValue_[id] = 0;
        else if (!tree.evaluation_.empty())
            tree.evaluation_[id] = kNoValue;
        evaluated = evaluated || tree.evaluation(id) != kNoValue;
    }
    if (!evaluated)
        tree.evaluation_.clear();
}

void GameTreeBuilder::fillDefaultLabels(GameTree& tree)
{
    bool complete = true;
    for (NodeId id = 1; id < tree.size() && complete; ++id)
        complete = tree.labelStart_[id + 1] > tree.labelStart_[id];
    if (complete)
        return;
    std::string labels;
    std::vector<std::uint32_t> starts{0, 0}; // the root has no label
    starts.reserve(tree.size() + 1);
    // Breadth-first order keeps each node's moves together, parents in order.
    for (NodeId parent = 0; parent < tree.size(); ++parent)
        appendMoveLabels(tree, parent, labels, starts);
    tree.labels_ = std::move(labels);
    tree.labelStart_ = std::move(starts);
}

void GameTreeBuilder::appendMoveLabels(
    const GameTree& tree, NodeId parent, std::string& labels, std::vector<std::uint32_t>& starts)
{
    const NodeId first = tree.firstChild(parent);
    const NodeId count = tree.childCount(parent);
    const std::uint32_t depth = tree.depth(parent) + 1;
    std::unordered_set<std::string_view> given;
    for (NodeId child = first; child < first + count; ++child) {
        if (!tree.label(child).empty())
            given.insert(tree.label(child));
    }
    // A move without a label takes its position's ("B", "2"); if a sibling was given that one,
    // it takes the first free label past the last position, so that a path names one node.
    NodeId spare = count;
    for (NodeId i = 0; i < count; ++i) {
        const std::string_view label = tree.label(first + i);
        if (!label.empty()) {
            labels += label;
        } else {
            std::string fallback = defaultMoveLabel(depth, i);
            while (given.contains(fallback))
                fallback = defaultMoveLabel(depth, spare++);
            labels += fallback;
        }
        starts.push_back(static_cast<std::uint32_t>(labels.size()));
    }
}

} // namespace gtl
