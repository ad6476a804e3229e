#pragma once

#include "core/search/Enhancements.h"
#include "core/tree/Value.h"

#include <cstdint>
#include <string>
#include <vector>

namespace gtl {

/// A position of a game, packed into 64 bits by the game that made it.
using Position = std::uint64_t;
/// A move from a position, as the game numbers it (tic-tac-toe: the square 0–8).
using Move = std::uint32_t;

/// What a search needs of a game: positions and their moves, when a game is over and how it
/// scores, a static evaluation for positions at the horizon, and a key under which the
/// transposition table files a position. Every score is from the side to move (negamax).
/// Tic-tac-toe implements it, and so can any game too big to build as a tree in advance.
class Game {
public:
    virtual ~Game() = default;

    virtual Position start() const = 0;
    /// The moves from @p position in the game's own order (tic-tac-toe: squares 1–9).
    virtual std::vector<Move> moves(Position position) const = 0;
    /// The moves in @p order; a game without such an order gives its own.
    virtual std::vector<Move> moves(Position position, StaticOrder order) const
    {
        (void)order;
        return moves(position);
    }
    virtual Position play(Position position, Move move) const = 0;
    virtual bool isOver(Position position) const = 0;
    /// The score of a finished game from the side to move.
    virtual Value finalScore(Position position, Scoring scoring) const = 0;
    /// A guess at the value of a position that goes on, from the side to move.
    virtual Value evaluate(Position position) const = 0;
    /// Equal for positions that are the same for the search (a transposition).
    virtual std::uint64_t key(Position position) const = 0;
    /// The move as people write it: "5" for the centre square.
    virtual std::string moveName(Move move) const = 0;
};

} // namespace gtl
