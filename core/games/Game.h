// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/MoveList.h"
#include "core/tree/Player.h"
#include "core/tree/Value.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace gtl {

/// A position of a game, packed into 64 bits by the game that made it.
using Position = std::uint64_t;

/// What a search needs of a game: positions and their moves, when a game is over and how it
/// scores, a static evaluation for positions at the horizon, and a key under which the
/// transposition table files a position. Every score is from the side to move (negamax).
/// Tic-tac-toe implements it, and so can any game too big to build as a tree in advance.
///
/// A game may offer static orders of its moves, ways of scoring a finished game and static
/// evaluations beyond its own; it names them ("centre first": words, which the command line and
/// files write with hyphens), and a search picks one by its number (0 is always the game's own,
/// name i - 1 is choice i).
class Game {
public:
    virtual ~Game() = default;

    virtual Position start() const = 0;
    /// Who moves at @p position: the search shows MIN's values negated in the minimax forms.
    virtual Player toMove(Position position) const = 0;
    /// Whether MAX and MIN take turns move by move. A game of several players read as MAX (the
    /// first) against MIN (everyone else), as paranoid search reads it, may give MIN several
    /// moves in a row; a game of dice says so by its throws.
    virtual bool turnsAlternate() const { return true; }
    /// Appends the moves from @p position in the game's own order (tic-tac-toe: squares 1–9).
    virtual void moves(Position position, MoveList& moves) const = 0;
    /// The names of the game's static orders 1, 2, … ("centre first"), marked with
    /// QT_TRANSLATE_NOOP("Choices", …) for the window to translate, as are those of its scorings
    /// and evaluations.
    virtual std::span<const std::string_view> orderNames() const { return {}; }
    /// Reorders @p moves (the game's own order) by static order @p order (1 or more).
    virtual void order(Position position, std::size_t order, MoveList& moves) const
    {
        (void)position, (void)order, (void)moves;
    }
    /// The names of the game's scorings 1, 2, … besides its own ("fast wins").
    virtual std::span<const std::string_view> scoringNames() const { return {}; }
    virtual Position play(Position position, Move move) const = 0;
    virtual bool isOver(Position position) const = 0;
    /// The score of a finished game from the side to move, by scoring @p scoring (0: the game's own).
    virtual Value finalScore(Position position, std::size_t scoring) const = 0;
    /// The names of the game's static evaluations 1, 2, … besides its own.
    virtual std::span<const std::string_view> evaluationNames() const { return {}; }
    /// A guess at the value of a position that goes on, from the side to move, by static
    /// evaluation @p evaluation (0: the game's own).
    virtual Value evaluate(Position position, std::size_t evaluation) const = 0;
    /// Whether @p move from @p position is forcing, one the opponent must answer at once (a win,
    /// a block, a new threat): what quiescence search goes on playing past the horizon. None is,
    /// unless the game says.
    virtual bool isForcing(Position position, Move move) const
    {
        (void)position, (void)move;
        return false;
    }
    /// The position after the side to move passes, the opponent to move on the same board, for
    /// null-move pruning: a search's guess, never a move of the game. Nothing, unless the game
    /// says; a game that says must take the position as any other (play, moves, evaluate).
    virtual std::optional<Position> passed(Position position) const
    {
        (void)position;
        return std::nullopt;
    }
    /// Equal for positions that are the same for the search (a transposition).
    virtual std::uint64_t key(Position position) const = 0;
    /// The move as people write it: "5" for the centre square.
    virtual std::string moveName(Move move) const = 0;
};

} // namespace gtl
