#include "core/lab/TranspositionTable.h"

namespace gtl {

TranspositionTable::TranspositionTable(std::size_t slots, Replacement replacement)
    : slots_(slots)
    , used_(slots, false)
    , replacement_(replacement)
{
}

std::size_t TranspositionTable::slotOf(std::uint64_t key) const
{
    // SplitMix64's finaliser spreads keys that differ in a few bits over every slot.
    key += 0x9E3779B97F4A7C15ull;
    key = (key ^ (key >> 30)) * 0xBF58476D1CE4E5B9ull;
    key = (key ^ (key >> 27)) * 0x94D049BB133111EBull;
    return std::size_t((key ^ (key >> 31)) % slots_.size());
}

const TableEntry* TranspositionTable::probe(std::uint64_t key) const
{
    if (slots_.empty()) {
        const auto found = unbounded_.find(key);
        return found == unbounded_.end() ? nullptr : &found->second;
    }
    const std::size_t slot = slotOf(key);
    // The whole key is kept, so another position in the slot is never taken for this one.
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
