#include "core/lab/LabSearch.h"

#include <algorithm>
#include <chrono>

namespace gtl {
namespace {

constexpr Move kCentreFirst[] = {4, 0, 2, 6, 8, 1, 3, 5, 7};

/// Moves the first move of @p moves equal to @p move, if any, to @p at.
void moveTo(std::vector<Move>& moves, Move move, std::size_t at)
{
    const auto found = std::find(moves.begin() + std::ptrdiff_t(at), moves.end(), move);
    if (found != moves.end())
        std::rotate(moves.begin() + std::ptrdiff_t(at), found, found + 1);
}

} // namespace

LabSearch::LabSearch(const Game& game, LabOptions options)
    : game_(game)
    , options_(options)
    , table_(options.tableSize, options.replacement)
    , killers_(options.depth + 1)
{
}

LabResult LabSearch::run()
{
    const auto start = std::chrono::steady_clock::now();
    if (options_.iterative) {
        Value previous = 0;
        for (std::uint32_t depth = 1; depth <= options_.depth; ++depth)
            previous = rootSearch(depth, previous, depth > 1);
        result_.value = previous;
    } else {
        result_.value = rootSearch(options_.depth, 0, false);
    }
    result_.overwritten = table_.overwritten();
    result_.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return result_;
}

Value LabSearch::rootSearch(std::uint32_t depth, Value previous, bool havePrevious)
{
    if (options_.aspiration <= 0 || !havePrevious)
        return search(game_.start(), depth, -kInfinity, kInfinity, 0);
    // Phase 1: a narrow window around the last iteration's score; phase 2, when the score
    // falls outside it, the full window again.
    const Value low = previous - options_.aspiration;
    const Value high = previous + options_.aspiration;
    const Value value = search(game_.start(), depth, low, high, 0);
    if (value > low && value < high)
        return value;
    ++result_.researches;
    return search(game_.start(), depth, -kInfinity, kInfinity, 0);
}

Value LabSearch::search(Position position, std::uint32_t depth, Value alpha, Value beta, std::uint32_t ply)
{
    // Phase 1: count the position, then the end of the game and the horizon.
    ++result_.enters;
    if (game_.isOver(position))
        return game_.finalScore(position, options_.scoring);
    if (depth == 0)
        return game_.evaluate(position);
    // Phase 2: what the table knows, if it was searched at least as deep.
    const Value alpha0 = alpha;
    const Value beta0 = beta;
    const std::uint64_t key = game_.key(position);
    const TableEntry* entry = options_.table ? table_.probe(key) : nullptr;
    if (entry && entry->depth >= depth) {
        if (entry->flag == TableEntry::Flag::Exact) {
            ++result_.tableExact;
            return entry->value;
        }
        ++result_.tableBounds;
        if (entry->flag == TableEntry::Flag::Lower)
            alpha = std::max(alpha, entry->value);
        else
            beta = std::min(beta, entry->value);
        if (alpha >= beta) {
            ++result_.tableCutoffs;
            return entry->value;
        }
    }
    // Phase 3: the moves, in order, each searched with the window negated.
    const std::vector<Move> moves = orderedMoves(position, entry, ply);
    Value best = -kInfinity;
    Move bestMove = moves.front();
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Value score = searchChild(game_.play(position, moves[i]), depth, alpha, beta, ply, i == 0);
        if (score > best) {
            best = score;
            bestMove = moves[i];
        }
        if (!options_.alphaBeta)
            continue;
        alpha = std::max(alpha, score);
        // Phase 4: the cut-off.
        if (alpha >= beta) {
            ++result_.cutoffs;
            rememberCutoff(moves[i], depth, ply);
            break;
        }
    }
    // Phase 5: return, and file what was learned.
    if (options_.failHard)
        best = std::clamp(best, alpha0, beta0);
    if (options_.table) {
        const auto flag = best <= alpha0 ? TableEntry::Flag::Upper
            : best >= beta               ? TableEntry::Flag::Lower
                                         : TableEntry::Flag::Exact;
        table_.store({key, depth, best, flag, bestMove, true});
    }
    if (ply == 0) {
        result_.bestMove = bestMove;
        result_.hasMove = true;
    }
    return best;
}

Value LabSearch::searchChild(
    Position child, std::uint32_t depth, Value alpha, Value beta, std::uint32_t ply, bool first)
{
    if (!options_.alphaBeta)
        return -search(child, depth - 1, -kInfinity, kInfinity, ply + 1);
    if (!options_.pvs || first)
        return -search(child, depth - 1, -beta, -alpha, ply + 1);
    // Principal variation search: prove the move no better than alpha with a null window, and
    // search it again with the full window when it is.
    const Value probe = -search(child, depth - 1, -alpha - 1, -alpha, ply + 1);
    if (probe <= alpha || probe >= beta)
        return probe;
    ++result_.researches;
    return -search(child, depth - 1, -beta, -alpha, ply + 1);
}

std::vector<Move> LabSearch::orderedMoves(Position position, const TableEntry* entry, std::uint32_t ply) const
{
    std::vector<Move> moves = game_.moves(position);
    if (options_.order == StaticOrder::CentreFirst) {
        std::size_t next = 0;
        for (Move square : kCentreFirst) {
            if (std::find(moves.begin() + std::ptrdiff_t(next), moves.end(), square) != moves.end())
                moveTo(moves, square, next++);
        }
    }
    if (options_.history) {
        std::stable_sort(moves.begin(), moves.end(), [this](Move a, Move b) {
            const auto count = [this](Move m) {
                const auto found = history_.find(m);
                return found == history_.end() ? 0 : found->second;
            };
            return count(a) > count(b);
        });
    }
    std::size_t front = 0;
    if (entry && entry->hasMove && std::find(moves.begin(), moves.end(), entry->move) != moves.end())
        moveTo(moves, entry->move, front++);
    if (options_.killers && ply < killers_.size()) {
        for (Move killer : killers_[ply]) {
            if (std::find(moves.begin() + std::ptrdiff_t(front), moves.end(), killer) != moves.end())
                moveTo(moves, killer, front++);
        }
    }
    return moves;
}

void LabSearch::rememberCutoff(Move move, std::uint32_t depth, std::uint32_t ply)
{
    if (options_.killers && ply < killers_.size()) {
        std::vector<Move>& killers = killers_[ply];
        if (killers.empty() || killers.front() != move) {
            killers.insert(killers.begin(), move);
            if (killers.size() > 2)
                killers.pop_back();
        }
    }
    if (options_.history)
        history_[move] += std::uint64_t(depth) * depth;
}

} // namespace gtl
