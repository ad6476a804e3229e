// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The template definitions of GameSearch, included by GameSearch.h only.

namespace gtl {
namespace detail {

/// Moves the first entry for @p move in @p moves, if any, to place @p at.
inline bool moveTo(MoveList& moves, Move move, std::size_t at)
{
    const auto found = std::find_if(
        moves.begin() + at, moves.end(), [move](const MoveList::Entry& entry) { return entry.move == move; });
    if (found == moves.end())
        return false;
    std::rotate(moves.begin() + at, found, found + 1);
    return true;
}

/// The stack a search to @p depth needs: a frame and a move list per level, and room to spare.
constexpr std::size_t stackBytesFor(std::uint32_t depth)
{
    return (std::size_t(depth) + 64) * (sizeof(MoveList) + 1024) + (std::size_t(8) << 20);
}

/// Searches shallower than this run on the caller's stack.
inline constexpr std::uint32_t kCallerStackDepth = 256;

/// A time limit reads the clock once per this many positions: rarely enough to cost nothing.
inline constexpr std::uint64_t kClockInterval = 1024;

/// Thrown when a limit is reached, to leave the running iteration from however deep it is.
struct LimitReached {
    LimitKind kind;
};

} // namespace detail

template <typename Observer>
GameSearch<Observer>::GameSearch(const Game& game, SearchOptions options, Observer& observer)
    : game_(game)
    , dice_(dynamic_cast<const ChanceGame*>(&game))
    , sidesMayRepeat_(dice_ || !game.turnsAlternate())
    , options_(options)
    , windowed_(algorithmEntry(options.algorithm).windowed)
    , reorders_(options.enhancements.order != 0 || options.enhancements.table || options.enhancements.killers
          || options.enhancements.history)
    , quiescencePlies_(options.enhancements.quiescencePlies())
    , beam_(options.enhancements.beam)
    , reducesLateMoves_(options.enhancements.lmr && windowed_)
    , nullMove_(windowed_ ? options.enhancements.nullMove : 0)
    , observer_(observer)
    , table_(options.enhancements.tableSize, options.enhancements.replacement)
    , killers_(options.enhancements.killers ? options.enhancements.depth + 1 : 0)
{
    assert(options.enhancements.depth >= 1);
    Message ignored; // Search::problem() refuses a search whose values cannot be carried exactly
    scale_ = gameChanceScale(game, options, ignored);
}

template <typename Observer> SearchCounts GameSearch<Observer>::run()
{
    const auto start = std::chrono::steady_clock::now();
    deadline_ = start + std::chrono::milliseconds(options_.enhancements.timeLimit);
    const std::uint32_t depth = options_.enhancements.depth + quiescencePlies_;
    if (depth < detail::kCallerStackDepth)
        runAll();
    else
        runOnBigStack(detail::stackBytesFor(depth), [this] { runAll(); });
    result_.overwritten = table_.overwritten();
    result_.collisions = table_.collisions();
    result_.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return result_;
}

template <typename Observer> Value GameSearch<Observer>::searchNested(Position position, Value alpha, Value beta)
{
    return search(position, kStartIndex, options_.enhancements.depth, alpha, beta, 0);
}

template <typename Observer> void GameSearch<Observer>::runAll()
{
    const Enhancements& e = options_.enhancements;
    if (!e.iterative) {
        result_.value = rootSearch(e.depth, 0, false);
        return;
    }
    Value previous = 0;
    for (std::uint32_t depth = 1; depth <= e.depth; ++depth) {
        observer_.iteration(depth);
        const SearchCounts answer = result_;
        try {
            previous = rootSearch(depth, previous, depth > 1);
        } catch (const detail::LimitReached& limit) {
            // The answer is the last completed iteration's: its value and its move.
            result_.bestMove = answer.bestMove;
            result_.bestMoveIndex = answer.bestMoveIndex;
            result_.hasMove = answer.hasMove;
            result_.interruptedDepth = depth;
            observer_.interrupted(depth, previous, limit.kind);
            break;
        }
        result_.completedDepth = depth;
        // From the second iteration on: the first always finishes, so that there is an answer.
        armLimit();
    }
    result_.value = previous;
}

template <typename Observer> void GameSearch<Observer>::armLimit()
{
    const Enhancements& e = options_.enhancements;
    nextCheck_ = e.nodeLimit > 0 ? e.nodeLimit : UINT64_MAX;
    if (e.timeLimit > 0)
        nextCheck_ = std::min(nextCheck_, result_.enters + detail::kClockInterval);
}

template <typename Observer> void GameSearch<Observer>::checkLimit()
{
    const Enhancements& e = options_.enhancements;
    if (e.nodeLimit > 0 && result_.enters >= e.nodeLimit)
        throw detail::LimitReached{LimitKind::Nodes};
    if (e.timeLimit > 0 && std::chrono::steady_clock::now() >= deadline_)
        throw detail::LimitReached{LimitKind::Time};
    armLimit();
}

template <typename Observer>
Value GameSearch<Observer>::rootSearch(std::uint32_t depth, Value previous, bool havePrevious)
{
    const int window = options_.enhancements.aspiration;
    const Position start = game_.start();
    quiescencePly_ = 0;
    if (window <= 0 || !havePrevious)
        return search(start, kStartIndex, depth, -kInfinity, kInfinity, 0);
    // A narrow window around the last iteration's score; when the score falls outside it,
    // the full window again.
    const Value low = previous - window;
    const Value high = previous + window;
    const Value value = search(start, kStartIndex, depth, low, high, 0);
    if (value > low && value < high)
        return value;
    ++result_.researches;
    observer_.research(
        kStartIndex, value <= low ? ResearchReason::AspirationFailedLow : ResearchReason::AspirationFailedHigh, value);
    return search(start, kStartIndex, depth, -kInfinity, kInfinity, 0);
}

template <typename Observer>
Value GameSearch<Observer>::search(
    Position position, std::uint32_t index, std::uint32_t depth, Value alpha, Value beta, std::uint32_t ply)
{
    assert(!windowed_ || alpha < beta);
    // 1. Count the position (unless a limit says stop), then the end of the game and the horizon.
    if (result_.enters >= nextCheck_) [[unlikely]]
        checkLimit();
    ++result_.enters;
    observer_.enter(position, index, alpha, beta);
    if (game_.isOver(position)) {
        const Value score = scale_.scaled(game_.finalScore(position, options_.enhancements.scoring));
        observer_.terminal(score);
        return score;
    }
    if (depth == 0) {
        const Value evaluation = scale_.scaled(game_.evaluate(position, options_.enhancements.evaluation));
        if (quiescencePlies_ > 0) [[unlikely]]
            return quiescence(position, evaluation, alpha, beta, ply);
        observer_.horizon(evaluation);
        return evaluation;
    }
    if (dice_ && game_.toMove(position) == Player::Chance) [[unlikely]]
        return throwDice(position, depth, alpha, beta, ply);
    // 2. What the table knows, if it was searched at least as deep.
    const Value alpha0 = alpha;
    const Value beta0 = beta;
    const TableEntry* entry = nullptr;
    if (options_.enhancements.table) {
        entry = table_.probe(game_.key(position));
        if (const auto answer = consultTable(depth, alpha, beta, entry)) {
            observer_.returned(*answer, *answer); // no move searched: it shows the table's value
            return *answer;
        }
    }
    // 3. Null-move pruning may guess the position reaches β without a move of its own.
    if (nullMove_ > 0 && ply > 0 && depth > nullMove_ + 1 && beta < kInfinity) [[unlikely]] {
        if (const auto cut = tryNullMove(position, depth, beta)) {
            const Value returned = options_.failHard ? std::clamp(*cut, alpha0, beta0) : *cut;
            observer_.returned(returned, *cut);
            return returned;
        }
    }
    // 4. The moves, in the order they will be tried.
    MoveList moves;
    game_.moves(position, moves);
    assert(!moves.empty() && "a game that goes on has a move");
    observer_.expand(position, moves);
    if (reorders_)
        orderMoves(position, moves, entry, ply);
    if (beam_ > 0 && moves.size() > beam_) [[unlikely]]
        keepBeam(position, moves);
    // 5. Each move searched with the window negated; the best so far raises α, until α ≥ β.
    Value best = -kInfinity;
    std::size_t bestAt = 0;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Value score = searchChild(position, moves[i], depth, alpha, beta, ply, i);
        if (score > best) {
            observer_.value(best, score);
            best = score;
            bestAt = i;
        }
        if (!windowed_)
            continue;
        if (score > alpha) {
            observer_.alpha(alpha, score);
            alpha = score;
        }
        if (alpha >= beta) {
            ++result_.cutoffs;
            rememberCutoff(moves[i].move, depth, ply);
            if (i + 1 < moves.size())
                observer_.cutoff(moves, i + 1);
            break;
        }
    }
    // 6. Return (clamped to the window on entry when failing hard), and file what was learned.
    const Value returned = options_.failHard && windowed_ ? std::clamp(best, alpha0, beta0) : best;
    observer_.returned(returned, best);
    if (options_.enhancements.table)
        store(position, depth, returned, alpha0, beta, moves[bestAt]);
    if (ply == 0) {
        result_.bestMove = moves[bestAt].move;
        result_.bestMoveIndex = moves[bestAt].index;
        result_.hasMove = true;
    }
    return returned;
}

