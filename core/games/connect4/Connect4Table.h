#pragma once

#include <cstddef>
#include <cstdint>

namespace gtl {

/// Connect4Solver's transposition table, as Pascal Pons lays it out: a prime number of entries,
/// each the low 32 bits of a position's key beside 8 bits the solver encodes a bound in, so
/// that the entry's place and its check tell every 49-bit key apart. An entry is looked up at
/// nearly every position searched, at a random place, so what a position costs is mostly the
/// wait for that memory: each entry's check and value sit side by side in 5 bytes (one cache
/// line for nearly every look-up, not one in each of two arrays), the block asks for huge
/// pages (so the look-ups do not also miss the page tables), and the solver prefetches the
/// entries of a position's children before it needs them.
class Connect4Table {
public:
    /// 8,388,593 entries (a prime above 2^23): 42 MB.
    static constexpr std::size_t kEntries = 8'388'593;

    /// Zeroed by the system a page (2 MB where huge) at a time as the solves first touch it,
    /// so that a short solve does not pay for clearing all 42 MB.
    Connect4Table();
    ~Connect4Table();
    Connect4Table(const Connect4Table&) = delete;
    Connect4Table& operator=(const Connect4Table&) = delete;

    /// The value filed under @p key, or 0 for none.
    int get(std::uint64_t key) const
    {
        const Entry& entry = entries_[key % kEntries];
        return entry.check == std::uint32_t(key) ? entry.value : 0;
    }
    /// Files @p value (1–255) under @p key, in place of whatever held its entry.
    void put(std::uint64_t key, int value) { entries_[key % kEntries] = {std::uint32_t(key), std::uint8_t(value)}; }
    /// Starts loading the entry of @p key into the cache.
    void prefetch(std::uint64_t key) const { __builtin_prefetch(&entries_[key % kEntries]); }

private:
    struct [[gnu::packed]] Entry {
        std::uint32_t check;
        std::uint8_t value;
    };
    static constexpr std::size_t kBytes = kEntries * sizeof(Entry);
    /// A huge page's size: the entries start at a multiple of it, so that every page they
    /// cover can be huge.
    static constexpr std::uintptr_t kHugePage = std::uintptr_t(1) << 21;
    /// The entries' bytes and room to start them on a huge page.
    static constexpr std::size_t kMapped = kBytes + kHugePage;
    void* memory_;
    Entry* entries_;
};

} // namespace gtl
