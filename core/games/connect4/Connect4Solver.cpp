#include "core/games/connect4/Connect4Solver.h"

#include <algorithm>
#include <array>
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
constexpr int kColumnOrder[7] = {3, 2, 4, 1, 5, 0, 6};
/// How many positions pass between looks at the cancel flag.
constexpr std::uint64_t kCancelCheck = 1 << 14;

/// The moves of a position, best first: by the threats each makes, centre first among equals.
class MoveSorter {
public:
    void add(std::uint64_t move, int score)
    {
        std::size_t at = size_++;
        for (; at > 0 && entries_[at - 1].score > score; --at)
            entries_[at] = entries_[at - 1];
        entries_[at] = {move, score};
    }
    /// The best move left, or 0 when there is none.
    std::uint64_t next() { return size_ > 0 ? entries_[--size_].move : 0; }

private:
    struct Entry {
        std::uint64_t move;
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
{
}

int Connect4Solver::negamax(const Connect4Bitboard& board, int alpha, int beta)
{
    assert(alpha < beta && !board.canWinNext());
    if (++nodes_ % kCancelCheck == 0 && cancel_ && cancel_->load(std::memory_order_relaxed))
        throw Cancelled{};
    const std::uint64_t moves = board.nonLosingMoves();
    const int discs = board.discs();
    if (moves == 0)
        return -(kSquares - discs) / 2; // every move lets the opponent win next
    if (discs >= kSquares - 2)
        return 0; // no one can connect four in the last two discs
    // The score lies between losing at the latest and winning at the latest.
    const int lowest = -(kSquares - 2 - discs) / 2;
    if (alpha < lowest) {
        alpha = lowest;
        if (alpha >= beta)
            return alpha;
    }
    const int highest = (kSquares - 1 - discs) / 2;
    if (beta > highest) {
        beta = highest;
        if (alpha >= beta)
            return beta;
    }
    // The children's entries are loaded while this position's own is looked at and its moves
    // are sorted: the search would otherwise wait for memory at nearly every position.
    for (std::uint64_t rest = moves; rest != 0; rest &= rest - 1)
        table_->prefetch(board.played(rest & -rest).key());
    const std::uint64_t key = board.key();
    if (const int entry = table_->get(key)) {
        if (entry > kUpperBounds) {
            const int lower = entry + 2 * kMinScore - kMaxScore - 2;
            if (alpha < lower) {
                alpha = lower;
                if (alpha >= beta)
                    return alpha;
            }
        } else {
            const int upper = entry + kMinScore - 1;
            if (beta > upper) {
                beta = upper;
                if (alpha >= beta)
                    return beta;
            }
        }
    }
    MoveSorter sorter;
    if ((moves & (moves - 1)) == 0) {
        sorter.add(moves, 0); // a forced move: no threats to count
    } else {
        for (int i = Connect4Bitboard::kColumns - 1; i >= 0; --i) {
            if (const std::uint64_t move = moves & Connect4Bitboard::columnOf(kColumnOrder[i]))
                sorter.add(move, board.threatsAfter(move));
        }
    }
    while (const std::uint64_t move = sorter.next()) {
        const int score = -negamax(board.played(move), -beta, -alpha);
        if (score >= beta) {
            table_->put(key, score + kMaxScore - 2 * kMinScore + 2);
            return score;
        }
        alpha = std::max(alpha, score);
    }
    table_->put(key, alpha - kMinScore + 1);
    return alpha;
}

int Connect4Solver::solve(const Connect4Bitboard& board, const SolveControl& control)
{
    return solveWithin(board, control, kMinScore, kMaxScore);
}

int Connect4Solver::solveWithin(const Connect4Bitboard& board, const SolveControl& control, int low, int high)
{
    if (board.discs() == kSquares)
        return 0;
    if (board.canWinNext())
        return winNow(board);
    cancel_ = control.cancel;
    low = std::max(low, -(kSquares - board.discs()) / 2);
    high = std::min(high, (kSquares + 1 - board.discs()) / 2);
    // Null windows halve the interval; near zero they probe closer to it first, where the
    // scores of most positions lie.
    while (low < high) {
        int middle = low + (high - low) / 2;
        if (middle <= 0 && low / 2 < middle)
            middle = low / 2;
        else if (middle >= 0 && high / 2 > middle)
            middle = high / 2;
        const int score = negamax(board, middle, middle + 1);
        if (score <= middle)
            high = score;
        else
            low = score;
    }
    return low;
}

Solution Connect4Solver::analyze(const Connect4Board& board, const SolveControl& control)
{
    Solution solution;
    solution.movesName = "columns";
    solution.winBase = (kSquares + 2) / 2;
    solution.moves.resize(Connect4Bitboard::kColumns);
    const std::uint64_t before = nodes_;
    const Connect4Bitboard& bits = board.bitboard();
    if (board.winner() != Connect4Board::Disc::Empty) {
        // The opponent connected four with its last disc: the convention's loss.
        solution.score = -((kSquares + 2 - board.discs()) / 2);
        return solution;
    }
    try {
        std::size_t solved = 0;
        const std::size_t playable = std::size_t(std::popcount(bits.possible()));
        for (int column : kColumnOrder) {
            if (!bits.canPlay(column))
                continue;
            if (control.cancel && control.cancel->load(std::memory_order_relaxed))
                throw Cancelled{};
            const std::uint64_t move = bits.landing(column);
            const bool wins = (bits.winningSquares() & move) != 0;
            const int score = wins ? winNow(bits) : -solve(bits.played(move), control);
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
