// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/maxn/MaxnSearch.h"

#include "core/search/EventSink.h"
#include "core/search/maxn/PlayerScores.h"

#include <memory>
#include <vector>

namespace gtl {
namespace {

Message reason(const char* text)
{
    return Message("Search", text);
}

/// One search's state: the path from the root, each node with its next move and its best
/// scores so far (a row of the table).
class Maxn {
public:
    Maxn(const GameTree& tree, const SearchOptions& options, bool keepEvents)
        : tree_(tree)
        , scores_(PlayerScores::of(tree))
        , sink_(trace_.events, keepEvents, std::size_t(tree.size()) * 3)
        , marks_(tree.size(), 0)
    {
        trace_.options = options;
        if (scores_.constantSum != kNoValue)
            subtreeSizes_ = tree.subtreeSizes();
    }

    Trace run(const std::atomic<bool>* cancel)
    {
        sink_.stopWhen(cancel);
        enter(GameTree::root());
        while (!path_.empty()) {
            Frame& frame = path_.back();
            if (tree_.isLeaf(frame.node)) {
                const NodeId leaf = frame.node;
                const Value value = scores_.add(tree_.scores(leaf));
                ++trace_.result.leavesEvaluated;
                sink_.record(EventKind::Leaf, leaf, value, kNoValue);
                path_.pop_back();
                answer(leaf, value);
            } else if (frame.next < tree_.childrenEnd(frame.node)) {
                enter(frame.next++);
            } else {
                const NodeId node = frame.node;
                const Value value = frame.best;
                sink_.record(EventKind::Return, node, value, value);
                path_.pop_back();
                answer(node, value);
            }
        }
        return finish();
    }

private:
    struct Frame {
        NodeId node;
        NodeId next;
        Value best = kNoValue;
    };

    void enter(NodeId node)
    {
        sink_.stopIfCancelled();
        marks_[node] |= TreeCoverage::kEntered;
        ++trace_.result.visited;
        sink_.record(EventKind::Enter, node, kNoValue, kNoValue);
        path_.push_back({node, tree_.firstChild(node)});
    }

    /// @p child, finished, gives @p value to the node above it, whose player takes it when it
    /// scores that player more than the best so far.
    void answer(NodeId child, Value value)
    {
        if (path_.empty()) {
            trace_.result.value = value;
            return;
        }
        Frame& parent = path_.back();
        const std::uint32_t seat = tree_.seat(parent.node);
        if (parent.best != kNoValue && scores_.score(value, seat) <= scores_.score(parent.best, seat))
            return;
        sink_.record(EventKind::ValueChanged, parent.node, parent.best, value);
        parent.best = value;
        if (parent.node == GameTree::root())
            trace_.result.bestMove = child;
        pruneShallowly();
    }

    /// Korf's shallow pruning at the node on top of the path, whose best just rose.
    void pruneShallowly()
    {
        if (scores_.constantSum == kNoValue || path_.size() < 2)
            return;
        Frame& node = path_.back();
        const Frame& above = path_[path_.size() - 2];
        const NodeId end = tree_.childrenEnd(node.node);
        if (above.best == kNoValue || node.next == end)
            return;
        const Value own = scores_.score(node.best, tree_.seat(node.node));
        const Value aboveHas = scores_.score(above.best, tree_.seat(above.node));
        if (own < scores_.constantSum - aboveHas)
            return;
        NodeId skipped = 0;
        for (NodeId child = node.next; child < end; ++child)
            skipped += subtreeSizes_[child];
        marks_[node.node] |= TreeCoverage::kCut;
        ++trace_.result.cutoffs;
        trace_.result.pruned += skipped;
        sink_.record(EventKind::Cutoff, node.node, Value(node.next), Value(skipped), 0, std::uint16_t(end - node.next));
        node.next = end;
    }

    Trace finish()
    {
        sink_.close();
        trace_.result.nodes = tree_.size();
        trace_.result.steps = sink_.steps();
        trace_.result.coverage = TreeCoverage::of(tree_, marks_);
        trace_.chance.scores = std::make_shared<const PlayerScores>(std::move(scores_));
        return std::move(trace_);
    }

    const GameTree& tree_;
    Trace trace_;
    PlayerScores scores_;
    EventSink sink_;
    std::vector<std::uint8_t> marks_;
    std::vector<NodeId> subtreeSizes_;
    std::vector<Frame> path_;
};

} // namespace

Message MaxnSearch::problem(const GameTree& tree, const SearchOptions& options)
{
    if (Message problem = searchOptionsProblem(options); !problem.empty())
        return problem;
    if (!tree.scoresEachPlayer()) {
        return reason(QT_TRANSLATE_NOOP("Search",
            "max^n compares each player's score at the leaves, but this tree has one value per leaf: write each leaf "
            "as a score per player, as in <3, 1, 2>, or choose a search of two players such as alpha-beta"));
    }
    return {};
}

Trace MaxnSearch::run(
    const GameTree& tree, const SearchOptions& options, bool keepEvents, const std::atomic<bool>* cancel)
{
    return Maxn(tree, options, keepEvents).run(cancel);
}

} // namespace gtl
