#include "core/lab/LabSearch.h"

#include <algorithm>
#include <cassert>
#include <chrono>

namespace gtl {
namespace {

/// Moves the first move of @p moves equal to @p move, if any, to @p at.
bool moveTo(std::vector<Move>& moves, Move move, std::size_t at)
{
    const auto found = std::find(moves.begin() + std::ptrdiff_t(at), moves.end(), move);
    if (found == moves.end())
        return false;
    std::rotate(moves.begin() + std::ptrdiff_t(at), found, found + 1);
    return true;
}

} // namespace

LabSearch::LabSearch(const Game& game, SearchOptions options, LabObserver* observer)
    : game_(game)
    , options_(options)
    , windowed_(usesWindow(options.algorithm))
    , observer_(observer)
    , table_(options.enhancements.tableSize, options.enhancements.replacement)
    , killers_(options.enhancements.depth + 1)
{
    assert(options.enhancements.depth >= 1);
}

LabResult LabSearch::run()
{
    const auto start = std::chrono::steady_clock::now();
    const Enhancements& e = options_.enhancements;
    if (e.iterative) {
        Value previous = 0;
        for (std::uint32_t depth = 1; depth <= e.depth; ++depth) {
            if (observer_)
                observer_->iteration(depth);
            previous = rootSearch(depth, previous, depth > 1);
        }
        result_.value = previous;
    } else {
        result_.value = rootSearch(e.depth, 0, false);
    }
    result_.overwritten = table_.overwritten();
    result_.collisions = table_.collisions();
    result_.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return result_;
}

Value LabSearch::rootSearch(std::uint32_t depth, Value previous, bool havePrevious)
{
    const int window = options_.enhancements.aspiration;
    if (window <= 0 || !havePrevious)
        return search(game_.start(), depth, -kInfinity, kInfinity, 0);
    // Phase 1: a narrow window around the last iteration's score; phase 2, when the score
    // falls outside it, the full window again.
    const Value low = previous - window;
    const Value high = previous + window;
    const Value value = search(game_.start(), depth, low, high, 0);
    if (value > low && value < high)
        return value;
    ++result_.researches;
    if (observer_) {
        const auto reason = value <= low ? ResearchReason::AspirationFailedLow : ResearchReason::AspirationFailedHigh;
        observer_->research(game_.start(), reason, value);
    }
    return search(game_.start(), depth, -kInfinity, kInfinity, 0);
}

Value LabSearch::search(Position position, std::uint32_t depth, Value alpha, Value beta, std::uint32_t ply)
{
    // Phase 1: count the position, then the end of the game and the horizon.
    ++result_.enters;
    if (observer_)
        observer_->enter(position, alpha, beta);
    if (game_.isOver(position)) {
        const Value score = game_.finalScore(position, options_.enhancements.scoring);
        if (observer_)
            observer_->terminal(position, score);
        return score;
    }
    if (depth == 0) {
        const Value evaluation = game_.evaluate(position);
        if (observer_)
            observer_->horizon(position, evaluation);
        return evaluation;
    }
    // Phase 2: what the table knows, if it was searched at least as deep.
    const Value alpha0 = alpha;
    const Value beta0 = beta;
    const TableEntry* entry = nullptr;
    if (options_.enhancements.table) {
        entry = table_.probe(game_.key(position));
        if (const auto answer = consultTable(position, depth, alpha, beta, entry)) {
            if (observer_)
                observer_->returned(position, *answer, *answer); // no move searched: it shows the table's value
            return *answer;
        }
    }
    // Phase 3: the moves, in order, each searched with the window negated.
    const std::vector<Move> moves = orderedMoves(position, entry, ply);
    Value best = -kInfinity;
    Move bestMove = moves.front();
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Value score = searchChild(game_.play(position, moves[i]), depth, alpha, beta, ply, i == 0);
        if (score > best) {
            if (observer_)
                observer_->value(position, best, score);
            best = score;
            bestMove = moves[i];
        }
        if (!windowed_)
            continue;
        if (score > alpha) {
            if (observer_)
                observer_->alpha(position, alpha, score);
            alpha = score;
        }
        // Phase 4: the cut-off.
        if (alpha >= beta) {
            ++result_.cutoffs;
            rememberCutoff(moves[i], depth, ply);
            if (observer_ && i + 1 < moves.size())
                observer_->cutoff(position, moves, i + 1);
            break;
        }
    }
    // Phase 5: return, and file what was learned.
    const Value returned = options_.failHard && windowed_ ? std::clamp(best, alpha0, beta0) : best;
    if (observer_)
        observer_->returned(position, returned, best);
    if (options_.enhancements.table)
        store(position, depth, returned, alpha0, beta, bestMove);
    if (ply == 0) {
        result_.bestMove = bestMove;
        result_.hasMove = true;
    }
    return returned;
}

