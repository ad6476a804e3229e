// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>

namespace gtl {

/// Connect4Solver's transposition table. Much as in Pascal Pons' solver, a position's key
/// picks a place (the key modulo a prime) and its low bits are kept there as a check, so that
/// the place and the check tell every 49-bit key apart; beside them sit 8 bits the solver
/// encodes a bound in and the column of the best move found.
///
/// A solve searches many times more positions than the table holds, so what it keeps matters:
/// each place is a bucket of three entries, one kept for the position that took the most work
/// to search (a bound there saves the most when met again) and two for the latest positions.
/// An entry is looked up at nearly every position searched, at a random place, so what a
/// position costs is mostly the wait for that memory: a bucket is 16 bytes and never crosses a
/// cache line, the block asks for huge pages (so the look-ups do not also miss the page
/// tables), and the solver prefetches the buckets of a position's children before it needs
/// them.
class Connect4Table {
public:
    /// 2,796,181 buckets (a prime): 8.4 million entries in 45 MB.
    static constexpr std::size_t kBuckets = 2'796'181;

    /// Zeroed by the system a page (2 MB where huge) at a time as the solves first touch it,
    /// so that a short solve does not pay for clearing all 45 MB.
    Connect4Table();
    ~Connect4Table();
    Connect4Table(const Connect4Table&) = delete;
    Connect4Table& operator=(const Connect4Table&) = delete;

    /// What is filed under a key: a value the solver encodes a bound in (0 for none) and the
    /// column of the move that was best there (-1 for none).
    struct Found {
        int value = 0;
        int column = -1;
    };
    Found get(std::uint64_t key) const
    {
        const Bucket& bucket = buckets_[key % kBuckets];
        for (const Entry& entry : bucket.entries) {
            if (entry.holds(key))
                return {entry.value, int(entry.check >> kCheckWidth) - 1};
        }
        return {};
    }
    /// Files @p value (1–255) and @p column (-1 for none) under @p key, found after @p work
    /// (the bit width of the count of positions searched for it).
    void put(std::uint64_t key, int value, int column, int work)
    {
        Bucket& bucket = buckets_[key % kBuckets];
        const Entry entry{
            (std::uint32_t(key) & kCheckBits) | (std::uint32_t(column + 1) << kCheckWidth), std::uint8_t(value)};
        Entry* const entries = bucket.entries;
        if (entries[0].holds(key)) {
            // A newer bound of the position that took most work keeps its place.
            entries[0] = entry;
            bucket.firstWork = std::uint8_t(std::max(int(bucket.firstWork), work));
        } else if (work >= bucket.firstWork) {
            // The entry it displaces from the first place becomes the latest, in place of an
            // older bound of the same position if one is kept.
            if (!entries[1].holds(key))
                entries[2] = entries[1];
            entries[1] = entries[0];
            entries[0] = entry;
            bucket.firstWork = std::uint8_t(work);
        } else if (entries[1].holds(key)) {
            entries[1] = entry;
        } else {
            entries[2] = entries[1];
            entries[1] = entry;
        }
    }
    /// Starts loading the bucket of @p key into the cache.
    void prefetch(std::uint64_t key) const { __builtin_prefetch(&buckets_[key % kBuckets]); }

private:
    /// The low bits of the key an entry checks: with the bucket's place (the key modulo a
    /// prime above 2^20) they tell every key below 2^49 apart. The 3 bits above them hold the
    /// best move's column plus one.
    static constexpr int kCheckWidth = 29;
    static constexpr std::uint32_t kCheckBits = (std::uint32_t(1) << kCheckWidth) - 1;
    struct [[gnu::packed]] Entry {
        std::uint32_t check;
        std::uint8_t value;
        bool holds(std::uint64_t key) const { return ((check ^ std::uint32_t(key)) & kCheckBits) == 0 && value != 0; }
    };
    /// The first entry is the one that took most work, the other two the latest, newest first.
    struct alignas(16) Bucket {
        Entry entries[3];
        std::uint8_t firstWork;
    };
    static_assert(sizeof(Bucket) == 16);
    static constexpr std::size_t kBytes = kBuckets * sizeof(Bucket);
    /// A huge page's size: the buckets start at a multiple of it, so that every page they
    /// cover can be huge.
    static constexpr std::uintptr_t kHugePage = std::uintptr_t(1) << 21;
    /// The buckets' bytes and room to start them on a huge page.
    static constexpr std::size_t kMapped = kBytes + kHugePage;
    void* memory_;
    Bucket* buckets_;
};

} // namespace gtl
