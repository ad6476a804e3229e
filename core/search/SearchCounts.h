// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/MoveList.h"
#include "core/tree/Value.h"

#include <cstdint>

namespace gtl {

/// What one search found and what it cost.
struct SearchCounts {
    Value value = 0; ///< from the side to move at the start
    Move bestMove = 0;
    std::uint32_t bestMoveIndex = 0; ///< its place in the game's own order
    bool hasMove = false; ///< false when the start is already over
    /// Times the search reached a position, every iteration, table hit and finished game
    /// included: what the textbook engine counts as nodes.
    std::uint64_t enters = 0;
    std::uint64_t cutoffs = 0;
    std::uint64_t tableExact = 0; ///< table hits that answered the position
    std::uint64_t tableBounds = 0; ///< table hits that narrowed the window
    std::uint64_t tableCutoffs = 0; ///< …of which narrowed it shut
    std::uint64_t researches = 0; ///< PVS null windows and aspiration windows that failed
    std::uint64_t quiescenceNodes = 0; ///< positions entered past the horizon
    std::uint64_t dropped = 0; ///< moves forward pruning left out
    std::uint64_t reduced = 0; ///< late moves searched a ply shallower
    std::uint64_t nullMoves = 0; ///< passes searched by null-move pruning…
    std::uint64_t nullMoveCutoffs = 0; ///< …of which cut their position
    std::uint64_t nullMovePositions = 0; ///< positions their searches entered, untraced, apart from enters
    std::uint64_t overwritten = 0; ///< entries a fixed-size table lost to other positions
    std::uint64_t collisions = 0; ///< probes that found another position in their slot
    /// With iterative deepening: the deepest iteration that finished, whose answer this is, and
    /// the one a time or node limit abandoned (0 for none).
    std::uint32_t completedDepth = 0;
    std::uint32_t interruptedDepth = 0;
    double ms = 0;
};

} // namespace gtl