std::optional<Value> LabSearch::consultTable(
    Position position, std::uint32_t depth, Value& alpha, Value& beta, const TableEntry* entry)
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
    if (observer_)
        observer_->probe(position, outcome, entry);
    if (answer || outcome == ProbeOutcome::Miss || outcome == ProbeOutcome::TooShallow)
        return answer;
    if (outcome == ProbeOutcome::RaisesAlpha) {
        if (observer_)
            observer_->alpha(position, alpha, entry->value);
        alpha = entry->value;
    } else if (outcome == ProbeOutcome::LowersBeta) {
        if (observer_)
            observer_->beta(position, beta, entry->value);
        beta = entry->value;
    }
    return std::nullopt;
}

void LabSearch::store(Position position, std::uint32_t depth, Value best, Value alpha0, Value beta, Move bestMove)
{
    const auto flag = best <= alpha0 ? TableEntry::Flag::Upper
        : best >= beta               ? TableEntry::Flag::Lower
                                     : TableEntry::Flag::Exact;
    const TableEntry entry{game_.key(position), depth, best, flag, bestMove, true};
    const StoreOutcome outcome = table_.store(entry);
    if (observer_)
        observer_->stored(position, entry, outcome);
}

Value LabSearch::searchChild(
    Position child, std::uint32_t depth, Value alpha, Value beta, std::uint32_t ply, bool first)
{
    if (!windowed_)
        return -search(child, depth - 1, -kInfinity, kInfinity, ply + 1);
    if (!options_.enhancements.pvs || first)
        return -search(child, depth - 1, -beta, -alpha, ply + 1);
    // Principal variation search: prove the move no better than alpha with a null window, and
    // search it again with the full window when it is.
    const Value probe = -search(child, depth - 1, -alpha - 1, -alpha, ply + 1);
    if (probe <= alpha || probe >= beta)
        return probe;
    ++result_.researches;
    if (observer_)
        observer_->research(child, ResearchReason::NullWindowFailedHigh, -probe);
    return -search(child, depth - 1, -beta, -alpha, ply + 1);
}

std::vector<Move> LabSearch::orderedMoves(Position position, const TableEntry* entry, std::uint32_t ply) const
{
    const Enhancements& e = options_.enhancements;
    const std::vector<Move> gameOrder = game_.moves(position);
    std::vector<Move> moves = game_.moves(position, e.order);
    std::uint8_t reasons = moves != gameOrder ? OrderStatic : 0;
    if (e.history) {
        const auto count = [this](Move m) {
            const auto found = history_.find(m);
            return found == history_.end() ? 0 : found->second;
        };
        const std::vector<Move> before = moves;
        std::stable_sort(moves.begin(), moves.end(), [&](Move a, Move b) { return count(a) > count(b); });
        reasons |= moves != before ? OrderHistory : 0;
    }
    std::size_t front = 0;
    if (entry && entry->hasMove && moveTo(moves, entry->move, front)) {
        reasons |= moves != gameOrder ? OrderTableMove : 0;
        ++front;
    }
    if (e.killers && ply < killers_.size()) {
        for (Move killer : killers_[ply]) {
            if (moveTo(moves, killer, front)) {
                reasons |= OrderKiller;
                ++front;
            }
        }
    }
    if (observer_ && moves != gameOrder)
        observer_->order(position, moves, reasons);
    return moves;
}

void LabSearch::rememberCutoff(Move move, std::uint32_t depth, std::uint32_t ply)
{
    if (options_.enhancements.killers && ply < killers_.size()) {
        std::vector<Move>& killers = killers_[ply];
        if (killers.empty() || killers.front() != move) {
            killers.insert(killers.begin(), move);
            if (killers.size() > 2)
                killers.pop_back();
        }
    }
    if (options_.enhancements.history)
        history_[move] += std::uint64_t(depth) * depth;
}

} // namespace gtl
