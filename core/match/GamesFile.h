// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/Result.h"
#include "core/match/Match.h"
#include "core/match/RoundRobin.h"

#include <string>
#include <vector>

namespace gtl {

/// A match's games as `match --games-out` writes them and the window opens them: a line naming
/// the game by its option ("# game: --connect4"), a line an engine ("# engine 1: --depth 6"),
/// then one game a line, tab-separated: the opening, its side to move, the moves, the result for
/// the side to move at the opening ("1-0", "0-1", "1/2-1/2") and the number of the engine that
/// moved first there.
struct GamesFile {
    const GameKind* game = nullptr;
    /// The engines' names, engine 1 first: the file does not say how they searched.
    std::vector<std::string> engines;
    /// An opening a pair of games.
    std::vector<Position> openings;
    /// The games in pairs, as Match reports a match of two engines.
    MatchReport report;

    /// A game's moves as a line holds them, a space between them.
    static std::string movesText(const std::vector<std::string>& moves);
    /// The lines naming the game and the engines that a games file starts with.
    static std::string header(const GameKind& game, const std::vector<MatchEngine>& engines);
    /// The text of the games of @p pairings, every match of a round robin or the one of a match
    /// of two (the pairing of engines 0 and 1).
    static std::string write(const GameKind& game, const std::vector<MatchEngine>& engines,
        const std::vector<Position>& openings, const std::vector<Pairing>& pairings);
    /// The games of a match of two engines written by write(): each pair's two games on
    /// consecutive lines, engine 1 first in the first. Refused, with the line, where a line is
    /// not a game of the file's game, its moves are not legal or do not end the game, or its
    /// result is not the game's; a round robin's games are refused as a whole.
    static Result<GamesFile> read(const std::vector<std::string>& lines);
};

} // namespace gtl
