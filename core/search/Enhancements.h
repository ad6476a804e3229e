// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>

namespace gtl {

/// Which entry a full slot of a fixed-size transposition table keeps.
enum class Replacement : std::uint8_t { Always, DeeperOrEqual };

/// The deepest depth limit a search takes: as deep as the deepest tree the product reads.
inline constexpr std::uint32_t kMaxDepthLimit = 10'000;

/// The longest time limit a search takes: an hour, in milliseconds.
inline constexpr std::uint32_t kMaxTimeLimit = 3'600'000;

/// How far past the horizon quiescence search goes unless told otherwise, and at most.
inline constexpr std::uint32_t kDefaultQuiescencePlies = 8;
inline constexpr std::uint32_t kMaxQuiescencePlies = 64;

/// Late move reductions leave this many moves of a position at full depth, as the texts do.
inline constexpr std::size_t kLateMoveStart = 3;

/// The most plies null-move pruning takes off the search after a pass.
inline constexpr std::uint32_t kMaxNullMoveReduction = 8;

/// What real engines add to a search to come close to alpha-beta's best case. They compose:
/// a depth limit with the game's evaluation, a transposition table, move ordering, iterative
/// deepening, aspiration windows and principal variation search. All off by default, which
/// is the plain textbook search.
struct Enhancements {
    /// Positions this many moves below the start are scored by the static evaluation; 0 for
    /// no limit (the whole tree).
    std::uint32_t depth = 0;
    /// The game's own choices are number 0; a game may offer more (Game::orderNames,
    /// scoringNames, evaluationNames), which a search picks by their number 1, 2, …
    std::size_t order = 0; ///< the order moves are tried in before any dynamic heuristic
    std::size_t scoring = 0; ///< how a finished game scores
    std::size_t evaluation = 0; ///< how a position at the horizon is scored
    bool table = false;
    std::size_t tableSize = 0; ///< entries; 0 for an unbounded table
    Replacement replacement = Replacement::Always;
    bool killers = false; ///< two killer moves per ply, tried after the table's move
    bool history = false; ///< the other moves by how often they caused a cut-off
    bool iterative = false; ///< depths 1 to the limit, the table carried from one to the next
    int aspiration = 0; ///< with iterative: a window of ±aspiration around the last score
    bool pvs = false; ///< the first move with the full window, the rest with a null window
    /// With iterative: milliseconds after which the running iteration is abandoned and the last
    /// completed one answers (the first always completes); 0 for none.
    std::uint32_t timeLimit = 0;
    /// With iterative: the same after this many positions entered, a limit that stops at the
    /// same step every run; 0 for none.
    std::uint64_t nodeLimit = 0;
    /// With a depth limit: a position on the horizon that has forcing moves (Game::isForcing)
    /// is not scored at once; it stands pat on its evaluation and searches its forcing moves,
    /// and they theirs, up to quiescenceDepth plies past the horizon.
    bool quiescence = false;
    std::uint32_t quiescenceDepth = 0; ///< 0 for kDefaultQuiescencePlies
    /// Forward pruning, not exact: at each position above the horizon only this many moves are
    /// searched, those whose positions the static evaluation likes best for the side to move
    /// (ties in move order); the others are dropped unsearched. 0 for every move.
    std::uint32_t beam = 0;
    /// Late move reductions, not exact: with a window, each move after the first
    /// kLateMoveStart is searched one ply shallower with a null window at α, and again at full
    /// depth only when it beats α; a reduction may miss a quiet move that needs the ply.
    bool lmr = false;
    /// Null-move pruning, not exact, on a game where a side may pass (Game::passed): at a
    /// position with more than nullMove + 1 plies left and β finite, the side to move passes and
    /// a search nullMove plies shallower, with a null window at β and untraced, is asked whether
    /// the position still reaches β; if so it is cut unsearched, wrongly in zugzwang. 0 for none.
    std::uint32_t nullMove = 0;

    /// How many plies past the horizon the search goes: 0 without quiescence.
    std::uint32_t quiescencePlies() const
    {
        return !quiescence ? 0 : quiescenceDepth == 0 ? kDefaultQuiescencePlies : quiescenceDepth;
    }

    /// Whether anything differs from the plain search.
    bool any() const { return *this != Enhancements{}; }
    /// Whether the search enters positions more than once (each iteration, each re-search):
    /// then its counts add up every search.
    bool searchesAgain() const { return iterative || pvs || lmr; }
    bool operator==(const Enhancements&) const = default;
};

} // namespace gtl