template <typename Observer>
Value GameSearch<Observer>::quiescence(Position position, Value evaluation, Value alpha, Value beta, std::uint32_t ply)
{
    MoveList moves;
    MoveList forcing;
    if (quiescencePly_ < quiescencePlies_) {
        game_.moves(position, moves);
        forcing = moves;
        forcing.keepOnly([&](const MoveList::Entry& move) { return game_.isForcing(position, move.move); });
    }
    if (forcing.empty()) {
        observer_.horizon(evaluation);
        return evaluation;
    }
    // The side to move may accept the evaluation (stand pat): it is the least it gets, and a
    // window it already closes is a cut-off before any move. Only forcing moves are searched,
    // in the game's order, without the table.
    observer_.expand(position, moves);
    observer_.standPat(evaluation);
    const Value alpha0 = alpha;
    const Value beta0 = beta;
    Value best = evaluation;
    if (windowed_ && best > alpha) {
        observer_.alpha(alpha, best);
        alpha = best;
    }
    std::size_t next = 0;
    for (; next < forcing.size() && !(windowed_ && alpha >= beta); ++next) {
        const Position child = game_.play(position, forcing[next].move);
        ++quiescencePly_;
        ++result_.quiescenceNodes;
        const Value score = windowed_ ? -search(child, forcing[next].index, 0, -beta, -alpha, ply + 1)
                                      : -search(child, forcing[next].index, 0, -kInfinity, kInfinity, ply + 1);
        --quiescencePly_;
        if (score > best) {
            observer_.value(best, score);
            best = score;
        }
        if (windowed_ && score > alpha) {
            observer_.alpha(alpha, score);
            alpha = score;
        }
    }
    if (windowed_ && alpha >= beta) {
        ++result_.cutoffs;
        if (next < forcing.size())
            observer_.cutoff(forcing, next);
    }
    const Value returned = options_.failHard && windowed_ ? std::clamp(best, alpha0, beta0) : best;
    observer_.returned(returned, best);
    return returned;
}

