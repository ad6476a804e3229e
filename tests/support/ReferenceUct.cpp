// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/support/ReferenceUct.h"

#include "core/tree/SplitMix64.h"

#include <cmath>
#include <memory>
#include <vector>

namespace gtl::test {
namespace {

struct Node {
    Position position;
    std::string path;
    std::vector<Move> moves; ///< in the game's order; children_[i] plays moves[i]
    std::vector<std::unique_ptr<Node>> children;
    std::uint32_t visits = 0;
    std::int64_t reward = 0; ///< of the side that moved into the node
};

class Reference {
public:
    Reference(const Game& game, const PlayoutScore& score, const MctsSettings& settings)
        : game_(game)
        , score_(score)
        , settings_(settings)
        , random_(settings.seed)
    {
    }

    std::unique_ptr<Node> make(Position position, std::string path) const
    {
        auto node = std::make_unique<Node>();
        node->position = position;
        node->path = std::move(path);
        if (!game_.isOver(position)) {
            MoveList moves;
            game_.moves(position, moves);
            for (const auto& entry : moves)
                node->moves.push_back(entry.move);
        }
        return node;
    }

    /// One iteration below @p node: the reward of the side to move at @p node's position.
    Reward iterate(Node& node)
    {
        Reward forMover; // of the side to move at node
        if (node.moves.empty()) {
            forMover = terminalReward(node.position);
        } else if (node.children.size() < node.moves.size()) {
            const Move move = node.moves[node.children.size()];
            const std::string path = (node.path == "root" ? "" : node.path + "/") + game_.moveName(move);
            node.children.push_back(make(game_.play(node.position, move), path));
            Node& child = *node.children.back();
            const Reward childReward = playout(child.position); // for the side to move at child
            credit(child, childReward);
            forMover = kRewardOne - childReward;
        } else {
            Node& child = best(node);
            forMover = kRewardOne - iterate(child);
        }
        credit(node, forMover);
        return forMover;
    }

private:
    /// A node's reward is that of the side that moved into it: the opponent of its side to move.
    static void credit(Node& node, Reward forSideToMove)
    {
        ++node.visits;
        node.reward += kRewardOne - forSideToMove;
    }

    Reward terminalReward(Position position) const
    {
        return score_.reward(game_.finalScore(position, 0), game_.toMove(position));
    }

    /// Random moves to the end: the reward of the side to move at @p position.
    Reward playout(Position position)
    {
        const Player start = game_.toMove(position);
        while (!game_.isOver(position)) {
            MoveList moves;
            game_.moves(position, moves);
            position = game_.play(position, moves[random_.next() % moves.size()].move);
        }
        const Reward reward = terminalReward(position);
        return game_.toMove(position) == start ? reward : kRewardOne - reward;
    }

    Node& best(Node& node) const
    {
        Node* chosen = nullptr;
        double chosenValue = 0;
        for (const auto& child : node.children) {
            const double mean = double(child->reward) / (double(child->visits) * kRewardOne);
            const double value
                = mean + settings_.exploration * std::sqrt(std::log(double(node.visits)) / double(child->visits));
            if (!chosen || value > chosenValue) {
                chosen = child.get();
                chosenValue = value;
            }
        }
        return *chosen;
    }

    const Game& game_;
    const PlayoutScore& score_;
    const MctsSettings& settings_;
    SplitMix64 random_;
};

void collect(const Node& node, std::map<std::string, std::uint32_t>& visits)
{
    visits[node.path] = node.visits;
    for (const auto& child : node.children)
        collect(*child, visits);
}

} // namespace

std::map<std::string, std::uint32_t> referenceUctVisits(
    const Game& game, const PlayoutScore& score, const MctsSettings& settings)
{
    Reference reference(game, score, settings);
    auto root = reference.make(game.start(), "root");
    for (std::uint32_t i = 0; i < settings.iterations; ++i)
        reference.iterate(*root);
    std::map<std::string, std::uint32_t> visits;
    collect(*root, visits);
    return visits;
}

} // namespace gtl::test
