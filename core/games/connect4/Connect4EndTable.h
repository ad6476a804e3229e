// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/connect4/Connect4Table.h"

#include <cstddef>
#include <cstdint>
#include <memory>

namespace gtl {

/// Connect4Solver's table for positions near the end of the game. They are most of the
/// positions a solve searches and each stands for only a few more, so a bound filed in the big
/// table saves little and costs a wait for memory at every one of them. This table is small
/// enough to stay in the processor's cache: one entry a place, the low 32 bits of the key as
/// its check (with the place, the key modulo a prime above 2^17, they tell every 49-bit key
/// apart) and the solver's 8-bit bound. It keeps no best move: the threats order these
/// positions' few moves well enough.
class Connect4EndTable {
public:
    /// 262,139 entries (a prime): 1.3 MB.
    static constexpr std::size_t kEntries = 262'139;

    Connect4EndTable()
        : entries_(std::make_unique<Entry[]>(kEntries))
    {
    }

    Connect4Table::Found get(std::uint64_t key) const
    {
        const Entry& entry = entries_[key % kEntries];
        if (entry.check != std::uint32_t(key) || entry.value == 0)
            return {};
        return {entry.value, -1};
    }
    /// Files @p value (1–255) under @p key, in place of whatever held its entry.
    void put(std::uint64_t key, int value) { entries_[key % kEntries] = {std::uint32_t(key), std::uint8_t(value)}; }
    void prefetch(std::uint64_t key) const { __builtin_prefetch(&entries_[key % kEntries]); }

private:
    struct [[gnu::packed]] Entry {
        std::uint32_t check;
        std::uint8_t value;
    };
    std::unique_ptr<Entry[]> entries_;
};

} // namespace gtl
