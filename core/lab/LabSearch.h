#pragma once

#include "core/games/Game.h"
#include "core/lab/LabObserver.h"
#include "core/lab/TranspositionTable.h"
#include "core/search/Algorithm.h"

#include <cstdint>
#include <optional>
#include <unordered_map>
#include <vector>

namespace gtl {

/// What one configuration of the lab found and what it cost.
struct LabResult {
    Value value = 0; ///< from the side to move at the start
    Move bestMove = 0;
    bool hasMove = false; ///< false when the start is already over
    /// Times the search reached a position, every iteration, table hit and finished game
    /// included: what the textbook engine counts as nodes.
    std::uint64_t enters = 0;
    std::uint64_t cutoffs = 0;
    std::uint64_t tableExact = 0; ///< table hits that answered the position
    std::uint64_t tableBounds = 0; ///< table hits that narrowed the window
    std::uint64_t tableCutoffs = 0; ///< …of which narrowed it shut
    std::uint64_t researches = 0; ///< PVS null windows and aspiration windows that failed
    std::uint64_t overwritten = 0; ///< entries a fixed-size table lost to other positions
    std::uint64_t collisions = 0; ///< probes that found another position in their slot
    double ms = 0;
};

/// Negamax with the enhancements of SearchOptions over any Game; the minimax forms of the
/// options are searched as their negamax twins (same value, same nodes). It follows the
/// textbook engine step for step when configured as it is (centre-first order, the table
/// probed after the terminal and horizon checks and stored when a node returns, its move
/// tried first, iterative deepening from depth 1), so that engine's node counts reproduce.
/// The depth limit must be set (1–64): recursion goes that deep.
class LabSearch {
public:
    /// @p observer, if given, is told every step (to record a trace).
    LabSearch(const Game& game, SearchOptions options, LabObserver* observer = nullptr);

    LabResult run();

private:
    Value search(Position position, std::uint32_t depth, Value alpha, Value beta, std::uint32_t ply);
    /// Phase 2 of search: what the table knows. Returns the answer when it settles the position.
    std::optional<Value> consultTable(
        Position position, std::uint32_t depth, Value& alpha, Value& beta, const TableEntry* entry);
    Value searchChild(Position child, std::uint32_t depth, Value alpha, Value beta, std::uint32_t ply, bool first);
    /// The moves of @p position in the order they will be tried.
    std::vector<Move> orderedMoves(Position position, const TableEntry* entry, std::uint32_t ply) const;
    void rememberCutoff(Move move, std::uint32_t depth, std::uint32_t ply);
    Value rootSearch(std::uint32_t depth, Value previous, bool havePrevious);
    void store(Position position, std::uint32_t depth, Value best, Value alpha0, Value beta, Move bestMove);

    const Game& game_;
    SearchOptions options_;
    bool windowed_;
    LabObserver* observer_;
    TranspositionTable table_;
    std::vector<std::vector<Move>> killers_; ///< per ply, the two latest killers
    std::unordered_map<Move, std::uint64_t> history_;
    LabResult result_;
};

} // namespace gtl