template <typename Observer>
std::optional<Value> GameSearch<Observer>::consultTable(
    std::uint32_t depth, Value& alpha, Value& beta, const TableEntry* entry)
{
    ProbeOutcome outcome = !entry ? ProbeOutcome::Miss : ProbeOutcome::TooShallow;
    std::optional<Value> answer;
    if (entry && entry->depth >= depth) {
        if (entry->flag == TableEntry::Flag::Exact) {
            ++result_.tableExact;
            outcome = ProbeOutcome::Exact;
            answer = entry->value;
        } else if (entry->flag == TableEntry::Flag::Lower ? entry->value > alpha : entry->value < beta) {
            ++result_.tableBounds;
            const bool lower = entry->flag == TableEntry::Flag::Lower;
            outcome = lower ? ProbeOutcome::RaisesAlpha : ProbeOutcome::LowersBeta;
            if (lower ? entry->value >= beta : entry->value <= alpha) {
                ++result_.tableCutoffs;
                outcome = ProbeOutcome::Cutoff;
                answer = entry->value;
            }
        } else {
            ++result_.tableBounds; // a bound the window already holds: counted, changes nothing
        }
    }
    observer_.probe(outcome, entry);
    if (outcome == ProbeOutcome::RaisesAlpha) {
        observer_.alpha(alpha, entry->value);
        alpha = entry->value;
    } else if (outcome == ProbeOutcome::LowersBeta) {
        observer_.beta(beta, entry->value);
        beta = entry->value;
    }
    return answer;
}

