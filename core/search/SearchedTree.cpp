// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/SearchedTree.h"

#include "core/search/TraceTooLong.h"

namespace gtl {
namespace {

/// The side the search scores @p position from: the mover, or at a throw the thrower.
Player sideOf(const Game& game, Position position)
{
    const Player mover = game.toMove(position);
    const auto* dice = dynamic_cast<const ChanceGame*>(&game);
    return mover == Player::Chance && dice ? dice->thrower(position) : mover;
}

} // namespace

SearchedTree::SearchedTree(const GameTree& tree, const Game& game)
    : tree_(&tree)
    , game_(game)
    , dice_(dynamic_cast<const ChanceGame*>(&game))
{
}

SearchedTree::SearchedTree(const Game& game, std::string_view gameName)
    : tree_(nullptr)
    , game_(game)
    , dice_(dynamic_cast<const ChanceGame*>(&game))
    , grown_(sideOf(game, game.start()))
{
    grown_.keepPayload(gameName);
    addGrown(kNoNode, game.start(), {}, 0);
}

NodeId SearchedTree::addGrown(NodeId parent, Position position, std::string_view label, std::uint32_t step)
{
    if (grown_.size() >= kMaxGrownNodes)
        throw TraceTooLong::grownTree(kMaxGrownNodes);
    const NodeId node = parent == kNoNode ? grown_.addRoot(0, position) : grown_.addChild(parent, label, 0, position);
    const bool throws = dice_ && game_.toMove(position) == Player::Chance;
    if (throws)
        grown_.setChance(node);
    else
        grown_.setPlayer(node, game_.toMove(position));
    throwerIsMin_.push_back(throws && dice_->thrower(position) == Player::Min);
    grown_.setGeneratedAt(node, step);
    firstChild_.push_back(kNoNode);
    childCount_.push_back(0);
    depth_.push_back(parent == kNoNode ? 0 : depth_[parent] + 1);
    over_.push_back(false);
    return node;
}

void SearchedTree::grow(NodeId node, Position position, const MoveList& moves, std::uint32_t step)
{
    // Siblings are added one after the other, so a node's children have consecutive ids.
    for (const MoveList::Entry& move : moves) {
        const NodeId child = addGrown(node, game_.play(position, move.move), game_.moveName(move.move), step);
        if (grown_.player(node) == Player::Chance)
            grown_.setProbability(child, dice_->outcomeProbability(position, move.move));
        if (firstChild_[node] == kNoNode)
            firstChild_[node] = child;
        ++childCount_[node];
    }
}

void SearchedTree::markOver(NodeId node, Value score)
{
    grown_.setLeafValue(node, score);
    over_[node] = true;
}

std::shared_ptr<GameTree> SearchedTree::build()
{
    for (NodeId n = 0; n < grown_.size(); ++n) {
        if (childCount_[n] == 0 && !over_[n])
            grown_.setOpen(n);
    }
    return std::make_shared<GameTree>(grown_.build());
}

} // namespace gtl
