// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/BigStackThread.h"
#include "core/games/ChanceGame.h"
#include "core/games/Game.h"
#include "core/search/Algorithm.h"
#include "core/search/SearchCounts.h"
#include "core/search/SearchObserver.h"
#include "core/search/TranspositionTable.h"
#include "core/search/chance/GameChanceScale.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cassert>
#include <chrono>
#include <cstdint>
#include <optional>
#include <unordered_map>
#include <vector>

namespace gtl {

/// The search: negamax alpha-beta over any Game with the enhancements of SearchOptions, each
/// off unless asked for. Minimax, alpha-beta and negamax are this routine too: the minimax
/// forms are searched as their negamax twins (same values, same nodes; the trace recorder
/// shows them from MAX's side), and the forms without a window never cut. It follows the
/// textbook engine step for step when configured as it is (centre-first order, the table
/// probed after the terminal and horizon checks and stored when a node returns, its move
/// tried first, iterative deepening from depth 1), so that engine's node counts reproduce.
/// Every step goes to @p Observer (see NoObserver). A deep search runs on a thread with a
/// stack big enough for it, so there is no depth cap. On a game of dice (ChanceGame) it is
/// expectiminimax or Star1: a throw's value is the probability-weighted sum of its outcomes'
/// (Star1 cutting it by Ballard's bounds), every value from the side whose turn it is, in the
/// integers of gameChanceScale().
template <typename Observer = NoObserver> class GameSearch {
public:
    /// @p options.enhancements.depth must be set: the whole game's depth for no limit.
    GameSearch(const Game& game, SearchOptions options, Observer& observer);

    SearchCounts run();
    /// Searches @p position alone to the options' depth with the window @p alpha, @p beta: a
    /// search nested in another's step (null-move pruning's after a pass). Its value, from the
    /// side to move; its counts are counts().
    Value searchNested(Position position, Value alpha, Value beta);
    const SearchCounts& counts() const { return result_; }

private:
    struct Killers {
        std::array<Move, 2> moves{};
        std::uint8_t count = 0;
    };

    void runAll();
    Value rootSearch(std::uint32_t depth, Value previous, bool havePrevious);
    Value search(
        Position position, std::uint32_t index, std::uint32_t depth, Value alpha, Value beta, std::uint32_t ply);
    std::optional<Value> consultTable(std::uint32_t depth, Value& alpha, Value& beta, const TableEntry* entry);
    /// Always inlined into search(): the compiler does so by itself when the observer does
    /// nothing, not when it records, and a call per node between the two costs as much as
    /// recording a step.
    [[gnu::always_inline]] inline Value searchChild(Position position, const MoveList::Entry& move, std::uint32_t depth,
        Value alpha, Value beta, std::uint32_t ply, std::size_t tried);
    /// A late move reduction of the move to @p child: searched a ply shallower with a null
    /// window at α. Returns its value when that does not beat α, else nothing: the move is
    /// searched again at full depth.
    std::optional<Value> searchReduced(
        Position child, const MoveList::Entry& move, std::uint32_t depth, Value alpha, std::uint32_t ply);
    /// Quiescence at a position on the horizon or past it, entered and not over, whose static
    /// evaluation is @p evaluation: it stands pat on it and searches its forcing moves, or is
    /// scored by it when it has none or lies quiescencePlies_ past the horizon.
    Value quiescence(Position position, Value evaluation, Value alpha, Value beta, std::uint32_t ply);
    /// A throw: the expected value of its outcomes, from the thrower's side (GameSearchChance.h).
    Value throwDice(Position position, std::uint32_t depth, Value alpha, Value beta, std::uint32_t ply);
    /// Star1 decides the throw by its bounds after @p next outcomes: it returns @p bound.
    Value cutDice(const MoveList& outcomes, std::size_t next, bool byUpper, Value bound, Value sum);
    /// The side a position's values are from: the mover, or at a throw the thrower.
    Player sideOf(Position position) const;
    void orderMoves(Position position, MoveList& moves, const TableEntry* entry, std::uint32_t ply) const;
    /// Null-move pruning at @p position, @p depth plies from the horizon: the side to move
    /// passes, and a search Enhancements::nullMove plies shallower with a null window at @p beta
    /// says whether the position still reaches β. Returns its value if so: the position is cut.
    std::optional<Value> tryNullMove(Position position, std::uint32_t depth, Value beta);
    /// The beam: keeps the Enhancements::beam moves whose positions score best for the mover,
    /// ties in move order, and drops the others.
    void keepBeam(Position position, MoveList& moves);
    void rememberCutoff(Move move, std::uint32_t depth, std::uint32_t ply);
    void store(
        Position position, std::uint32_t depth, Value best, Value alpha0, Value beta, const MoveList::Entry& bestMove);
    /// Sets when the time or node limit is checked next (never without one).
    void armLimit();
    /// Throws detail::LimitReached when the time or the positions allowed are used up.
    void checkLimit();

    const Game& game_;
    const ChanceGame* dice_; ///< the game when it has throws, else null
    /// Whether a side may move twice in a row (after a throw, or as MIN in a game of several
    /// players): then a value from the same side is not negated.
    bool sidesMayRepeat_;
    SearchOptions options_;
    bool windowed_;
    bool reorders_; ///< whether anything changes the game's order of moves
    std::uint32_t quiescencePlies_; ///< how far past the horizon quiescence goes, 0 for none
    std::uint32_t quiescencePly_ = 0; ///< how far past the horizon the search stands now
    std::uint32_t beam_; ///< how many moves a position above the horizon keeps, 0 for all
    bool reducesLateMoves_;
    std::uint32_t nullMove_; ///< the plies a search after a pass is shallower by, 0 for none
    Observer& observer_;
    ChanceScale scale_; ///< what scores are multiplied by, and Star1's bounds
    TranspositionTable table_;
    std::vector<Killers> killers_; ///< per ply, the two latest killers
    std::unordered_map<Move, std::uint64_t> history_;
    SearchCounts result_;
    std::uint64_t nextCheck_ = UINT64_MAX; ///< the count of entered positions at which the limit is checked
    std::chrono::steady_clock::time_point deadline_;
};

/// What watches a search from outside: a flag that stops it, and a count of the positions it
/// enters that stops it past a limit. Each is read at every position entered, so a search that
/// would take hours stops at once.
struct SearchWatch {
    const std::atomic<bool>* cancel = nullptr;
    /// Counts the positions entered, across every search given it; with @p enteredLimit above
    /// 0 the search stops once the count passes it.
    std::atomic<std::uint64_t>* entered = nullptr;
    std::uint64_t enteredLimit = 0;
};

/// Searches @p game with @p options and no observer: the figures only. Throws
/// SearchCancelled soon after @p watch's flag is set or its count passes its limit.
SearchCounts searchCounts(const Game& game, const SearchOptions& options, SearchWatch watch = {});

} // namespace gtl

#include "core/search/GameSearchImpl.h"