template <typename Observer>
void GameSearch<Observer>::store(
    Position position, std::uint32_t depth, Value best, Value alpha0, Value beta, const MoveList::Entry& bestMove)
{
    const auto flag = best <= alpha0 ? TableEntry::Flag::Upper
        : best >= beta               ? TableEntry::Flag::Lower
                                     : TableEntry::Flag::Exact;
    const TableEntry entry{game_.key(position), depth, best, flag, bestMove.move, bestMove.index, true};
    observer_.stored(entry, table_.store(entry));
}

template <typename Observer>
Value GameSearch<Observer>::searchChild(Position position, const MoveList::Entry& move, std::uint32_t depth,
    Value alpha, Value beta, std::uint32_t ply, std::size_t tried)
{
    const Position child = game_.play(position, move.move);
    // A player may move twice in a row (a throw, then the thrower's choice; MIN's players one
    // after the other): the value is from the same side then, and is not negated.
    if (sidesMayRepeat_ && sideOf(child) == sideOf(position)) [[unlikely]]
        return search(
            child, move.index, depth - 1, windowed_ ? alpha : -kInfinity, windowed_ ? beta : kInfinity, ply + 1);
    if (!windowed_)
        return -search(child, move.index, depth - 1, -kInfinity, kInfinity, ply + 1);
    if (reducesLateMoves_ && tried >= kLateMoveStart && depth >= 2) [[unlikely]] {
        if (const auto reduced = searchReduced(child, move, depth, alpha, ply))
            return *reduced;
    }
    if (!options_.enhancements.pvs || tried == 0)
        return -search(child, move.index, depth - 1, -beta, -alpha, ply + 1);
    // Principal variation search: prove the move no better than α with a null window, and
    // search it again with the full window when it is.
    const Value probe = -search(child, move.index, depth - 1, -alpha - 1, -alpha, ply + 1);
    if (probe <= alpha || probe >= beta)
        return probe;
    ++result_.researches;
    observer_.research(move.index, ResearchReason::NullWindowFailedHigh, -probe);
    return -search(child, move.index, depth - 1, -beta, -alpha, ply + 1);
}

template <typename Observer>
std::optional<Value> GameSearch<Observer>::tryNullMove(Position position, std::uint32_t depth, Value beta)
{
    if constexpr (isNestedObserver<Observer>) {
        // A nested search makes no null moves (its options have none); not instantiating one
        // here keeps the nesting to one level.
        (void)position, (void)depth, (void)beta;
        return std::nullopt;
    } else {
        const std::optional<Position> passed = game_.passed(position);
        if (!passed)
            return std::nullopt;
        // A search of its own, untraced, with what shapes a search of one position: the table,
        // the iterations and the limits stay with this one, and nobody passes twice in a row.
        // It stops when this one's observer would stop this one.
        SearchOptions nested = options_;
        Enhancements& e = nested.enhancements;
        e.depth = depth - 1 - nullMove_;
        e.nullMove = 0;
        e.table = false;
        e.tableSize = 0;
        e.replacement = Replacement::Always;
        e.iterative = false;
        e.aspiration = 0;
        e.timeLimit = 0;
        e.nodeLimit = 0;
        NestedObserver<Observer> untraced{{}, observer_};
        GameSearch<NestedObserver<Observer>> afterPass(game_, nested, untraced);
        const Value value = -afterPass.searchNested(*passed, -beta, -beta + 1);
        const std::uint64_t positions = afterPass.counts().enters;
        const bool cut = value >= beta;
        ++result_.nullMoves;
        result_.nullMoveCutoffs += cut;
        result_.nullMovePositions += positions;
        observer_.nullMove(value, positions, cut);
        return cut ? std::optional<Value>(value) : std::nullopt;
    }
}

