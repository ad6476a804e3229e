// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/games/connect4/Connect4Board.h"

#include "core/base/Printable.h"

#include <unordered_set>
#include <vector>

namespace gtl {
namespace {

constexpr std::uint64_t kKeyBits = (std::uint64_t(1) << 49) - 1;
constexpr int kLastMoveShift = 49;

/// "move 3: …": @p problem of the moves at move @p index (from 0).
Message atMove(std::size_t index, Message problem)
{
    return Message("Games", QT_TRANSLATE_NOOP("Games", "move {move}: {problem}"))
        .arg("move", std::to_string(index + 1))
        .arg("problem", std::move(problem));
}

std::string sideName(Connect4Board::Disc side)
{
    return side == Connect4Board::Disc::X ? "X" : "O";
}

/// @p board before its last mover dropped the disc at @p top: the last mover was to move, and
/// its discs were the opponent's now but @p top.
Connect4Bitboard without(Connect4Bitboard board, std::uint64_t top)
{
    const std::uint64_t mask = board.mask() ^ top;
    return Connect4Bitboard(mask, mask ^ board.current());
}

/// Takes discs off @p board, the last mover's top disc each time, until it is empty, so that
/// no board on the way holds a four: the columns taken, last first, go to @p taken. A board
/// that leads nowhere is remembered in @p deadEnds, so that the search stays short.
bool unplay(Connect4Bitboard board, std::vector<int>& taken, std::unordered_set<std::uint64_t>& deadEnds)
{
    if (board.mask() == 0)
        return true;
    if (deadEnds.contains(board.key()))
        return false;
    const std::uint64_t lastMover = board.opponent();
    for (int column = 0; column < Connect4Bitboard::kColumns; ++column) {
        const std::uint64_t inColumn = board.mask() & Connect4Bitboard::columnOf(column);
        if (inColumn == 0)
            continue;
        const std::uint64_t top = std::uint64_t(1) << (std::bit_width(inColumn) - 1);
        if ((lastMover & top) == 0)
            continue;
        taken.push_back(column);
        if (unplay(without(board, top), taken, deadEnds))
            return true;
        taken.pop_back();
    }
    deadEnds.insert(board.key());
    return false;
}

} // namespace

Result<Connect4Board> Connect4Board::parse(std::string_view moves)
{
    using Parsed = Result<Connect4Board>;
    Connect4Board board;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const char c = moves[i];
        if (c < '1' || c > '7') {
            return Parsed::failure(atMove(i,
                Message("Games",
                    QT_TRANSLATE_NOOP(
                        "Games", "'{char}' is not a column (write the columns played, 1 to 7, e.g. 4453)"))
                    .arg("char", printable(moves.substr(i, 1)))));
        }
        if (board.isFull())
            return Parsed::failure(
                atMove(i, Message("Games", QT_TRANSLATE_NOOP("Games", "the board is full after 42 moves"))));
        if (const Disc winner = board.winner(); winner != Disc::Empty) {
            return Parsed::failure(atMove(i,
                Message("Games", QT_TRANSLATE_NOOP("Games", "the game is over: {side} connected four with move {last}"))
                    .arg("side", sideName(winner))
                    .arg("last", std::to_string(i))));
        }
        const int column = c - '1';
        if (!board.canPlay(column)) {
            return Parsed::failure(atMove(i,
                Message("Games", QT_TRANSLATE_NOOP("Games", "column {column} is full (it holds 6 discs)"))
                    .arg("column", std::string(1, c))));
        }
        board = board.played(column);
    }
    return board;
}

Connect4Board Connect4Board::fromPosition(Position position)
{
    const int last = int(position >> kLastMoveShift) & 0x7;
    return Connect4Board(
        Connect4Bitboard::fromKey(position & kKeyBits), last == 0 ? std::nullopt : std::optional<int>(last - 1));
}

Position Connect4Board::position() const
{
    return bitboard_.key() | (Position(lastMove_ ? *lastMove_ + 1 : 0) << kLastMoveShift);
}

Connect4Board::Disc Connect4Board::disc(int column, int row) const
{
    const std::uint64_t at = Connect4Bitboard::square(column, row);
    if ((bitboard_.mask() & at) == 0)
        return Disc::Empty;
    const bool mover = (bitboard_.current() & at) != 0;
    const Disc other = toMove() == Disc::X ? Disc::O : Disc::X;
    return mover ? toMove() : other;
}

int Connect4Board::height(int column) const
{
    return std::popcount(bitboard_.mask() & Connect4Bitboard::columnOf(column));
}

Connect4Board::Disc Connect4Board::winner() const
{
    // The side to move has just been answered: only its opponent can have made a four.
    if (Connect4Bitboard::hasFour(bitboard_.opponent()))
        return toMove() == Disc::X ? Disc::O : Disc::X;
    return Connect4Bitboard::hasFour(bitboard_.current()) ? toMove() : Disc::Empty;
}

std::optional<std::array<Connect4Board::Square, 4>> Connect4Board::winningFour() const
{
    const Disc side = winner();
    if (side == Disc::Empty)
        return std::nullopt;
    const std::uint64_t discs = discsOf(side);
    const std::uint64_t last = lastMove_ ? Connect4Bitboard::square(*lastMove_, height(*lastMove_) - 1) : 0;
    std::optional<std::uint64_t> found;
    for (std::uint64_t window : Connect4Bitboard::kWindowMasks) {
        if ((discs & window) != window)
            continue;
        if (!found || (window & last) != 0)
            found = window;
        if ((window & last) != 0)
            break;
    }
    std::array<Square, 4> squares{};
    std::size_t next = 0;
    for (int column = 0; column < kColumns; ++column) {
        for (int row = 0; row < kRows; ++row) {
            if ((*found & Connect4Bitboard::square(column, row)) != 0)
                squares[next++] = {column, row};
        }
    }
    return squares;
}

std::string Connect4Board::moves() const
{
    std::vector<int> taken;
    std::unordered_set<std::uint64_t> deadEnds;
    Connect4Bitboard board = bitboard_;
    if (lastMove_) {
        // The last disc comes off first; the board before it holds no four.
        const std::uint64_t top = Connect4Bitboard::square(*lastMove_, height(*lastMove_) - 1);
        taken.push_back(*lastMove_);
        board = without(board, top);
    }
    unplay(board, taken, deadEnds); // a board parse() made always comes apart
    std::string text;
    for (auto column = taken.rbegin(); column != taken.rend(); ++column)
        text += char('1' + *column);
    return text;
}

} // namespace gtl
