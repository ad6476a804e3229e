#pragma once

#include "core/games/Game.h"
#include "core/lab/TranspositionTable.h"
#include "core/search/Event.h"

#include <cstdint>
#include <vector>

namespace gtl {

/// Told every step of a LabSearch, in the order the search takes them, with values and
/// windows from the side to move (negamax). The trace recorder turns them into events.
class LabObserver {
public:
    virtual ~LabObserver() = default;

    virtual void iteration(std::uint32_t depth) = 0;
    virtual void enter(Position position, Value alpha, Value beta) = 0;
    virtual void terminal(Position position, Value score) = 0;
    virtual void horizon(Position position, Value evaluation) = 0;
    /// @p entry is what the table holds for the position, or nullptr on a miss.
    virtual void probe(Position position, ProbeOutcome outcome, const TableEntry* entry) = 0;
    /// The moves will be tried in @p moves, which differs from the game's order for @p reasons.
    virtual void order(Position position, const std::vector<Move>& moves, std::uint8_t reasons) = 0;
    virtual void value(Position position, Value from, Value to) = 0;
    virtual void alpha(Position position, Value from, Value to) = 0;
    virtual void beta(Position position, Value from, Value to) = 0;
    /// α ≥ β after moves[0..next): moves[next..] are skipped.
    virtual void cutoff(Position position, const std::vector<Move>& moves, std::size_t next) = 0;
    /// @p position, which returned @p failed, is about to be searched again.
    virtual void research(Position position, ResearchReason reason, Value failed) = 0;
    /// @p position returns @p value (its best value @p best, clamped when failing hard; −∞
    /// when the table answered it).
    virtual void returned(Position position, Value value, Value best) = 0;
    virtual void stored(Position position, const TableEntry& entry, const StoreOutcome& outcome) = 0;
};

} // namespace gtl