template <typename Observer>
std::optional<Value> GameSearch<Observer>::searchReduced(
    Position child, const MoveList::Entry& move, std::uint32_t depth, Value alpha, std::uint32_t ply)
{
    ++result_.reduced;
    observer_.reduced(move.index, depth - 2, depth - 1);
    const Value reduced = -search(child, move.index, depth - 2, -alpha - 1, -alpha, ply + 1);
    if (reduced <= alpha)
        return reduced;
    ++result_.researches;
    observer_.research(move.index, ResearchReason::ReducedFailedHigh, -reduced);
    return std::nullopt;
}

template <typename Observer>
void GameSearch<Observer>::orderMoves(
    Position position, MoveList& moves, const TableEntry* entry, std::uint32_t ply) const
{
    const Enhancements& e = options_.enhancements;
    if (e.order != 0)
        game_.order(position, e.order, moves);
    std::uint8_t reasons = moves.inGameOrder() ? 0 : OrderStatic;
    if (e.history) {
        const auto count = [this](Move m) {
            const auto found = history_.find(m);
            return found == history_.end() ? 0 : found->second;
        };
        const auto higher
            = [&](const MoveList::Entry& a, const MoveList::Entry& b) { return count(a.move) > count(b.move); };
        // A stable sort changes the order exactly when it was not sorted already.
        if (!std::is_sorted(moves.begin(), moves.end(), higher)) {
            std::stable_sort(moves.begin(), moves.end(), higher);
            reasons |= OrderHistory;
        }
    }
    std::size_t front = 0;
    if (entry && entry->hasMove && detail::moveTo(moves, entry->move, front)) {
        reasons |= moves.inGameOrder() ? 0 : OrderTableMove;
        ++front;
    }
    if (e.killers) {
        const Killers& killers = killers_[ply];
        for (std::uint8_t k = 0; k < killers.count; ++k) {
            if (detail::moveTo(moves, killers.moves[k], front)) {
                reasons |= OrderKiller;
                ++front;
            }
        }
    }
    if (!moves.inGameOrder())
        observer_.order(moves, reasons);
}

template <typename Observer> void GameSearch<Observer>::keepBeam(Position position, MoveList& moves)
{
    // Each move's position scored for the side that makes it: a finished game by its score.
    std::array<Value, MoveList::kCapacity> scoreOf;
    std::array<std::uint32_t, MoveList::kCapacity> ranked;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Position child = game_.play(position, moves[i].move);
        const Value score = game_.isOver(child) ? game_.finalScore(child, options_.enhancements.scoring)
                                                : game_.evaluate(child, options_.enhancements.evaluation);
        scoreOf[moves[i].index] = -scale_.scaled(score);
        ranked[i] = moves[i].index;
    }
    // The best first, ties in the game's order.
    const auto end = ranked.begin() + std::ptrdiff_t(moves.size());
    std::sort(ranked.begin(), end,
        [&](std::uint32_t a, std::uint32_t b) { return scoreOf[a] != scoreOf[b] ? scoreOf[a] > scoreOf[b] : a < b; });
    std::array<bool, MoveList::kCapacity> kept{};
    for (std::size_t i = 0; i < beam_; ++i)
        kept[ranked[i]] = true;
    for (const MoveList::Entry& move : moves) {
        if (!kept[move.index]) {
            ++result_.dropped;
            observer_.dropped(move, scoreOf[move.index]);
        }
    }
    moves.keepOnly([&](const MoveList::Entry& move) { return kept[move.index]; });
}

template <typename Observer>
void GameSearch<Observer>::rememberCutoff(Move move, std::uint32_t depth, std::uint32_t ply)
{
    if (options_.enhancements.killers && ply < killers_.size()) {
        Killers& killers = killers_[ply];
        if (killers.count == 0 || killers.moves[0] != move) {
            killers.moves[1] = killers.moves[0];
            killers.moves[0] = move;
            killers.count = std::min<std::uint8_t>(killers.count + 1, 2);
        }
    }
    if (options_.enhancements.history)
        history_[move] += std::uint64_t(depth) * depth;
}

} // namespace gtl

#include "core/search/chance/GameSearchChance.h"
