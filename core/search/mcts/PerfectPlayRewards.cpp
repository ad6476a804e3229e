// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/mcts/PerfectPlayRewards.h"

#include "core/games/GameKind.h"
#include "core/games/GameRegistry.h"
#include "core/search/mcts/PlayoutScore.h"
#include "core/tree/MoveOrdering.h"

#include <charconv>

namespace gtl {
namespace {

/// The rewards of a game's root moves from its solver: the moves are named by their place in
/// the game's own order, from 1 ("4" is Connect Four's column 4).
std::vector<std::optional<double>> solvedRewards(
    const GameKind& kind, const GameTree& source, const GameTree& grown, const SolveControl& control)
{
    std::vector<std::optional<double>> rewards(grown.childCount(GameTree::root()));
    const std::optional<Solution> solution = kind.solve(GameKind::positionOf(source, GameTree::root()), control);
    if (!solution || solution->cancelled)
        return rewards;
    std::size_t i = 0;
    for (NodeId child : grown.children(GameTree::root())) {
        const std::string_view label = grown.label(child);
        std::size_t number = 0;
        const auto [end, error] = std::from_chars(label.data(), label.data() + label.size(), number);
        if (error == std::errc() && number >= 1 && number <= solution->moves.size() && solution->moves[number - 1]) {
            const int score = *solution->moves[number - 1];
            rewards[i] = score > 0 ? 1.0 : score < 0 ? 0.0 : 0.5;
        }
        ++i;
    }
    return rewards;
}

/// The rewards of a tree of its own's root moves: their minimax values, scaled as playouts are.
std::vector<std::optional<double>> minimaxRewards(const GameTree& tree)
{
    const std::vector<Value> values = minimaxValues(tree);
    const PlayoutScore score = PlayoutScore::ofTree(tree);
    const Player mover = tree.player(GameTree::root());
    std::vector<std::optional<double>> rewards;
    for (NodeId child : tree.children(GameTree::root())) {
        const Value fromMover = mover == Player::Min ? -values[child] : values[child];
        rewards.push_back(double(score.reward(fromMover, mover)) / kRewardOne);
    }
    return rewards;
}

} // namespace

std::vector<std::optional<double>> perfectPlayRewards(
    const GameTree& source, const GameTree& grown, const SolveControl& control)
{
    if (source.size() == 0 || source.hasChance())
        return std::vector<std::optional<double>>(grown.size() ? grown.childCount(GameTree::root()) : 0);
    if (const GameKind* kind = GameRegistry::of(source))
        return solvedRewards(*kind, source, grown, control);
    // Monte Carlo tree search grows a tree of its own in move order, its root's children the
    // first ones of the given tree's.
    std::vector<std::optional<double>> rewards = minimaxRewards(source);
    rewards.resize(grown.childCount(GameTree::root()));
    return rewards;
}

} // namespace gtl
