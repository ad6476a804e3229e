// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/Game.h"
#include "core/search/Event.h"
#include "core/search/TranspositionTable.h"

#include <cstdint>

namespace gtl {

/// The place of the start among its parent's moves: it has no parent.
inline constexpr std::uint32_t kStartIndex = UINT32_MAX;

/// What GameSearch tells its observer (a template parameter, so that an observer that does
/// nothing costs nothing), in the order the search takes its steps, with values and windows
/// from the side to move (negamax). Each call but enter() is about the position the search
/// stands at: the last one entered and not yet returned. The trace recorder turns the calls
/// into events; this one ignores them, for searches that only want the figures.
struct NoObserver {
    /// Iterative deepening starts depth @p depth.
    void iteration(std::uint32_t) { }
    /// The search reaches @p position, its parent's move number @p index in the game's own
    /// order (kStartIndex for the start), with the window @p alpha, @p beta.
    void enter(Position, std::uint32_t, Value, Value) { }
    /// The position's moves in the game's own order, once per search of it.
    void expand(Position, const MoveList&) { }
    /// The game is over: @p score.
    void terminal(Value) { }
    /// The horizon: the static evaluation @p evaluation is returned.
    void horizon(Value) { }
    /// Quiescence: the position, on the horizon or past it, has forcing moves; its best value
    /// starts at its static evaluation @p evaluation, and its forcing moves follow.
    void standPat(Value) { }
    /// Forward pruning leaves out the move @p move, whose position scores @p score for the side
    /// that would make it.
    void dropped(const MoveList::Entry&, Value) { }
    /// A late move reduction: the move number @p index is searched next to @p depth instead of
    /// @p fullDepth.
    void reduced(std::uint32_t, std::uint32_t, std::uint32_t) { }
    /// Null-move pruning: the side to move passed, and a search of @p positions positions after
    /// the pass gave the position @p value; @p cut when that reaches β, and the position returns
    /// next, unsearched.
    void nullMove(Value, std::uint64_t, bool) { }
    /// The table was asked; @p entry is what it holds, or nullptr.
    void probe(ProbeOutcome, const TableEntry*) { }
    /// The moves will be tried in this order, which differs from the game's for @p reasons.
    void order(const MoveList&, std::uint8_t) { }
    void value(Value, Value) { }
    void alpha(Value, Value) { }
    void beta(Value, Value) { }
    /// α ≥ β after moves[0..next): moves[next..] are skipped.
    void cutoff(const MoveList&, std::size_t) { }
    /// At a throw (Star1): the least its expected value can still come to moves from the first
    /// value to the second, and the most from the third to the fourth.
    void bounds(Value, Value, Value, Value) { }
    /// At a throw (Star1): its bounds alone decide it after outcomes[0..next), by the most it
    /// can reach (@p byUpper, below α) or by the least (at or above β).
    void chanceCutoff(const MoveList&, std::size_t, bool) { }
    /// The move number @p index (kStartIndex: the start itself), which returned @p failed, is
    /// searched again.
    void research(std::uint32_t, ResearchReason, Value) { }
    /// The position returns @p value (its best value @p best, clamped when failing hard).
    void returned(Value, Value) { }
    /// The position just returned is filed in the table.
    void stored(const TableEntry&, const StoreOutcome&) { }
    /// A limit abandoned iteration @p depth; the answer is @p value, the last completed one's.
    void interrupted(std::uint32_t, Value, LimitKind) { }
    /// Throws SearchCancelled when whoever runs the search has asked it to stop: asked at each
    /// position a search nested in one of its steps enters (NestedObserver).
    void stopIfCancelled() const { }
};

/// The observer of a search nested in one step of another (null-move pruning's, after a pass):
/// it records nothing, and stops when the outer search's observer would, so that a cancel or a
/// limit on positions reaches into it.
template <typename Outer> struct NestedObserver : NoObserver {
    const Outer& outer;
    void enter(Position, std::uint32_t, Value, Value) const { outer.stopIfCancelled(); }
};

/// Whether @p Observer watches a nested search, which nests no further.
template <typename Observer> inline constexpr bool isNestedObserver = false;
template <typename Outer> inline constexpr bool isNestedObserver<NestedObserver<Outer>> = true;

} // namespace gtl
