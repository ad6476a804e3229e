// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/games/tictactoe/TicTacToeTree.h"

#include "core/games/tictactoe/TicTacToeKind.h"
#include "core/tree/GameTreeBuilder.h"

namespace gtl {
namespace {

Value score(const TicTacToeBoard& board)
{
    switch (board.winner()) {
    case TicTacToeBoard::Mark::X: return 1;
    case TicTacToeBoard::Mark::O: return -1;
    default: return 0;
    }
}

/// At most e + e(e-1) + … + e! positions follow one with e empty squares.
std::size_t positionsBound(const TicTacToeBoard& board)
{
    std::size_t empty = 0;
    for (int square = 0; square < 9; ++square)
        empty += board.at(square) == TicTacToeBoard::Mark::Empty;
    std::size_t total = 1;
    std::size_t level = 1;
    for (std::size_t k = empty; k > 0; --k)
        total += (level *= k);
    return total;
}

} // namespace

GameTree buildTicTacToeTree(const TicTacToeBoard& board)
{
    static constexpr std::string_view kSquareLabels[9] = {"1", "2", "3", "4", "5", "6", "7", "8", "9"};
    GameTreeBuilder builder(board.toMove() == TicTacToeBoard::Mark::X ? Player::Max : Player::Min);
    builder.keepPayload(ticTacToeKind().names().name);
    builder.reserve(positionsBound(board));
    builder.addRoot(score(board), board.packed());
    // Nodes are added in breadth-first order, which is the order the builder keeps.
    for (NodeId node = 0; node < builder.size(); ++node) {
        const TicTacToeBoard position = TicTacToeBoard::unpacked(builder.payload(node));
        if (position.isOver())
            continue;
        for (int square = 0; square < 9; ++square) {
            if (position.at(square) != TicTacToeBoard::Mark::Empty)
                continue;
            const TicTacToeBoard next = position.played(square);
            builder.addChild(node, kSquareLabels[square], score(next), next.packed());
        }
    }
    return builder.build();
}

} // namespace gtl
