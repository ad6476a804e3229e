// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/games/connect4/Connect4Kind.h"

#include "core/base/Message.h"
#include "core/games/connect4/Connect4Game.h"
#include "core/games/connect4/Connect4Solver.h"
#include "core/tree/GameTreeBuilder.h"

#include <cctype>

namespace gtl {
namespace {

char letterOf(Connect4Board::Disc disc)
{
    switch (disc) {
    case Connect4Board::Disc::X: return 'X';
    case Connect4Board::Disc::O: return 'O';
    default: return '.';
    }
}

class Connect4Kind : public GameKind {
public:
    Connect4Kind()
        : GameKind({.name = QT_TRANSLATE_NOOP("Games", "Connect Four"),
            .title = QT_TRANSLATE_NOOP("Games", "Connect Four"),
            .option = "--connect4",
            .optionValue = "MOVES",
            .fileMember = "connect4",
            .positionHelp = QT_TRANSLATE_NOOP("Games",
                "the columns played from the empty board, 1 to 7, e.g. 4453 (X in 4, O in 4, X in 5, "
                "O in 3), or \"\" (the empty board)"),
            .sides = "XO",
            .example = "4453",
            .longestText = Connect4Bitboard::kSquares,
            .evaluationWords = QT_TRANSLATE_NOOP(
                "Games", "windows of four still open to the side to move minus windows open to the opponent")})
    {
    }

    Result<Position> parse(std::string_view text, std::optional<char> toMove) const override
    {
        const auto board = Connect4Board::parse(text);
        if (!board)
            return board.error();
        const char mover = letterOf(board->toMove());
        if (toMove && std::toupper(static_cast<unsigned char>(*toMove)) != mover) {
            return Result<Position>::failure(Message("Games",
                QT_TRANSLATE_NOOP(
                    "Games", "after {moves} moves {side} is to move, not {asked} (the players alternate, X first)"))
                                                 .arg("moves", std::to_string(board->discs()))
                                                 .arg("side", std::string(1, mover))
                                                 .arg("asked", std::string(1, *toMove)));
        }
        return board->position();
    }
    std::string text(Position position) const override { return Connect4Board::fromPosition(position).moves(); }
    std::vector<std::string> rows(Position position) const override
    {
        const Connect4Board board = Connect4Board::fromPosition(position);
        std::vector<std::string> rows;
        for (int row = Connect4Board::kRows - 1; row >= 0; --row) {
            std::string line;
            for (int column = 0; column < Connect4Board::kColumns; ++column)
                line += letterOf(board.disc(column, row));
            rows.push_back(line);
        }
        return rows;
    }
    char sideToMove(Position position) const override
    {
        return letterOf(Connect4Board::fromPosition(position).toMove());
    }
    std::uint32_t longestGame() const override { return Connect4Bitboard::kSquares; }
    bool treeIsWhole() const override { return false; }
    /// Only the start: the whole tree has some 4.5 trillion positions.
    GameTree tree(Position start) const override
    {
        const Connect4Game game(Connect4Board::fromPosition(start));
        GameTreeBuilder builder(game.toMove(start));
        builder.keepPayload(names().name);
        if (!game.isOver(start)) {
            // Its moves are a search's to find: until then it is a position, not a leaf worth 0.
            builder.setOpen(builder.addRoot(0, start));
            return builder.build();
        }
        const Value score = game.finalScore(start, 0);
        builder.addRoot(game.toMove(start) == Player::Max ? score : -score, start);
        return builder.build();
    }
    std::unique_ptr<Game> game(Position start) const override
    {
        return std::make_unique<Connect4Game>(Connect4Board::fromPosition(start));
    }
    bool solves() const override { return true; }
    std::optional<Solution> solve(Position position, const SolveControl& control) const override
    {
        return Connect4Solver().analyze(Connect4Board::fromPosition(position), control);
    }
};

} // namespace

const GameKind& connect4Kind()
{
    static const Connect4Kind kind;
    return kind;
}

} // namespace gtl
