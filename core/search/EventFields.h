// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/Event.h"

#include <cassert>
#include <cstdint>

namespace gtl {

/// An event's payload read by name: what a, b, detail and extra hold for each kind (Event.h
/// says it once, beside the kind). A reader takes the events of the kind its name says; the
/// step numbers it gives are indices into the trace's events, -1 for none. The payload is
/// private to Event and this, its only reader: the compiler refuses any other.
struct EventFields {
    EventFields() = delete;

    /// α and β on entry to an Enter's node (kNoValue for the forms without a window).
    struct Window {
        Value alpha;
        Value beta;
    };
    static Window entered(const Event& enter)
    {
        assert(enter.kind == EventKind::Enter);
        return {enter.a, enter.b};
    }

    /// A ValueChanged, AlphaChanged, BetaChanged, LowerChanged, UpperChanged or StandPat: from and to.
    struct Change {
        Value from;
        Value to;
    };
    static Change change(const Event& changed)
    {
        assert(changed.kind == EventKind::ValueChanged || changed.kind == EventKind::AlphaChanged
            || changed.kind == EventKind::BetaChanged || changed.kind == EventKind::LowerChanged
            || changed.kind == EventKind::UpperChanged || changed.kind == EventKind::StandPat);
        return {changed.a, changed.b};
    }

    /// What a Leaf, an Evaluate or a Return gives its parent, and (Evaluate, Return) what the node
    /// showed before.
    struct Answer {
        Value value;
        Value shownBefore;
    };
    static Answer answer(const Event& answered)
    {
        assert(answered.kind == EventKind::Leaf || answered.kind == EventKind::Evaluate
            || answered.kind == EventKind::Return);
        return {answered.a, answered.kind == EventKind::Leaf ? kNoValue : answered.b};
    }

    /// A Dropped: the static score of the move left out, and the nodes of the tree below it.
    struct Drop {
        Value score;
        NodeId nodes;
    };
    static Drop dropped(const Event& drop)
    {
        assert(drop.kind == EventKind::Dropped);
        return {drop.a, NodeId(drop.b)};
    }

    /// A Reduced: the depth the move is searched to, and the depth it would be searched to.
    struct Reduction {
        std::uint32_t depth;
        std::uint32_t fullDepth;
    };
    static Reduction reduced(const Event& reduction)
    {
        assert(reduction.kind == EventKind::Reduced);
        return {std::uint32_t(reduction.a), std::uint32_t(reduction.b)};
    }

    /// A NullMove: the value the search after the pass gave (shown as the node's values are),
    /// the positions it entered, and whether it reached β, cutting the node.
    struct Pass {
        Value value;
        std::uint32_t positions;
        bool cut;
    };
    static Pass nullMove(const Event& pass)
    {
        assert(pass.kind == EventKind::NullMove);
        return {pass.a, std::uint32_t(pass.b), pass.detail == kNullMoveCut};
    }

    /// A Cutoff: the first child skipped, how many moves and nodes of the tree it skips, and at a
    /// chance node which bound decided it (kChanceCutByUpper, kChanceCutByLower; 0 elsewhere).
    struct Cut {
        NodeId firstSkipped;
        std::uint16_t skippedMoves;
        NodeId skippedNodes;
        std::uint8_t chanceBound;
    };
    static Cut cut(const Event& cutoff)
    {
        assert(cutoff.kind == EventKind::Cutoff);
        return {NodeId(cutoff.a), cutoff.extra, NodeId(cutoff.b), cutoff.detail};
    }

    /// An Iteration: the depth it searches to, and the step of the Iteration before it.
    struct IterationStart {
        std::uint32_t depth;
        std::int32_t previousStep;
    };
    static IterationStart iteration(const Event& started)
    {
        assert(started.kind == EventKind::Iteration);
        return {std::uint32_t(started.a), started.b};
    }

    /// A Probe: what the table found, and the entry's depth, value and the step that stored it.
    struct Probe {
        ProbeOutcome outcome;
        std::uint16_t depth;
        Value value;
        std::int32_t storeStep;
    };
    static Probe probe(const Event& probed)
    {
        assert(probed.kind == EventKind::Probe);
        return {ProbeOutcome(probed.detail), probed.extra, probed.a, probed.b};
    }

