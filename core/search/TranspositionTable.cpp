// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/TranspositionTable.h"

#include <array>
#include <random>

namespace gtl {

TranspositionTable::TranspositionTable(std::size_t slots, Replacement replacement)
    : slots_(slots)
    , used_(slots, false)
    , replacement_(replacement)
{
}

std::size_t TranspositionTable::slotOf(std::uint64_t key) const
{
    // Zobrist hashing over the key's bytes: every (byte, value) pair has a random 64-bit code
    // and a key hashes to the exclusive or of its bytes' codes, so positions that differ in
    // one square land in unrelated slots.
    static const auto codes = [] {
        std::array<std::array<std::uint64_t, 256>, 8> table{};
        std::mt19937_64 random(0x9E3779B97F4A7C15ull); // fixed: the same slots on every run
        for (auto& byte : table) {
            for (std::uint64_t& code : byte)
                code = random();
        }
        return table;
    }();
    std::uint64_t hash = 0;
    for (std::size_t byte = 0; byte < 8; ++byte)
        hash ^= codes[byte][(key >> (8 * byte)) & 0xFF];
    return std::size_t(hash % slots_.size());
}

const TableEntry* TranspositionTable::probe(std::uint64_t key)
{
    if (slots_.empty()) {
        const auto found = unbounded_.find(key);
        return found == unbounded_.end() ? nullptr : &found->second;
    }
    const std::size_t slot = slotOf(key);
    // The whole key is kept, so another position in the slot is never taken for this one:
    // the collision is counted and the probe misses.
    if (used_[slot] && slots_[slot].key != key)
        ++collisions_;
    return used_[slot] && slots_[slot].key == key ? &slots_[slot] : nullptr;
}

StoreOutcome TranspositionTable::store(const TableEntry& entry)
{
    if (slots_.empty()) {
        const auto [place, added] = unbounded_.insert_or_assign(entry.key, entry);
        return {false, !added, entry.key};
    }
    const std::size_t slot = slotOf(entry.key);
    TableEntry& old = slots_[slot];
    const StoreOutcome outcome{false, bool(used_[slot]), old.key};
    if (used_[slot] && old.key != entry.key) {
        if (replacement_ == Replacement::DeeperOrEqual && old.depth > entry.depth) {
            ++refused_;
            return {true, false, old.key};
        }
        ++overwritten_;
    }
    old = entry;
    used_[slot] = true;
    return outcome;
}

} // namespace gtl
