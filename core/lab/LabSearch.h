#pragma once

#include "core/games/Game.h"
#include "core/lab/LabOptions.h"
#include "core/lab/TranspositionTable.h"

#include <cstdint>
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
    double ms = 0;
};

/// Negamax alpha-beta with the enhancements of LabOptions, over any Game. It follows the
/// textbook engine step for step when configured as it is (centre-first order, the table
/// probed after the terminal and horizon checks and stored when a node returns, its move
/// tried first, iterative deepening from depth 1), so that engine's node counts reproduce.
class LabSearch {
public:
    LabSearch(const Game& game, LabOptions options);

    LabResult run();

private:
    Value search(Position position, std::uint32_t depth, Value alpha, Value beta, std::uint32_t ply);
    Value searchChild(Position child, std::uint32_t depth, Value alpha, Value beta, std::uint32_t ply, bool first);
    /// The moves of @p position in the order they will be tried.
    std::vector<Move> orderedMoves(Position position, const TableEntry* entry, std::uint32_t ply) const;
    void rememberCutoff(Move move, std::uint32_t depth, std::uint32_t ply);
    Value rootSearch(std::uint32_t depth, Value previous, bool havePrevious);

    const Game& game_;
    LabOptions options_;
    TranspositionTable table_;
    std::vector<std::vector<Move>> killers_; ///< per ply, the two latest killers
    std::unordered_map<Move, std::uint64_t> history_;
    LabResult result_;
};

} // namespace gtl