    /// A Store: the entry's bound, whether the table refused it (keeping a deeper one), its best
    /// move as a child index + 1 (0: none known), its depth and value, and the step of the Store
    /// whose entry it replaced.
    struct Store {
        TableFlag flag;
        bool refused;
        int bestMoveIndex;
        std::uint16_t depth;
        Value value;
        std::int32_t replacedStep;
    };
    static Store store(const Event& stored)
    {
        assert(stored.kind == EventKind::Store);
        return {TableFlag(stored.detail & 3), (stored.detail & kStoreRefused) != 0, stored.detail >> kStoreMoveShift,
            stored.extra, stored.a, stored.b};
    }

    /// An Order: why the moves are tried out of the game's order (OrderReason bits), and the order:
    /// the child indices + 1, 4 bits each, the first in the low bits, 0 after the last
    /// (EventWords::triedOrder reads them as the children).
    struct Order {
        std::uint8_t reasons;
        std::uint64_t indices;
    };
    static Order order(const Event& ordered)
    {
        assert(ordered.kind == EventKind::Order);
        return {
            ordered.detail, std::uint64_t(std::uint32_t(ordered.a)) | std::uint64_t(std::uint32_t(ordered.b)) << 32};
    }

    /// A Research: why, the value that failed, and the step of the node's Enter before it.
    struct Research {
        ResearchReason reason;
        Value failed;
        std::int32_t enterStep;
    };
    static Research research(const Event& searchedAgain)
    {
        assert(searchedAgain.kind == EventKind::Research);
        return {ResearchReason(searchedAgain.detail), searchedAgain.a, searchedAgain.b};
    }

    /// An Interrupted: the iteration abandoned, the answer of the one before it, and what limit.
    struct Interruption {
        std::uint32_t iteration;
        Value answer;
        LimitKind limit;
    };
    static Interruption interruption(const Event& interrupted)
    {
        assert(interrupted.kind == EventKind::Interrupted);
        return {std::uint32_t(interrupted.a), interrupted.b, LimitKind(interrupted.detail)};
    }

    /// A Sample: the number of the iteration it starts, from 1.
    static std::uint32_t sample(const Event& started)
    {
        assert(started.kind == EventKind::Sample);
        return std::uint32_t(started.a);
    }

    /// A Select: the child's UCB1 terms, packed (packReal): its mean reward and its exploration.
    struct Terms {
        std::int32_t mean;
        std::int32_t exploration;
    };
    static Terms select(const Event& selected)
    {
        assert(selected.kind == EventKind::Select);
        return {selected.a, selected.b};
    }

    /// A Playout: where its moves start in Trace::playouts, how many, and the reward it ends with.
    struct Playout {
        std::int32_t offset;
        std::uint16_t moves;
        Value reward;
    };
    static Playout playout(const Event& played)
    {
        assert(played.kind == EventKind::Playout);
        return {played.a, played.extra, played.b};
    }

    /// A Backup: the node's visits before it, and the reward it adds to the node's sum.
    struct Backup {
        std::int32_t visitsBefore;
        Value reward;
    };
    static Backup backup(const Event& backedUp)
    {
        assert(backedUp.kind == EventKind::Backup);
        return {backedUp.a, backedUp.b};
    }

    /// Which variant of its kind an event is, as a lesson's stop or a pseudocode line names it: a
    /// probe's outcome, a store's flag bits, a re-search's reason, a chance cut-off's bound, an
    /// interruption's limit, an order's reasons; 0 for the kinds without variants.
    static int variant(const Event& e) { return e.detail; }

    /// The payload as stored, for what compares or hashes whole events (tests, fingerprints).
    struct Payload {
        Value a;
        Value b;
        std::uint8_t detail;
        std::uint16_t extra;
    };
    static Payload payload(const Event& e) { return {e.a, e.b, e.detail, e.extra}; }

    /// A grown tree's nodes are numbered anew once it is built: a Cutoff's first skipped child with them.
    static void renumberFirstSkipped(Event& cutoff, NodeId child)
    {
        assert(cutoff.kind == EventKind::Cutoff);
        cutoff.a = Value(child);
    }
};

} // namespace gtl
