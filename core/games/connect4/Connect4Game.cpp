// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/games/connect4/Connect4Game.h"

#include "core/base/Message.h"

#include <algorithm>

namespace gtl {
namespace {

Connect4Bitboard bitboardOf(Position position)
{
    return Connect4Board::fromPosition(position).bitboard();
}

/// Set in a Position reached through an odd number of passes: the side to move is then the
/// other one than the discs' count says. Above the bits Connect4Board packs, which ignores it.
constexpr Position kPassedBit = Position(1) << 63;

/// The windows of four holding none of @p blockers' discs, each weighted by how many of
/// @p own's it holds (kWeights[k] for k discs).
template <typename Weights> Value openWindows(std::uint64_t own, std::uint64_t blockers, const Weights& weights)
{
    Value total = 0;
    for (std::uint64_t window : Connect4Bitboard::kWindowMasks) {
        if ((window & blockers) == 0)
            total += weights[std::size_t(std::popcount(window & own))];
    }
    return total;
}

} // namespace

Connect4Game::Connect4Game(Connect4Board start)
    : start_(start.position())
{
}

Player Connect4Game::toMove(Position position) const
{
    const bool xToMove = (bitboardOf(position).discs() % 2 == 0) != ((position & kPassedBit) != 0);
    return xToMove ? Player::Max : Player::Min;
}

void Connect4Game::moves(Position position, MoveList& moves) const
{
    if (isOver(position))
        return;
    const Connect4Bitboard board = bitboardOf(position);
    for (int column = 0; column < Connect4Bitboard::kColumns; ++column) {
        if (board.canPlay(column))
            moves.push(Move(column));
    }
}

std::span<const std::string_view> Connect4Game::orderNames() const
{
    static constexpr std::string_view kNames[] = {QT_TRANSLATE_NOOP("Choices", "centre first")};
    return kNames;
}

void Connect4Game::order(Position, std::size_t order, MoveList& moves) const
{
    if (order != kCentreFirst)
        return;
    static constexpr int kRank[7] = {5, 3, 1, 0, 2, 4, 6}; // columns 1–7: 4, 3, 5, 2, 6, 1, 7
    std::sort(moves.begin(), moves.end(),
        [](const MoveList::Entry& a, const MoveList::Entry& b) { return kRank[a.move] < kRank[b.move]; });
}

Position Connect4Game::play(Position position, Move move) const
{
    return Connect4Board::fromPosition(position).played(int(move)).position() | (position & kPassedBit);
}

std::optional<Position> Connect4Game::passed(Position position) const
{
    // The bitboard keeps the mover's discs: the opponent's become the mover's.
    const Connect4Bitboard board = bitboardOf(position);
    const Connect4Board swapped(Connect4Bitboard(board.mask(), board.opponent()));
    return swapped.position() | ((position & kPassedBit) ^ kPassedBit);
}

bool Connect4Game::isOver(Position position) const
{
    const Connect4Bitboard board = bitboardOf(position);
    return Connect4Bitboard::hasFour(board.opponent()) || board.discs() == Connect4Bitboard::kSquares;
}

bool Connect4Game::isForcing(Position position, Move move) const
{
    const Connect4Bitboard board = bitboardOf(position);
    const std::uint64_t square = board.landing(int(move));
    const std::uint64_t threats = board.winningSquares();
    if (square & (threats | board.opponentWinningSquares()))
        return true;
    const std::uint64_t after = Connect4Bitboard::completions(board.current() | square, board.mask() | square);
    return (after & ~threats) != 0;
}

Value Connect4Game::finalScore(Position position, std::size_t) const
{
    const Connect4Bitboard board = bitboardOf(position);
    // Only the side that moved last can have connected four.
    if (!Connect4Bitboard::hasFour(board.opponent()))
        return 0;
    return -(kWinScore + Connect4Bitboard::kSquares - board.discs());
}

Value Connect4Game::evaluate(Position position, std::size_t evaluation) const
{
    static constexpr Value kCounts[5] = {1, 1, 1, 1, 1};
    static constexpr Value kWeights[5] = {1, 2, 4, 8, 16};
    const Connect4Bitboard board = bitboardOf(position);
    const auto& weights = evaluation == kWeightedWindows ? kWeights : kCounts;
    return openWindows(board.current(), board.opponent(), weights)
        - openWindows(board.opponent(), board.current(), weights);
}

std::span<const std::string_view> Connect4Game::evaluationNames() const
{
    static constexpr std::string_view kNames[] = {QT_TRANSLATE_NOOP("Choices", "weighted windows")};
    return kNames;
}

std::uint64_t Connect4Game::key(Position position) const
{
    return bitboardOf(position).key();
}

} // namespace gtl
