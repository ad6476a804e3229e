#pragma once

#include "core/games/Solution.h"
#include "core/games/connect4/Connect4Board.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>

namespace gtl {

/// Solves Connect Four positions exactly, as Pascal Pons' solver does: a negamax with
/// alpha-beta on bitboards, which never searches a move that loses at once (it plays the forced
/// block, and gives up when two threats are open), tries moves by how many threats they make
/// (centre first among equals), keeps a fixed-size transposition table of bounds, and finds the
/// score by null-window searches that halve the interval it lies in. Scores follow Pons'
/// convention (see Solution). One solver is used by one thread at a time; the table it keeps
/// serves every later solve.
class Connect4Solver {
public:
    /// 8,388,593 entries (a prime above 2^23, so that the entry's place and its 32-bit check
    /// tell every 49-bit key apart): 42 MB.
    static constexpr std::size_t kTableEntries = 8'388'593;

    Connect4Solver();

    /// The score of @p board, where no one has connected four yet. Throws Cancelled when the
    /// flag of @p control is set during the solve.
    int solve(const Connect4Bitboard& board, const SolveControl& control = {});
    /// The score of @p board and of each column; a board where someone has connected four scores
    /// the loss of the side to move, and has no moves.
    Solution analyze(const Connect4Board& board, const SolveControl& control = {});
    /// The positions searched since the solver was made.
    std::uint64_t nodes() const { return nodes_; }

    struct Cancelled { };

private:
    /// The score of @p board, known to lie within @p low to @p high.
    int solveWithin(const Connect4Bitboard& board, const SolveControl& control, int low, int high);
    int negamax(const Connect4Bitboard& board, int alpha, int beta);
    /// The table's entry for @p key: 0 for none, else a bound encoded as put() files it.
    int lookUp(std::uint64_t key) const;
    void put(std::uint64_t key, int encoded);

    /// Zeroed by the system page by page as the solve first touches them (calloc), so that a
    /// short solve does not pay for clearing all 42 MB.
    struct Free {
        void operator()(void* memory) const { std::free(memory); }
    };
    std::unique_ptr<std::uint32_t[], Free> keys_;
    std::unique_ptr<std::uint8_t[], Free> values_;
    std::uint64_t nodes_ = 0;
    const std::atomic<bool>* cancel_ = nullptr;
};

} // namespace gtl
