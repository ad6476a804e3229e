// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/games/tictactoe/TicTacToeKind.h"

#include "core/base/Message.h"
#include "core/games/tictactoe/TicTacToeGame.h"
#include "core/games/tictactoe/TicTacToeSolver.h"
#include "core/games/tictactoe/TicTacToeTree.h"

namespace gtl {
namespace {

class TicTacToeKind : public GameKind {
public:
    TicTacToeKind()
        : GameKind({.name = QT_TRANSLATE_NOOP("Games", "tic-tac-toe"),
            .title = QT_TRANSLATE_NOOP("Games", "Tic-tac-toe"),
            .option = "--ttt",
            .optionValue = "BOARD",
            .fileMember = "tic_tac_toe",
            .positionHelp
            = QT_TRANSLATE_NOOP("Games", "9 of X, O and . row by row, e.g. XXOOOX... or ......... (the empty board)"),
            .sides = "XO",
            .example = "XXOOOX...",
            .longestText = 9,
            .evaluationWords
            = QT_TRANSLATE_NOOP("Games", "lines still open to the side to move minus lines open to the opponent")})
    {
    }

    Result<Position> parse(std::string_view text, std::optional<char> toMove) const override
    {
        const auto board = TicTacToeBoard::parse(text, toMove);
        if (!board)
            return board.error();
        return TicTacToeGame::positionOf(*board);
    }
    Position newGame() const override { return TicTacToeGame::positionOf(TicTacToeBoard()); }
    std::string text(Position position) const override { return TicTacToeGame::boardOf(position).toString(); }
    std::vector<std::string> rows(Position position) const override
    {
        const std::string squares = text(position);
        return {squares.substr(0, 3), squares.substr(3, 3), squares.substr(6, 3)};
    }
    char sideToMove(Position position) const override
    {
        return TicTacToeGame::boardOf(position).toMove() == TicTacToeBoard::Mark::O ? 'O' : 'X';
    }
    std::uint32_t longestGame() const override { return 9; }
    GameTree tree(Position start) const override { return buildTicTacToeTree(TicTacToeGame::boardOf(start)); }
    std::unique_ptr<Game> game(Position start) const override
    {
        return std::make_unique<TicTacToeGame>(TicTacToeGame::boardOf(start));
    }
    bool solves() const override { return true; }
    std::optional<Solution> solve(Position position, const SolveControl& control) const override
    {
        return solveTicTacToe(TicTacToeGame::boardOf(position), control);
    }
};

} // namespace

const GameKind& ticTacToeKind()
{
    static const TicTacToeKind kind;
    return kind;
}

} // namespace gtl
