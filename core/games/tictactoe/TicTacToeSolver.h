// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/Solution.h"
#include "core/games/tictactoe/TicTacToeBoard.h"

namespace gtl {

/// The score of @p board and of each square by plain negamax to the end (tic-tac-toe is small
/// enough), in Pons' convention carried to the game: a win scores 6 minus the marks the winner
/// has placed when it completes three (3 with its 3rd mark), a draw 0, a loss the negative.
/// @p control can stop it (then the solution is marked cancelled) and follow it.
Solution solveTicTacToe(const TicTacToeBoard& board, const SolveControl& control = {});

} // namespace gtl
