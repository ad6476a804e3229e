// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/Game.h"
#include "core/search/EventSink.h"
#include "core/search/GameSearch.h"
#include "core/search/MaxView.h"
#include "core/search/SearchCounts.h"
#include "core/search/SearchedTree.h"
#include "core/search/Trace.h"
#include "core/search/TranspositionTable.h"
#include "core/tree/GameTree.h"

#include <atomic>
#include <cstdint>
#include <unordered_map>
#include <vector>

namespace gtl {

/// The observer of a GameSearch that records its trace: what each step of the search was, in
/// events, with the figures they add up to (nodes pruned, cut-offs, table hits). The search
/// names positions; events name nodes of the SearchedTree, found by following the moves from
/// the start; values are shown as MaxView says; events go to an EventSink. Throws TraceTooLong
/// past EventSink::kMaxEvents events or SearchedTree::kMaxGrownNodes grown nodes.
class TraceRecorder {
public:
    /// Records a search of @p game over @p tree, its tree. With @p keepEvents false only the
    /// figures are counted.
    TraceRecorder(const GameTree& tree, const Game& game, SearchOptions options, bool keepEvents);
    /// Records a search of @p game, growing its tree from the start as positions of the game
    /// called @p gameName.
    TraceRecorder(const Game& game, std::string_view gameName, SearchOptions options, bool keepEvents);

    // Not copied: it writes events through pointers into itself.
    TraceRecorder(const TraceRecorder&) = delete;
    TraceRecorder& operator=(const TraceRecorder&) = delete;

    /// Stops the search, by throwing SearchCancelled, once @p cancel is set: it is read as the
    /// grown tree takes each position's moves and as the trace makes room, so a cancelled search
    /// of a game ends within a few hundred steps.
    void stopWhen(const std::atomic<bool>* cancel) { sink_.stopWhen(cancel); }
    void stopIfCancelled() const { sink_.stopIfCancelled(); }
    /// The trace, once the search is over; a grown tree comes with it (Trace::grownTree).
    Trace finish(const SearchCounts& counts);

    void iteration(std::uint32_t depth);
    void enter(Position, std::uint32_t index, Value alpha, Value beta)
    {
        const NodeId node = index == kStartIndex ? GameTree::root() : searched_.childOf(current(), index);
        const std::uint32_t negation = negationOf(node);
        path_.push_back({node, negation});
        marks_[node] |= TreeCoverage::kEntered;
        if (reenters_)
            lastEnter_[node] = nextStep();
        if (!windowed_)
            recordEvent(EventKind::Enter, node, kNoValue, kNoValue);
        else if (negation)
            recordEvent(EventKind::Enter, node, -beta, -alpha);
        else
            recordEvent(EventKind::Enter, node, alpha, beta);
    }
    void expand(Position position, const MoveList& moves)
    {
        if (searched_.walked())
            searched_.prefetchChildren(current());
        else if (!searched_.hasGrownChildren(current()))
            grow(position, moves);
    }
    void terminal(Value score)
    {
        const Frame node = leave();
        ++trace_.result.leavesEvaluated;
        const Value value = shown(node.negation, score);
        if (!searched_.walked())
            markGrownLeaf(node.node, value);
        recordEvent(EventKind::Leaf, node.node, value, kNoValue);
        if (node.node == GameTree::root())
            trace_.result.value = value; // a root that is a leaf never returns
    }
    void horizon(Value evaluation);
    void standPat(Value evaluation);
    void dropped(const MoveList::Entry& move, Value score);
    void reduced(std::uint32_t index, std::uint32_t depth, std::uint32_t fullDepth);
    void nullMove(Value value, std::uint64_t positions, bool cut);
    void probe(ProbeOutcome outcome, const TableEntry* entry);
    void order(const MoveList& moves, std::uint8_t reasons);
    void value(Value from, Value to)
    {
        const Frame& at = path_.back();
        recordEvent(EventKind::ValueChanged, at.node, shown(at.negation, from), shown(at.negation, to));
    }
    void alpha(Value from, Value to)
    {
        const Frame& at = path_.back();
        if (at.flipped())
            recordEvent(EventKind::BetaChanged, at.node, -from, -to);
        else
            recordEvent(EventKind::AlphaChanged, at.node, from, to);
    }
    void beta(Value from, Value to)
    {
        const Frame& at = path_.back();
        if (at.flipped())
            recordEvent(EventKind::AlphaChanged, at.node, -from, -to);
        else
            recordEvent(EventKind::BetaChanged, at.node, from, to);
    }
    void cutoff(const MoveList& moves, std::size_t next);
    void bounds(Value lowerFrom, Value lower, Value upperFrom, Value upper);
    void chanceCutoff(const MoveList& outcomes, std::size_t next, bool byUpper);
    void research(std::uint32_t index, ResearchReason reason, Value failed);
    void returned(Value value, Value best)
    {
        const Frame node = leave();
        recordEvent(EventKind::Return, node.node, shown(node.negation, value), shown(node.negation, best));
        if (node.node == GameTree::root())
            trace_.result.value = shown(node.negation, value);
    }
    void stored(const TableEntry& entry, const StoreOutcome& outcome);
    void interrupted(std::uint32_t depth, Value answer, LimitKind limit);

private:
    /// A node entered and not returned, with whether its values are shown negated.
    struct Frame {
        NodeId node;
        std::uint32_t negation; ///< all ones when its values are shown negated, else 0
        bool flipped() const { return negation != 0; }
    };

