// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/games/connect4/Connect4Solver.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>

namespace gtl {
namespace {

constexpr int kSquares = Connect4Bitboard::kSquares;
/// The lowest and highest scores a position that goes on can have (a loss or win at the
/// latest, the side to move having placed its 3rd disc).
constexpr int kMinScore = -kSquares / 2 + 3;
constexpr int kMaxScore = (kSquares + 1) / 2 - 3;
/// Table values: 1 + (an upper bound − kMinScore), or above kUpperBounds a lower bound.
constexpr int kUpperBounds = kMaxScore - kMinScore + 1;
constexpr int upperBoundValue(int upper)
{
    return upper - kMinScore + 1;
}
constexpr int lowerBoundValue(int lower)
{
    return lower + kMaxScore - 2 * kMinScore + 2;
}
constexpr int upperBoundIn(int value)
{
    return value + kMinScore - 1;
}
constexpr int lowerBoundIn(int value)
{
    return value + 2 * kMinScore - kMaxScore - 2;
}
/// Positions with this many discs or more are filed in the end table (Connect4EndTable).
constexpr int kEndTableDiscs = 33;
/// Positions with fewer discs than this look for a child whose bound alone cuts them off
/// before searching any (an enhanced transposition cut-off). Nearer the end, the children's
/// subtrees are too small to repay the look-ups.
constexpr int kChildCutOffDiscs = 26;
static_assert(kChildCutOffDiscs < kEndTableDiscs, "the children's cut-offs look in the big table");
/// Positions with this many discs or more try their moves centre first without counting
/// threats.
constexpr int kUnsortedDiscs = 36;
constexpr int kColumnOrder[7] = {3, 2, 4, 1, 5, 0, 6};

/// A move's sort score that puts it before any other: more than the squares of a board.
constexpr int kBestFirst = 64;

/// The moves of a position, best first: by the threats each makes, centre first among equals.
class MoveSorter {
public:
    struct Move {
        std::uint64_t square = 0;
        int column = -1;
        explicit operator bool() const { return square != 0; }
    };
    void add(std::uint64_t square, int score, int column)
    {
        std::size_t at = size_++;
        for (; at > 0 && entries_[at - 1].score > score; --at)
            entries_[at] = entries_[at - 1];
        entries_[at] = {{square, column}, score};
    }
    /// The best move left, or none.
    Move next() { return size_ > 0 ? entries_[--size_].move : Move{}; }

private:
    struct Entry {
        Move move;
        int score;
    };
    /// Left unset: only the first size_ are ever read.
    std::array<Entry, 7> entries_;
    std::size_t size_ = 0;
};

/// The score of a win by the side to move with its next disc.
int winNow(const Connect4Bitboard& board)
{
    return (kSquares + 1 - board.discs()) / 2;
}

} // namespace

Connect4Solver::Connect4Solver()
    : table_(std::make_unique<Connect4Table>())
    , endTable_(std::make_unique<Connect4EndTable>())
{
}

Connect4Table::Found Connect4Solver::lookUp(std::uint64_t key, int discs) const
{
    return discs < kEndTableDiscs ? table_->get(key) : endTable_->get(key);
}

void Connect4Solver::file(std::uint64_t key, int discs, int value, int column, std::uint64_t searched)
{
    if (discs < kEndTableDiscs)
        table_->put(key, value, column, std::bit_width(searched));
    else
        endTable_->put(key, value);
}

void Connect4Solver::prefetchChildren(const Connect4Bitboard& board, int discs, std::uint64_t moves) const
{
    for (std::uint64_t rest = moves; rest != 0; rest &= rest - 1) {
        const std::uint64_t key = board.played(rest & -rest).key();
        if (discs + 1 < kEndTableDiscs)
            table_->prefetch(key);
        else
            endTable_->prefetch(key);
    }
}

std::optional<int> Connect4Solver::childCutOff(const Connect4Bitboard& board, std::uint64_t moves, int beta) const
{
    for (std::uint64_t rest = moves; rest != 0; rest &= rest - 1) {
        const int child = table_->get(board.played(rest & -rest).key()).value;
        if (child != 0 && child <= kUpperBounds && -upperBoundIn(child) >= beta)
            return -upperBoundIn(child);
    }
    return std::nullopt;
}

int Connect4Solver::negamax(const Connect4Bitboard& board, int discs, int alpha, int beta)
{
    assert(alpha < beta && !board.canWinNext() && discs == board.discs());
    const std::uint64_t start = nodes_;
    budget_.count(++nodes_);
    const std::uint64_t moves = board.nonLosingMoves();
    if (moves == 0)
        return -(kSquares - discs) / 2; // every move lets the opponent win next
    if (discs >= kSquares - 2)
        return 0; // no one can connect four in the last two discs
    // The score lies between losing at the latest and winning at the latest, and on the
    // drawing side of zero for a player with no window of four left.
    const int lowest = board.opponentCanStillConnect() ? -(kSquares - 2 - discs) / 2 : 0;
    if (alpha < lowest) {
        alpha = lowest;
        if (alpha >= beta)
            return alpha;
    }
    const int highest = board.canStillConnect() ? (kSquares - 1 - discs) / 2 : 0;
    if (beta > highest) {
        beta = highest;
        if (alpha >= beta)
            return beta;
    }
    // The children's entries are loaded while this position's own is looked at and its moves
    // are sorted: the search would otherwise wait for memory at nearly every position.
    prefetchChildren(board, discs, moves);
    const std::uint64_t key = board.key();
    const Connect4Table::Found found = lookUp(key, discs);
    if (const int entry = found.value) {
        if (entry > kUpperBounds) {
            const int lower = lowerBoundIn(entry);
            if (alpha < lower) {
                alpha = lower;
                if (alpha >= beta)
                    return alpha;
            }
        } else {
            const int upper = upperBoundIn(entry);
            if (beta > upper) {
                beta = upper;
                if (alpha >= beta)
                    return beta;
            }
        }
    }
    if (discs < kChildCutOffDiscs) {
        if (const std::optional<int> score = childCutOff(board, moves, beta)) {
            file(key, discs, lowerBoundValue(*score), -1, 1);
            return *score;
        }
    }
    // A forced move needs no order, and near the end counting threats costs more than it saves.
    const bool countThreats = (moves & (moves - 1)) != 0 && discs < kUnsortedDiscs;
    MoveSorter sorter;
    for (int i = Connect4Bitboard::kColumns - 1; i >= 0; --i) {
        const int column = kColumnOrder[i];
        if (const std::uint64_t move = moves & Connect4Bitboard::columnOf(column)) {
            const int score = column == found.column ? kBestFirst : countThreats ? board.threatsAfter(move) : 0;
            sorter.add(move, score, column);
        }
    }
    while (const MoveSorter::Move move = sorter.next()) {
        const int score = -negamax(board.played(move.square), discs + 1, -beta, -alpha);
        if (score >= beta) {
            file(key, discs, lowerBoundValue(score), move.column, nodes_ - start);
            return score;
        }
        alpha = std::max(alpha, score);
    }
    file(key, discs, upperBoundValue(alpha), found.column, nodes_ - start);
    return alpha;
}

int Connect4Solver::solve(const Connect4Bitboard& board, const SolveControl& control, int guess)
{
    budget_.start(control, nodes_);
    return solveWithin(board, guess);
}

int Connect4Solver::solveWithin(const Connect4Bitboard& board, int guess)
{
    if (board.discs() == kSquares)
        return 0;
    if (board.canWinNext())
        return winNow(board);
    int low = -(kSquares - board.discs()) / 2;
    int high = (kSquares + 1 - board.discs()) / 2;
    // Null windows narrow the interval the score lies in, each asking whether the score is
    // above the guess (MTD(f)): the guess then follows the answer, so that when it starts
    // near the score (the score of a sibling, in analyze) a few searches settle it. A guess
    // outside the interval halves it instead.
    while (low < high) {
        const int middle = guess >= low && guess < high ? guess : low + (high - low) / 2;
        const int score = negamax(board, board.discs(), middle, middle + 1);
        if (score <= middle) {
            high = score;
            guess = score - 1;
        } else {
            low = score;
            guess = score;
        }
    }
    return low;
}

Solution Connect4Solver::analyze(const Connect4Board& board, const SolveControl& control)
{
    Solution solution;
    solution.movesName = "columns";
    solution.winBase = (kSquares + 2) / 2;
    solution.moves.resize(Connect4Bitboard::kColumns);
    // The side to move has placed as many discs as its opponent, or one fewer.
    solution.moverPlaced = board.discs() / 2;
    solution.opponentPlaced = board.discs() - solution.moverPlaced;
    const std::uint64_t before = nodes_;
    const Connect4Bitboard& bits = board.bitboard();
    if (board.winner() != Connect4Board::Disc::Empty) {
        // The opponent connected four with its last disc: the convention's loss.
        solution.score = -((kSquares + 2 - board.discs()) / 2);
        return solution;
    }
    budget_.start(control, nodes_);
    try {
        std::size_t solved = 0;
        int guess = 0;
        const std::size_t playable = std::size_t(std::popcount(bits.possible()));
        for (int column : kColumnOrder) {
            if (!bits.canPlay(column))
                continue;
            if (control.cancel && control.cancel->load(std::memory_order_relaxed))
                throw Cancelled{};
            const std::uint64_t move = bits.landing(column);
            const bool wins = (bits.winningSquares() & move) != 0;
            const int score = wins ? winNow(bits) : -solveWithin(bits.played(move), guess);
            if (!wins)
                guess = -score; // the next column's position likely scores near this one
            solution.moves[std::size_t(column)] = score;
            if (!solution.best || score > *solution.moves[*solution.best])
                solution.best = std::size_t(column);
            if (control.progress)
                control.progress(++solved, playable);
        }
    } catch (const Cancelled&) {
        solution.cancelled = true;
    }
    solution.score = solution.best ? *solution.moves[*solution.best] : 0;
    solution.nodes = nodes_ - before;
    return solution;
}

} // namespace gtl
