// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/games/tictactoe/TicTacToeVerdicts.h"

#include "core/games/tictactoe/TicTacToeGame.h"
#include "core/search/GameSearch.h"

namespace gtl::ui {
namespace {

int emptySquares(const TicTacToeBoard& board)
{
    int empty = 0;
    for (int square = 0; square < 9; ++square)
        empty += board.at(square) == TicTacToeBoard::Mark::Empty ? 1 : 0;
    return empty;
}

} // namespace

std::vector<MoveVerdict> ticTacToeVerdicts(Position position, const std::atomic<bool>& cancelled)
{
    const TicTacToeGame game(TicTacToeGame::boardOf(position));
    // Fast wins: a finished game scores ±(1 + the squares left empty), so the score says when.
    const SearchOptions exact{
        algorithmNamed("negamax-alphabeta"), false, {.depth = 9, .scoring = TicTacToeGame::kFastWins, .table = true}};
    MoveList moves;
    game.moves(position, moves);
    std::vector<MoveVerdict> verdicts;
    for (const MoveList::Entry& entry : moves) {
        if (cancelled)
            break;
        const Position after = game.play(position, entry.move);
        const TicTacToeBoard board = TicTacToeGame::boardOf(after);
        MoveVerdict verdict{.number = int(entry.move) + 1};
        // The score of the position after the move is the opponent's: the mover's is its negation.
        const Value score = game.isOver(after) ? -game.finalScore(after, TicTacToeGame::kFastWins)
                                               : -searchCounts(TicTacToeGame(board), exact).value;
        if (score != 0) {
            const int plies = 1 + emptySquares(board) - (std::abs(score) - 1); // this move to the last
            verdict.outcome = score > 0 ? MoveVerdict::Outcome::Win : MoveVerdict::Outcome::Loss;
            verdict.ownMoves = (plies + 1) / 2;
        }
        verdicts.push_back(verdict);
    }
    return verdicts;
}

} // namespace gtl::ui
