// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/Game.h"
#include "core/search/Enhancements.h"
#include "core/search/Event.h"

#include <cstdint>
#include <optional>
#include <unordered_map>
#include <vector>

namespace gtl {

/// What a search learned of a position: its value searched to a depth, whether that value is
/// exact or only a bound (after a cut-off), and the best move it found.
struct TableEntry {
    using Flag = TableFlag;
    std::uint64_t key = 0;
    std::uint32_t depth = 0;
    Value value = 0;
    Flag flag = Flag::Exact;
    Move move = 0;
    std::uint32_t moveIndex = 0; ///< the move's place in the game's own order
    bool hasMove = false;
};

/// What storing an entry did to the table.
struct StoreOutcome {
    bool refused = false; ///< a fixed-size table kept the deeper entry in the slot
    bool replaced = false; ///< an entry was there (of this position or another)
    std::uint64_t replacedKey = 0;
};

/// Positions already searched, by key: unbounded (a hash map, so that every figure of the
/// textbook engine reproduces) or a fixed number of slots indexed by a Zobrist hash of the key, where
/// a new entry replaces the old one always or only when searched at least as deep.
class TranspositionTable {
public:
    explicit TranspositionTable(std::size_t slots = 0, Replacement replacement = Replacement::Always);

    const TableEntry* probe(std::uint64_t key);
    StoreOutcome store(const TableEntry& entry);

    /// Entries that took the slot of another position (fixed-size tables only).
    std::uint64_t overwritten() const { return overwritten_; }
    /// Probes that found their slot holding another position (fixed-size tables only).
    std::uint64_t collisions() const { return collisions_; }

private:
    std::size_t slotOf(std::uint64_t key) const;

    std::unordered_map<std::uint64_t, TableEntry> unbounded_;
    std::vector<TableEntry> slots_;
    std::vector<bool> used_;
    Replacement replacement_;
    std::uint64_t overwritten_ = 0;
    std::uint64_t refused_ = 0;
    std::uint64_t collisions_ = 0;
};

} // namespace gtl
