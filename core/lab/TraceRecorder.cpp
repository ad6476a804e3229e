#include "core/lab/TraceRecorder.h"

#include "core/lab/TraceTooLong.h"

namespace gtl {
namespace {

ProbeOutcome mirrored(ProbeOutcome outcome)
{
    switch (outcome) {
    case ProbeOutcome::RaisesAlpha: return ProbeOutcome::LowersBeta;
    case ProbeOutcome::LowersBeta: return ProbeOutcome::RaisesAlpha;
    default: return outcome;
    }
}

TableFlag mirrored(TableFlag flag)
{
    switch (flag) {
    case TableFlag::Lower: return TableFlag::Upper;
    case TableFlag::Upper: return TableFlag::Lower;
    default: return flag;
    }
}

ResearchReason mirrored(ResearchReason reason)
{
    switch (reason) {
    case ResearchReason::AspirationFailedLow: return ResearchReason::AspirationFailedHigh;
    case ResearchReason::AspirationFailedHigh: return ResearchReason::AspirationFailedLow;
    default: return reason;
    }
}

} // namespace

TraceRecorder::TraceRecorder(const GameTree& tree, const Game& game, SearchOptions options, bool keepEvents)
    : tree_(tree)
    , game_(game)
    , maxView_(!isNegamax(options.algorithm))
    , windowed_(usesWindow(options.algorithm))
    , keepEvents_(keepEvents)
    , subtreeSize_(tree.subtreeSizes())
    , lastEnter_(tree.size(), -1)
    , horizon_(options.enhancements.depth)
{
    trace_.options = options;
    trace_.result.nodes = tree.size();
}

void TraceRecorder::emit(EventKind kind, Position position, Value a, Value b, std::uint8_t detail, std::uint16_t extra)
{
    if (keepEvents_) {
        if (trace_.events.size() >= kMaxEvents)
            throw TraceTooLong(kMaxEvents);
        trace_.events.emplace_back(kind, NodeId(position), a, b, detail, extra);
    }
    ++trace_.result.steps;
}

Value TraceRecorder::shown(Position position, Value value) const
{
    if (!flipped(position) || value == kNoValue)
        return value;
    return -value;
}

NodeId TraceRecorder::nodesWithinHorizon(NodeId top)
{
    if (horizon_ == 0 || horizon_ >= tree_.height())
        return subtreeSize_[top];
    // What lies beyond the horizon would not have been searched anyway: it is not pruned.
    NodeId count = 0;
    below_.assign(1, top);
    while (!below_.empty()) {
        const NodeId n = below_.back();
        below_.pop_back();
        ++count;
        if (tree_.depth(n) < horizon_) {
            for (NodeId c : tree_.children(n))
                below_.push_back(c);
        }
    }
    return count;
}

Value TraceRecorder::storeStepOf(std::uint64_t key) const
{
    const auto found = storeStep_.find(key);
    return found == storeStep_.end() ? -1 : found->second;
}

void TraceRecorder::iteration(std::uint32_t depth)
{
    const Value step = nextStep();
    emit(EventKind::Iteration, GameTree::root(), Value(depth), lastIteration_);
    lastIteration_ = step;
    horizon_ = depth;
}

void TraceRecorder::enter(Position position, Value alpha, Value beta)
{
    lastEnter_[position] = nextStep();
    ++trace_.result.visited;
    if (!windowed_)
        emit(EventKind::Enter, position, kNoValue, kNoValue);
    else if (flipped(position))
        emit(EventKind::Enter, position, -beta, -alpha);
    else
        emit(EventKind::Enter, position, alpha, beta);
}

void TraceRecorder::terminal(Position position, Value score)
{
    ++trace_.result.leavesEvaluated;
    emit(EventKind::Leaf, position, shown(position, score), kNoValue);
    if (position == GameTree::root())
        trace_.result.value = shown(position, score); // a root that is a leaf never returns
}

void TraceRecorder::horizon(Position position, Value evaluation)
{
    ++trace_.result.evaluations;
    // The value an inner node shows on entry: the worst for the side that picks there.
    const bool picksHighest = !maxView_ || tree_.player(NodeId(position)) == Player::Max;
    emit(EventKind::Evaluate, position, shown(position, evaluation), picksHighest ? -kInfinity : kInfinity);
}

void TraceRecorder::probe(Position position, ProbeOutcome outcome, const TableEntry* entry)
{
    if (outcome != ProbeOutcome::Miss && outcome != ProbeOutcome::TooShallow)
        ++trace_.result.tableHits;
    if (!entry) {
        emit(EventKind::Probe, position, 0, -1, std::uint8_t(outcome));
        return;
    }
    const auto shownOutcome = flipped(position) ? mirrored(outcome) : outcome;
    emit(EventKind::Probe, position, shown(position, entry->value), storeStepOf(entry->key), std::uint8_t(shownOutcome),
        std::uint16_t(std::min<std::uint32_t>(entry->depth, UINT16_MAX)));
}

void TraceRecorder::order(Position position, const std::vector<Move>& moves, std::uint8_t reasons)
{
    // Child indices + 1 in 4-bit fields: up to 15 children, 16 moves.
    std::uint64_t packed = 0;
    const NodeId first = tree_.firstChild(NodeId(position));
    for (std::size_t i = 0; i < moves.size() && i < 16; ++i) {
        const NodeId index = childOf(position, moves[i]) - first + 1;
        if (index > 15)
            break;
        packed |= std::uint64_t(index) << (4 * i);
    }
    emit(EventKind::Order, position, Value(std::uint32_t(packed)), Value(std::uint32_t(packed >> 32)), reasons);
}

void TraceRecorder::value(Position position, Value from, Value to)
{
    emit(EventKind::ValueChanged, position, shown(position, from), shown(position, to));
}

void TraceRecorder::alpha(Position position, Value from, Value to)
{
    if (flipped(position))
        emit(EventKind::BetaChanged, position, -from, -to);
    else
        emit(EventKind::AlphaChanged, position, from, to);
}

void TraceRecorder::beta(Position position, Value from, Value to)
{
    if (flipped(position))
        emit(EventKind::AlphaChanged, position, -from, -to);
    else
        emit(EventKind::BetaChanged, position, from, to);
}

void TraceRecorder::cutoff(Position position, const std::vector<Move>& moves, std::size_t next)
{
    NodeId skipped = 0;
    for (std::size_t i = next; i < moves.size(); ++i)
        skipped += nodesWithinHorizon(childOf(position, moves[i]));
    ++trace_.result.cutoffs;
    trace_.result.pruned += skipped;
    emit(EventKind::Cutoff, position, Value(childOf(position, moves[next])), Value(skipped));
}

void TraceRecorder::research(Position position, ResearchReason reason, Value failed)
{
    ++trace_.result.researches;
    const auto shownReason = flipped(position) ? mirrored(reason) : reason;
    emit(EventKind::Research, position, shown(position, failed), lastEnter_[position], std::uint8_t(shownReason));
}

void TraceRecorder::returned(Position position, Value value, Value best)
{
    emit(EventKind::Return, position, shown(position, value), shown(position, best));
    if (position == GameTree::root())
        trace_.result.value = shown(position, value);
}

void TraceRecorder::stored(Position position, const TableEntry& entry, const StoreOutcome& outcome)
{
    const Value step = nextStep();
    const TableFlag flag = flipped(position) ? mirrored(entry.flag) : entry.flag;
    std::uint8_t detail = std::uint8_t(flag);
    if (outcome.refused)
        detail |= kStoreRefused;
    const NodeId moveIndex = childOf(position, entry.move) - tree_.firstChild(NodeId(position)) + 1;
    if (entry.hasMove && moveIndex < 32)
        detail |= std::uint8_t(moveIndex << kStoreMoveShift);
    const Value replaced = outcome.replaced && !outcome.refused ? storeStepOf(outcome.replacedKey) : -1;
    emit(EventKind::Store, position, shown(position, entry.value), replaced, detail,
        std::uint16_t(std::min<std::uint32_t>(entry.depth, UINT16_MAX)));
    if (outcome.refused)
        return;
    if (outcome.replaced)
        storeStep_.erase(outcome.replacedKey);
    storeStep_[entry.key] = step;
}

} // namespace gtl