    /// The index the next event will have.
    Value nextStep() const { return sink_.nextStep(); }
    [[gnu::always_inline]] inline void recordEvent(
        EventKind kind, NodeId node, Value a, Value b, std::uint8_t detail = 0, std::uint16_t extra = 0)
    {
        sink_.record(kind, node, a, b, detail, extra);
    }
    /// A cut-off at the current node: the moves from @p next on are skipped; @p chanceBound says
    /// which bound decided a chance node's (kChanceCutByUpper, kChanceCutByLower; 0 elsewhere).
    void recordCut(const MoveList& moves, std::size_t next, std::uint8_t chanceBound);
    NodeId current() const { return path_.back().node; }
    /// Leaves the current node, which is finished.
    Frame leave()
    {
        returned_ = path_.back();
        path_.pop_back();
        return returned_;
    }
    std::uint32_t negationOf(NodeId node) const { return view_.negationOf(searched_, node); }
    static Value shown(std::uint32_t negation, Value value) { return MaxView::shown(negation, value); }
    Value shownAt(NodeId node, Value value) const { return shown(negationOf(node), value); }
    Value storeStepOf(std::uint64_t key) const;
    /// The value @p node shows when entered: the worst for the side that picks there, and at a
    /// throw the empty sum.
    Value valueOnEntry(NodeId node) const;
    /// The nodes of @p top's subtree no deeper than the horizon: what a cut-off there prunes.
    NodeId nodesWithinHorizon(NodeId top);

    /// Adds the current node's moves to the grown tree as its children.
    void grow(Position position, const MoveList& moves);
    /// Records in the grown tree that the game ends at @p node, with @p value as shown.
    void markGrownLeaf(NodeId node, Value value);

    // What every step reads first, together at the start.
    MaxView view_;
    bool windowed_;
    /// Whether the search may search a node again (PVS, aspiration windows): only then does a
    /// re-search event need the step its node was last entered at.
    bool reenters_;
    SearchedTree searched_;
    Trace trace_;
    EventSink sink_; ///< writes into trace_.events
    std::vector<Frame> path_; ///< the nodes entered and not returned
    Frame returned_{kNoNode, 0}; ///< the node that returned last
    std::vector<NodeId> subtreeSize_; ///< what a cut-off prunes or a beam drops; empty when neither can happen
    /// By node: entered, cut off there (TreeCoverage's marks), kept even when events are not.
    std::vector<std::uint8_t> marks_;
    std::vector<Value> lastEnter_; ///< per node, the step it was last entered at (if reenters_)
    std::uint32_t horizon_; ///< the depth searched now (the iteration's), 0 for the whole tree
    std::vector<NodeId> below_; ///< scratch for nodesWithinHorizon
    std::unordered_map<std::uint64_t, Value> storeStep_; ///< per key in the table, the step that filed it
    Value lastIteration_ = -1;
};

// Instantiated with the recorder's definitions, so that the search inlines the recording.
extern template class GameSearch<TraceRecorder>;

} // namespace gtl
