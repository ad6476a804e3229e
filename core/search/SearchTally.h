// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/Game.h"
#include "core/search/SearchObserver.h"
#include "core/search/Trace.h"

#include <cstdint>
#include <unordered_map>
#include <vector>

namespace gtl {

/// The observer of a GameSearch over a whole game that counts the figures a TraceRecorder
/// would record on the game's tree built in advance, without the tree: a step for every call
/// but expand(), and for a cut-off the positions below the moves it skips, counted from the
/// game (once per position, by its key: a transposition's subtree is the same).
class SearchTally {
public:
    explicit SearchTally(const Game& game);

    /// The figures; the events name no nodes, so the best move is left to the caller.
    const SearchResult& result() const { return result_; }
    /// The positions of the game's tree from @p position on, @p position included.
    std::uint64_t positionsFrom(Position position);

    void iteration(std::uint32_t) { ++result_.steps; }
    void stopIfCancelled() const { }
    void enter(Position position, std::uint32_t, Value, Value)
    {
        path_.push_back(position);
        ++result_.visited;
        ++result_.steps;
    }
    void expand(Position, const MoveList&) { }
    void terminal(Value)
    {
        path_.pop_back();
        ++result_.leavesEvaluated;
        ++result_.steps;
    }
    void horizon(Value)
    {
        path_.pop_back();
        ++result_.evaluations;
        ++result_.steps;
    }
    void standPat(Value)
    {
        ++result_.evaluations;
        ++result_.steps;
    }
    void dropped(const MoveList::Entry&, Value) { ++result_.steps; }
    void reduced(std::uint32_t, std::uint32_t, std::uint32_t) { ++result_.steps; }
    void nullMove(Value, std::uint64_t, bool) { ++result_.steps; }
    void probe(ProbeOutcome, const TableEntry*) { ++result_.steps; }
    void order(const MoveList&, std::uint8_t) { ++result_.steps; }
    void value(Value, Value) { ++result_.steps; }
    void alpha(Value, Value) { ++result_.steps; }
    void beta(Value, Value) { ++result_.steps; }
    void cutoff(const MoveList& moves, std::size_t next);
    void bounds(Value lowerFrom, Value lower, Value upperFrom, Value upper)
    {
        result_.steps += std::uint64_t(lower != lowerFrom) + std::uint64_t(upper != upperFrom);
    }
    void chanceCutoff(const MoveList& outcomes, std::size_t next, bool) { cutoff(outcomes, next); }
    void research(std::uint32_t, ResearchReason, Value) { ++result_.steps; }
    void returned(Value, Value)
    {
        path_.pop_back();
        ++result_.steps;
    }
    void stored(const TableEntry&, const StoreOutcome&) { ++result_.steps; }
    void interrupted(std::uint32_t, Value, LimitKind) { ++result_.steps; }

private:
    const Game& game_;
    SearchResult result_;
    std::vector<Position> path_; ///< the positions entered and not returned
    std::unordered_map<std::uint64_t, std::uint64_t> positionsBelow_; ///< by key, for positionsFrom()
};

} // namespace gtl
