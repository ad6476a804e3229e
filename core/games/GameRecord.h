// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/GameKind.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gtl {

/// A game being played: the game, the positions it went through and the moves
/// that led from one to the next, as people write them. Moves are taken back from the end.
class GameRecord {
public:
    GameRecord(const GameKind& kind, Position start);

    const GameKind& kind() const { return *kind_; }
    const Game& game() const { return *game_; }
    Position start() const { return positions_.front(); }
    Position position() const { return positions_.back(); }
    /// The position before the last move (the start when none was played).
    Position previousPosition() const { return positions_[positions_.size() > 1 ? positions_.size() - 2 : 0]; }
    /// The moves played, in order: "4", "3", …
    const std::vector<std::string>& moves() const { return moves_; }
    bool isOver() const { return game_->isOver(position()); }
    /// The side to move now, by its letter: 'X'.
    char sideToMove() const { return kind_->sideToMove(position()); }
    /// The legal move people call @p name ("5"), if there is one now.
    std::optional<Move> moveNamed(std::string_view name) const;
    /// Plays @p move, which must be legal now.
    void play(Move move);
    /// Takes back up to @p count moves from the end; returns how many it took back.
    std::size_t takeBack(std::size_t count);
    /// "X wins", "O wins" or "A draw" once the game is over, else "".
    std::string result() const;

private:
    const GameKind* kind_;
    std::unique_ptr<Game> game_;
    std::vector<Position> positions_;
    std::vector<std::string> moves_;
};

} // namespace gtl
