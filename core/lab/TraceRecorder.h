#pragma once

#include "core/lab/LabObserver.h"
#include "core/search/Trace.h"
#include "core/tree/GameTree.h"

#include <cstdint>
#include <unordered_map>
#include <vector>

namespace gtl {

/// Turns the steps of a LabSearch over a tree (positions are node ids) into the events of a
/// trace. The search scores from the side to move; for the minimax forms the recorder shows
/// every value, window, bound and table entry from MAX's side instead, as the plain minimax
/// traces do. Throws TraceTooLong past kMaxEvents events.
class TraceRecorder : public LabObserver {
public:
    /// The most events a recorded trace holds (256 MB).
    static constexpr std::size_t kMaxEvents = std::size_t(1) << 24;

    /// With @p keepEvents false only the figures are counted.
    TraceRecorder(const GameTree& tree, const Game& game, SearchOptions options, bool keepEvents);

    Trace& trace() { return trace_; }

    void iteration(std::uint32_t depth) override;
    void enter(Position position, Value alpha, Value beta) override;
    void terminal(Position position, Value score) override;
    void horizon(Position position, Value evaluation) override;
    void probe(Position position, ProbeOutcome outcome, const TableEntry* entry) override;
    void order(Position position, const std::vector<Move>& moves, std::uint8_t reasons) override;
    void value(Position position, Value from, Value to) override;
    void alpha(Position position, Value from, Value to) override;
    void beta(Position position, Value from, Value to) override;
    void cutoff(Position position, const std::vector<Move>& moves, std::size_t next) override;
    void research(Position position, ResearchReason reason, Value failed) override;
    void returned(Position position, Value value, Value best) override;
    void stored(Position position, const TableEntry& entry, const StoreOutcome& outcome) override;

private:
    /// The index the next event will have.
    Value nextStep() const { return Value(trace_.result.steps); }
    void emit(EventKind kind, Position position, Value a, Value b, std::uint8_t detail = 0, std::uint16_t extra = 0);
    /// Whether values at @p position are shown negated: MIN's nodes in the minimax forms.
    bool flipped(Position position) const { return maxView_ && tree_.player(NodeId(position)) == Player::Min; }
    Value shown(Position position, Value value) const;
    NodeId childOf(Position position, Move move) const { return NodeId(game_.play(position, move)); }
    Value storeStepOf(std::uint64_t key) const;
    /// The nodes of @p top's subtree no deeper than the horizon: what a cut-off there prunes.
    NodeId nodesWithinHorizon(NodeId top);

    const GameTree& tree_;
    const Game& game_;
    bool maxView_;
    bool windowed_;
    bool keepEvents_;
    Trace trace_;
    std::vector<NodeId> subtreeSize_;
    std::vector<Value> lastEnter_; ///< per node, the step it was last entered at
    std::uint32_t horizon_; ///< the depth searched now (the iteration's), 0 for the whole tree
    std::vector<NodeId> below_; ///< scratch for nodesWithinHorizon
    std::unordered_map<std::uint64_t, Value> storeStep_; ///< per key in the table, the step that filed it
    Value lastIteration_ = -1;
};

} // namespace gtl
