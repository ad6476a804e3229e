// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/TraceRecorder.h"

#include "core/search/EnhancementTable.h"
#include "core/search/EventFields.h"
#include "core/search/TraceTooLong.h"

#include <utility>

namespace gtl {
TraceRecorder::TraceRecorder(const GameTree& tree, const Game& game, SearchOptions options, bool keepEvents)
    : view_(!isNegamax(options.algorithm))
    , windowed_(algorithmEntry(options.algorithm).windowed)
    , reenters_(showsCounter(options.enhancements, "researches"))
    , searched_(tree, game)
    , sink_(trace_.events, keepEvents, std::size_t(tree.size()) * (windowed_ ? 5 : 3))
    , subtreeSize_(windowed_ || options.enhancements.beam > 0 ? tree.subtreeSizes() : std::vector<NodeId>())
    , marks_(tree.size(), 0)
    , lastEnter_(reenters_ ? tree.size() : 0, -1)
    , horizon_(options.enhancements.depth)
{
    trace_.options = options;
    Message ignored; // Search::problem() refuses a search whose values cannot be carried exactly
    trace_.chance = gameChanceScale(game, options, ignored);
    trace_.result.nodes = tree.size();
    path_.reserve(tree.height() + 1);
}

TraceRecorder::TraceRecorder(const Game& game, std::string_view gameName, SearchOptions options, bool keepEvents)
    : view_(!isNegamax(options.algorithm))
    , windowed_(algorithmEntry(options.algorithm).windowed)
    , reenters_(showsCounter(options.enhancements, "researches"))
    , searched_(game, gameName)
    , sink_(trace_.events, keepEvents, 4096)
    , marks_(1, 0)
    , lastEnter_(reenters_ ? 1 : 0, -1)
    , horizon_(options.enhancements.depth)
{
    trace_.options = options;
    Message ignored; // Search::problem() refuses a search whose values cannot be carried exactly
    trace_.chance = gameChanceScale(game, options, ignored);
    path_.reserve(options.enhancements.depth + 1);
}

Trace TraceRecorder::finish(const SearchCounts& counts)
{
    trace_.result.steps = sink_.steps();
    sink_.close();
    trace_.result.visited = NodeId(counts.enters); // every enter() the search made
    trace_.result.completedDepth = counts.completedDepth;
    trace_.result.interruptedDepth = counts.interruptedDepth;
    trace_.result.quiescenceNodes = NodeId(counts.quiescenceNodes);
    const NodeId best = counts.hasMove ? searched_.childOf(GameTree::root(), counts.bestMoveIndex) : kNoNode;
    if (const GameTree* walked = searched_.walked()) {
        trace_.result.bestMove = best;
        trace_.result.coverage = TreeCoverage::of(*walked, marks_);
        return std::move(trace_);
    }
    trace_.result.nodes = searched_.size();
    auto tree = searched_.build();
    // The builder lays the tree out breadth first: the events follow the nodes there.
    for (Event& e : trace_.events) {
        e.node = searched_.builtId(e.node);
        if (e.kind == EventKind::Cutoff)
            EventFields::renumberFirstSkipped(e, searched_.builtId(EventFields::cut(e).firstSkipped));
    }
    trace_.result.bestMove = best == kNoNode ? kNoNode : searched_.builtId(best);
    std::vector<std::uint8_t> builtMarks(marks_.size(), 0);
    for (NodeId n = 0; n < marks_.size(); ++n)
        builtMarks[searched_.builtId(n)] = marks_[n];
    trace_.result.coverage = TreeCoverage::of(*tree, builtMarks);
    trace_.grownTree = std::move(tree);
    return std::move(trace_);
}

NodeId TraceRecorder::nodesWithinHorizon(NodeId top)
{
    if (searched_.walked() && (horizon_ == 0 || horizon_ >= searched_.walked()->height()))
        return subtreeSize_[top];
    // What lies beyond the horizon would not have been searched anyway: it is not pruned.
    NodeId count = 0;
    below_.assign(1, top);
    while (!below_.empty()) {
        const NodeId n = below_.back();
        below_.pop_back();
        ++count;
        if (searched_.depthOf(n) < horizon_ || horizon_ == 0) {
            const NodeId first = searched_.firstChildOf(n);
            for (NodeId c = first; c < first + searched_.childCountOf(n); ++c)
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

void TraceRecorder::interrupted(std::uint32_t depth, Value answer, LimitKind limit)
{
    // The search left every node it stood in; the root answers with the last iteration that
    // finished, whatever its running search had found.
    const NodeId root = GameTree::root();
    trace_.result.value = shownAt(root, answer);
    recordEvent(EventKind::Interrupted, root, Value(depth), shownAt(root, answer), std::uint8_t(limit));
    path_.assign(1, Frame{root, negationOf(root)});
}

void TraceRecorder::iteration(std::uint32_t depth)
{
    const Value step = nextStep();
    recordEvent(EventKind::Iteration, GameTree::root(), Value(depth), lastIteration_);
    lastIteration_ = step;
    horizon_ = depth;
}

void TraceRecorder::grow(Position position, const MoveList& moves)
{
    sink_.stopIfCancelled();
    searched_.grow(current(), position, moves, std::uint32_t(nextStep()));
    // Coverage and re-search steps are kept per node: the new ones start unmarked.
    marks_.resize(searched_.size(), 0);
    if (reenters_)
        lastEnter_.resize(searched_.size(), -1);
}

void TraceRecorder::markGrownLeaf(NodeId node, Value value)
{
    // The tree keeps the game's score; the trace, the score in its units (ChanceScale).
    const auto score = Value(value / trace_.chance.denominator);
    searched_.markOver(node, view_.fromMax() || searched_.playerOf(node) == Player::Max ? score : -score);
}

Value TraceRecorder::valueOnEntry(NodeId node) const
{
    const bool picksHighest = !view_.fromMax() || searched_.playerOf(node) == Player::Max;
    return searched_.playerOf(node) == Player::Chance ? 0 : picksHighest ? -kInfinity : kInfinity;
}

void TraceRecorder::horizon(Value evaluation)
{
    const NodeId node = leave().node;
    ++trace_.result.evaluations;
    recordEvent(EventKind::Evaluate, node, shown(returned_.negation, evaluation), valueOnEntry(node));
}

void TraceRecorder::standPat(Value evaluation)
{
    const Frame& at = path_.back();
    ++trace_.result.evaluations;
    recordEvent(EventKind::StandPat, at.node, valueOnEntry(at.node), shown(at.negation, evaluation));
}

void TraceRecorder::dropped(const MoveList::Entry& move, Value score)
{
    const Frame& at = path_.back();
    const NodeId child = searched_.childOf(at.node, move.index);
    ++trace_.result.dropped;
    recordEvent(EventKind::Dropped, child, shown(at.negation, score), Value(nodesWithinHorizon(child)));
}

void TraceRecorder::reduced(std::uint32_t index, std::uint32_t depth, std::uint32_t fullDepth)
{
    ++trace_.result.reduced;
    recordEvent(EventKind::Reduced, searched_.childOf(current(), index), Value(depth), Value(fullDepth));
}

void TraceRecorder::nullMove(Value value, std::uint64_t positions, bool cut)
{
    const Frame& at = path_.back();
    trace_.result.nullMoveCutoffs += cut;
    trace_.result.nullMovePositions += positions;
    const auto counted = Value(std::min<std::uint64_t>(positions, std::uint64_t(kInfinity)));
    recordEvent(EventKind::NullMove, at.node, shown(at.negation, value), counted, cut ? kNullMoveCut : 0);
}

void TraceRecorder::probe(ProbeOutcome outcome, const TableEntry* entry)
{
    const Frame& at = path_.back();
    if (outcome != ProbeOutcome::Miss && outcome != ProbeOutcome::TooShallow)
        ++trace_.result.tableHits;
    if (!entry) {
        recordEvent(EventKind::Probe, at.node, 0, -1, std::uint8_t(outcome));
        return;
    }
    const auto shownOutcome = at.flipped() ? MaxView::mirrored(outcome) : outcome;
    recordEvent(EventKind::Probe, at.node, shown(at.negation, entry->value), storeStepOf(entry->key),
        std::uint8_t(shownOutcome), std::uint16_t(std::min<std::uint32_t>(entry->depth, UINT16_MAX)));
}

void TraceRecorder::order(const MoveList& moves, std::uint8_t reasons)
{
    // Child indices + 1 in 4-bit fields: up to 15 children, 16 moves.
    std::uint64_t packed = 0;
    for (std::size_t i = 0; i < moves.size() && i < 16; ++i) {
        const std::uint64_t index = moves[i].index + 1;
        if (index > 15)
            break;
        packed |= index << (4 * i);
    }
    recordEvent(EventKind::Order, current(), Value(std::uint32_t(packed)), Value(std::uint32_t(packed >> 32)), reasons);
}

void TraceRecorder::cutoff(const MoveList& moves, std::size_t next)
{
    recordCut(moves, next, 0);
}

void TraceRecorder::recordCut(const MoveList& moves, std::size_t next, std::uint8_t chanceBound)
{
    const NodeId node = current();
    NodeId skipped = 0;
    for (std::size_t i = next; i < moves.size(); ++i)
        skipped += nodesWithinHorizon(searched_.childOf(node, moves[i].index));
    ++trace_.result.cutoffs;
    trace_.result.pruned += skipped;
    marks_[node] |= TreeCoverage::kCut;
    const auto movesSkipped = std::uint16_t(std::min<std::size_t>(moves.size() - next, UINT16_MAX));
    recordEvent(EventKind::Cutoff, node, Value(searched_.childOf(node, moves[next].index)), Value(skipped), chanceBound,
        movesSkipped);
}

void TraceRecorder::bounds(Value lowerFrom, Value lower, Value upperFrom, Value upper)
{
    const Frame& at = path_.back();
    // From MAX's side, MIN's least is the most and the other way round; the lower bound is told first.
    if (at.flipped()) {
        std::swap(lowerFrom, upperFrom);
        std::swap(lower, upper);
    }
    if (lower != lowerFrom)
        recordEvent(EventKind::LowerChanged, at.node, shown(at.negation, lowerFrom), shown(at.negation, lower));
    if (upper != upperFrom)
        recordEvent(EventKind::UpperChanged, at.node, shown(at.negation, upperFrom), shown(at.negation, upper));
}

void TraceRecorder::chanceCutoff(const MoveList& outcomes, std::size_t next, bool byUpper)
{
    // From MAX's side a MIN-viewed node's upper bound is its lower one.
    const bool shownUpper = byUpper != path_.back().flipped();
    recordCut(outcomes, next, shownUpper ? kChanceCutByUpper : kChanceCutByLower);
}

void TraceRecorder::research(std::uint32_t index, ResearchReason reason, Value failed)
{
    const NodeId node = index == kStartIndex ? GameTree::root() : searched_.childOf(current(), index);
    ++trace_.result.researches;
    const auto shownReason = negationOf(node) ? MaxView::mirrored(reason) : reason;
    recordEvent(EventKind::Research, node, shownAt(node, failed), lastEnter_[node], std::uint8_t(shownReason));
}

void TraceRecorder::stored(const TableEntry& entry, const StoreOutcome& outcome)
{
    const NodeId node = returned_.node;
    const Value step = nextStep();
    const TableFlag flag = returned_.flipped() ? MaxView::mirrored(entry.flag) : entry.flag;
    std::uint8_t detail = std::uint8_t(flag);
    if (outcome.refused)
        detail |= kStoreRefused;
    const std::uint32_t moveIndex = entry.moveIndex + 1;
    if (entry.hasMove && moveIndex < 32)
        detail |= std::uint8_t(moveIndex << kStoreMoveShift);
    const Value replaced = outcome.replaced && !outcome.refused ? storeStepOf(outcome.replacedKey) : -1;
    recordEvent(EventKind::Store, node, shown(returned_.negation, entry.value), replaced, detail,
        std::uint16_t(std::min<std::uint32_t>(entry.depth, UINT16_MAX)));
    if (outcome.refused)
        return;
    if (outcome.replaced)
        storeStep_.erase(outcome.replacedKey);
    storeStep_[entry.key] = step;
}

template class GameSearch<TraceRecorder>;

} // namespace gtl
