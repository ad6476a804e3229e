// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tree/GameTree.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <stdexcept>

namespace gtl {

/// A move from a position, as the game numbers it (tic-tac-toe: the square 0–8).
using Move = std::uint32_t;

/// A position's moves, kept on the searcher's stack (no allocation per node). Each move keeps
/// its place in the game's own order, which is its child's index in a tree of the game, so
/// that any reordering still says which child a move leads to.
class MoveList {
public:
    /// The most moves a position may have.
    static constexpr std::size_t kCapacity = GameTree::kMaxMoves;

    struct Entry {
        Move move;
        std::uint32_t index; ///< the move's place in the game's own order
        bool operator==(const Entry&) const = default;
    };

    /// Appends @p move, the next in the game's own order. Throws std::length_error past
    /// kCapacity: the trees that enter are checked, and a position that slips past them
    /// still never writes beyond the array.
    void push(Move move)
    {
        if (size_ >= kCapacity) [[unlikely]]
            throw std::length_error("a position has more than 256 moves, the most a search takes");
        entries_[size_] = {move, std::uint32_t(size_)};
        ++size_;
    }
    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    const Entry& operator[](std::size_t i) const { return entries_[i]; }
    Entry& operator[](std::size_t i) { return entries_[i]; }
    Entry* begin() { return entries_.data(); }
    Entry* end() { return entries_.data() + size_; }
    const Entry* begin() const { return entries_.data(); }
    const Entry* end() const { return entries_.data() + size_; }
    /// Keeps the moves @p keep accepts, in their order, each with its place in the game's.
    template <typename Keep> void keepOnly(Keep keep)
    {
        const Entry* last = std::remove_if(begin(), end(), [&](const Entry& entry) { return !keep(entry); });
        size_ = std::size_t(last - begin());
    }
    /// Whether the moves stand in the game's own order.
    bool inGameOrder() const
    {
        for (std::size_t i = 0; i < size_; ++i) {
            if (entries_[i].index != i)
                return false;
        }
        return true;
    }

private:
    std::array<Entry, kCapacity> entries_;
    std::size_t size_ = 0;
};

} // namespace gtl
