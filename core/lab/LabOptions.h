#pragma once

#include "core/games/Game.h"

#include <cstddef>
#include <cstdint>
#include <string>

namespace gtl {

/// The order a position's moves are tried in before any dynamic heuristic.
enum class StaticOrder {
    Game, ///< the game's own order: tree order, or tic-tac-toe's squares 1–9
    CentreFirst, ///< tic-tac-toe: 5, 1, 3, 7, 9, 2, 4, 6, 8
};

/// Which entry a full slot of a fixed-size transposition table keeps.
enum class Replacement { Always, DeeperOrEqual };

/// One configuration of the enhancements lab. They compose: a depth limit with the game's
/// evaluation, pruning, a transposition table, move ordering, iterative deepening, aspiration
/// windows and principal variation search, all over negamax.
struct LabOptions {
    std::uint32_t depth = 9;
    Scoring scoring = Scoring::FastWins;
    bool alphaBeta = true; ///< false: plain negamax, every move searched with the full window
    bool failHard = false;
    StaticOrder order = StaticOrder::Game;
    bool table = false;
    std::size_t tableSize = 0; ///< entries; 0 for an unbounded table
    Replacement replacement = Replacement::Always;
    bool killers = false; ///< two killer moves per ply, tried after the table's move
    bool history = false; ///< the other moves by how often they caused a cut-off
    bool iterative = false; ///< depths 1 to depth, the table carried from one to the next
    int aspiration = 0; ///< with iterative: a window of ±aspiration around the last score; 0 for none
    bool pvs = false; ///< the first move with the full window, the rest with a null window

    /// What is refused, or "" when the options make sense together.
    std::string problem() const;
    /// "alpha-beta, centre first, table, iterative": the configuration in words.
    std::string name() const;
};

} // namespace gtl
