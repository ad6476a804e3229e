// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/Game.h"
#include "core/search/mcts/MctsSettings.h"
#include "core/search/mcts/PlayoutScore.h"
#include "core/tree/SplitMix64.h"

#include <cmath>
#include <span>
#include <vector>

namespace gtl {

/// Monte Carlo tree search with UCB1 (UCT) over any two-player game. Each iteration selects
/// down the tree by UCB1 while a node's moves are all expanded, expands the next untried move
/// in the game's order, plays random moves from there to the end and backs the reward up the
/// path. A node's reward is that of the side that moved into it, so a parent picks the child
/// best for itself. Nodes are numbered in the order they are created, the root 0.
///
/// The observer hears every step: iteration(number), select(child, mean, exploration),
/// expand(parent, child, position, move), playout(node, moves, reward) and
/// backup(node, visitsBefore, reward); it may throw to stop the search.
template <typename Observer> class Uct {
public:
    struct Node {
        Position position;
        NodeId parent;
        std::uint32_t firstSlot; ///< its children's ids in slots_, in the game's move order
        std::uint32_t moveCount;
        std::uint32_t expanded; ///< the first moves that have a child node
        std::uint32_t visits = 0;
        std::int64_t reward = 0; ///< the sum of the rewards of the side that moved into it
        Player mover; ///< the side that moved into it
        bool over;
    };

    Uct(const Game& game, PlayoutScore score, const MctsSettings& settings, Observer& observer)
        : game_(game)
        , score_(score)
        , settings_(settings)
        , observer_(observer)
        , random_(settings.seed)
    {
        const Position start = game.start();
        create(kNoNode, start, opponent(game.toMove(start)));
    }

    void run()
    {
        for (std::uint32_t i = 1; i <= settings_.iterations; ++i)
            iterate(i);
    }

    const std::vector<Node>& nodes() const { return nodes_; }
    /// The id of @p node's child by the move at @p index in the game's order (expanded ones).
    NodeId child(NodeId node, std::uint32_t index) const { return slots_[nodes_[node].firstSlot + index]; }
    /// The most visited of the root's children, the first in move order among equals, or kNoNode.
    NodeId mostVisitedRootChild() const
    {
        NodeId best = kNoNode;
        for (std::uint32_t i = 0; i < nodes_[0].expanded; ++i) {
            const NodeId c = child(0, i);
            if (best == kNoNode || nodes_[c].visits > nodes_[best].visits)
                best = c;
        }
        return best;
    }

private:
    void iterate(std::uint32_t number)
    {
        observer_.iteration(number);
        path_.assign(1, 0);
        NodeId node = 0;
        while (!nodes_[node].over && nodes_[node].expanded == nodes_[node].moveCount) {
            node = select(node);
            path_.push_back(node);
        }
        if (!nodes_[node].over) {
            node = expand(node);
            path_.push_back(node);
        }
        const Reward reward = playout(node);
        const Player rewarded = nodes_[node].mover;
        for (auto at = path_.rbegin(); at != path_.rend(); ++at) {
            Node& n = nodes_[*at];
            const Reward share = n.mover == rewarded ? reward : kRewardOne - reward;
            observer_.backup(*at, n.visits, share);
            ++n.visits;
            n.reward += share;
        }
    }

    NodeId select(NodeId node)
    {
        const Node& parent = nodes_[node];
        const double logVisits = std::log(double(parent.visits));
        NodeId best = kNoNode;
        double bestValue = 0;
        double bestMean = 0;
        double bestExploration = 0;
        for (std::uint32_t i = 0; i < parent.moveCount; ++i) {
            const NodeId c = child(node, i);
            const Node& n = nodes_[c];
            const double mean = meanReward(n.reward, n.visits);
            const double exploration = settings_.exploration * std::sqrt(logVisits / double(n.visits));
            if (best == kNoNode || mean + exploration > bestValue) {
                best = c;
                bestValue = mean + exploration;
                bestMean = mean;
                bestExploration = exploration;
            }
        }
        observer_.select(best, bestMean, bestExploration);
        return best;
    }

    NodeId expand(NodeId node)
    {
        const Position position = nodes_[node].position;
        MoveList moves;
        game_.moves(position, moves);
        const std::uint32_t index = nodes_[node].expanded;
        const Move move = moves[index].move;
        const NodeId c = create(node, game_.play(position, move), game_.toMove(position));
        slots_[nodes_[node].firstSlot + index] = c;
        ++nodes_[node].expanded;
        observer_.expand(node, c, nodes_[c].position, move);
        return c;
    }

    /// Random moves from @p node to the end of the game: the reward of the side that moved
    /// into @p node.
    Reward playout(NodeId node)
    {
        Position position = nodes_[node].position;
        moves_.clear();
        while (!game_.isOver(position)) {
            MoveList moves;
            game_.moves(position, moves);
            const Move move = moves[random_.next() % moves.size()].move;
            moves_.push_back(move);
            position = game_.play(position, move);
        }
        const Player toMove = game_.toMove(position);
        const Reward reward = score_.reward(game_.finalScore(position, 0), toMove);
        const Reward own = toMove == nodes_[node].mover ? reward : kRewardOne - reward;
        observer_.playout(node, std::span<const Move>(moves_), own);
        return own;
    }

    NodeId create(NodeId parent, Position position, Player mover)
    {
        const bool over = game_.isOver(position);
        std::uint32_t moveCount = 0;
        if (!over) {
            MoveList moves;
            game_.moves(position, moves);
            moveCount = std::uint32_t(moves.size());
        }
        nodes_.push_back(Node{position, parent, std::uint32_t(slots_.size()), moveCount, 0, 0, 0, mover, over});
        slots_.resize(slots_.size() + moveCount, kNoNode);
        return NodeId(nodes_.size() - 1);
    }

    const Game& game_;
    PlayoutScore score_;
    MctsSettings settings_;
    Observer& observer_;
    SplitMix64 random_;
    std::vector<Node> nodes_;
    std::vector<NodeId> slots_;
    std::vector<NodeId> path_;
    std::vector<Move> moves_;
};

} // namespace gtl
