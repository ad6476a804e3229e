// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/mcts/MctsRecorder.h"

#include "core/search/EventSink.h"
#include "core/search/SearchCancelled.h"
#include "core/search/SearchedTree.h"
#include "core/search/TraceTooLong.h"

namespace gtl {

MctsRecorder::MctsRecorder(const Game& game, std::string_view gameName, const SearchOptions& options, bool keepEvents)
    : game_(game)
    , keepEvents_(keepEvents)
{
    trace_.options = options;
    // Payloads kept from the first node on: the root's position is the first of them.
    if (!gameName.empty())
        grown_.keepPayload(gameName);
    const Position start = game.start();
    grown_.addRoot(0, start);
    const Player toMove = game.toMove(start);
    grown_.setPlayer(GameTree::root(), toMove);
    grown_.setGeneratedAt(GameTree::root(), 0);
    over_.push_back(game.isOver(start));
    hasChildren_.push_back(false);
    if (over_.back()) {
        const Value score = game.finalScore(start, 0);
        grown_.setLeafValue(GameTree::root(), toMove == Player::Min ? -score : score);
    }
}

void MctsRecorder::iteration(std::uint32_t number)
{
    if (cancel_ && cancel_->load(std::memory_order_relaxed))
        throw SearchCancelled();
    if (trace_.events.size() >= EventSink::kMaxEvents)
        throw TraceTooLong(EventSink::kMaxEvents);
    recordEvent(EventKind::Sample, GameTree::root(), Value(number), 0);
}

void MctsRecorder::expand(NodeId parent, NodeId child, Position position, Move move)
{
    if (grown_.size() >= SearchedTree::kMaxGrownNodes)
        throw TraceTooLong::grownTree(SearchedTree::kMaxGrownNodes);
    const NodeId node = grown_.addChild(parent, game_.moveName(move), 0, position);
    (void)child; // the search numbers its nodes as they are created, as the builder does
    const Player toMove = game_.toMove(position);
    grown_.setPlayer(node, toMove);
    over_.push_back(game_.isOver(position));
    hasChildren_.push_back(false);
    hasChildren_[parent] = true;
    if (over_.back()) {
        const Value score = game_.finalScore(position, 0);
        grown_.setLeafValue(node, toMove == Player::Min ? -score : score);
    }
    // The node appears with its Expand, the event emitted next.
    grown_.setGeneratedAt(node, std::uint32_t(steps_ + 1));
    recordEvent(EventKind::Expand, node, 0, 0);
}

void MctsRecorder::playout(NodeId node, std::span<const Move> moves, Reward reward)
{
    const auto offset = Value(trace_.playouts.size());
    if (keepEvents_) {
        for (std::size_t i = 0; i < moves.size(); ++i) {
            if (i > 0)
                trace_.playouts += ' ';
            trace_.playouts += game_.moveName(moves[i]);
        }
        trace_.playouts += '\n';
    }
    recordEvent(
        EventKind::Playout, node, offset, reward, std::uint16_t(std::min<std::size_t>(moves.size(), UINT16_MAX)));
    ++trace_.result.leavesEvaluated;
}

Trace MctsRecorder::finish(std::vector<MoveVisits> rootMoves, NodeId bestMove)
{
    trace_.result.steps = steps_;
    trace_.result.nodes = grown_.size();
    trace_.result.visited = grown_.size();
    for (NodeId n = 0; n < grown_.size(); ++n) {
        if (!hasChildren_[n] && !over_[n])
            grown_.setOpen(n);
    }
    auto tree = std::make_shared<GameTree>(grown_.build());
    // The builder lays the tree out breadth first: the events follow the nodes there.
    for (Event& e : trace_.events)
        e.node = grown_.builtId(e.node);
    for (MoveVisits& move : rootMoves)
        move.node = grown_.builtId(move.node);
    trace_.rootMoves = std::move(rootMoves);
    trace_.result.bestMove = bestMove == kNoNode ? kNoNode : grown_.builtId(bestMove);
    trace_.grownTree = std::move(tree);
    return std::move(trace_);
}

} // namespace gtl
