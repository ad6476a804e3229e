// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/Game.h"
#include "core/search/Trace.h"
#include "core/search/mcts/Reward.h"
#include "core/tree/GameTreeBuilder.h"

#include <atomic>
#include <span>
#include <string_view>

namespace gtl {

/// The observer of a Uct search that records its trace and grows its tree: a node appears at
/// the step of its Expand. Nodes keep the search's numbers until finish() lays the tree out
/// breadth first. Throws TraceTooLong past TraceRecorder's bounds and SearchCancelled once
/// the flag given to stopWhen() is set.
class MctsRecorder {
public:
    /// Records a search of @p game, whose positions the tree's nodes carry as positions of the
    /// game called @p gameName (none when empty: a tree of its own).
    MctsRecorder(const Game& game, std::string_view gameName, const SearchOptions& options, bool keepEvents);

    void stopWhen(const std::atomic<bool>* cancel) { cancel_ = cancel; }

    void iteration(std::uint32_t number);
    void select(NodeId child, double mean, double exploration)
    {
        recordEvent(EventKind::Select, child, packReal(mean), packReal(exploration));
    }
    void expand(NodeId parent, NodeId child, Position position, Move move);
    void playout(NodeId node, std::span<const Move> moves, Reward reward);
    void backup(NodeId node, std::uint32_t visitsBefore, Reward reward)
    {
        recordEvent(EventKind::Backup, node, Value(visitsBefore), reward);
    }

    /// The trace, with the grown tree and the root's moves as @p rootMoves counts them (the
    /// search's node ids).
    Trace finish(std::vector<MoveVisits> rootMoves, NodeId bestMove);

private:
    void recordEvent(EventKind kind, NodeId node, Value a, Value b, std::uint16_t extra = 0)
    {
        if (keepEvents_)
            trace_.events.push_back(Event(kind, node, a, b, 0, extra));
        ++steps_;
    }

    const Game& game_;
    bool keepEvents_;
    Trace trace_;
    std::size_t steps_ = 0;
    GameTreeBuilder grown_;
    std::vector<bool> over_; ///< per grown node, whether the game ends there
    std::vector<bool> hasChildren_; ///< per grown node, whether any of its moves has a node
    const std::atomic<bool>* cancel_ = nullptr;
};

} // namespace gtl
