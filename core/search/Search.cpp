#include "core/search/Search.h"

#include "core/lab/EnhancedSearch.h"

#include <algorithm>
#include <cassert>

namespace gtl {
namespace {

/// One activation of the recursive textbook routine.
struct Frame {
    NodeId node;
    NodeId nextChild; ///< index of the next child to search
    Value v; ///< best value seen so far
    Value alpha;
    Value beta;
    Value alphaOnEntry; ///< the window as received, for fail-hard returns
    Value betaOnEntry;
    NodeId bestChild;
};

/// Runs the search; with Record false it only counts, for callers that need no events.
template <bool Record> class Recorder {
public:
    Recorder(const GameTree& tree, SearchOptions options)
        : tree_(tree)
        , options_(options)
        , windowed_(usesWindow(options.algorithm))
        , negamax_(isNegamax(options.algorithm))
    {
        trace_.options = options;
        // An upper bound on the events any of the searches emits (enter + leaf/return, and at
        // most one value, one bound and one cut-off change per child), so the vector never
        // reallocates; pages that are never written cost no memory.
        if constexpr (Record)
            trace_.events.reserve(std::size_t(tree.size()) * (windowed_ ? 5 : 3));
        if (windowed_)
            subtreeSize_ = tree.subtreeSizes();
    }

    Trace run()
    {
        SearchResult& result = trace_.result;
        result.nodes = tree_.size();
        if (tree_.size() == 0)
            return std::move(trace_);
        enter(GameTree::root(), -kInfinity, kInfinity);
        while (!frames_.empty()) {
            Frame& frame = frames_.back();
            if (frame.nextChild < tree_.childCount(frame.node)) {
                const NodeId child = tree_.firstChild(frame.node) + frame.nextChild++;
                // 2. Search the next child: minimax forms pass the window down unchanged,
                //    negamax forms pass it negated and swapped.
                if (negamax_)
                    enter(child, -frame.beta, -frame.alpha);
                else
                    enter(child, frame.alpha, frame.beta);
            } else {
                finish();
            }
        }
        result.pruned = result.nodes - result.visited;
        return std::move(trace_);
    }

private:
    void emit(EventKind kind, NodeId node, Value a, Value b)
    {
        ++trace_.result.steps;
        if constexpr (Record)
            trace_.events.emplace_back(kind, node, a, b);
    }

    bool maximizes(NodeId node) const { return gtl::maximizes(options_.algorithm, tree_.player(node)); }

    void enter(NodeId node, Value alpha, Value beta)
    {
        assert(!windowed_ || alpha < beta);
        ++trace_.result.visited;
        emit(EventKind::Enter, node, windowed_ ? alpha : kNoValue, windowed_ ? beta : kNoValue);
        if (tree_.isLeaf(node)) {
            // 1. A leaf is scored at once: from MAX's side, or from the mover's for negamax.
            const Value score = Search::leafScore(tree_, node, options_.algorithm);
            ++trace_.result.leavesEvaluated;
            emit(EventKind::Leaf, node, score, kNoValue);
            deliver(score);
            return;
        }
        const Value v = maximizes(node) ? -kInfinity : kInfinity;
        frames_.push_back({node, 0, v, alpha, beta, alpha, beta, kNoNode});
    }

    /// 4. All children searched (or cut): return v, clamped to the window when failing hard.
    void finish()
    {
        const Frame frame = frames_.back();
        frames_.pop_back();
        Value returned = frame.v;
        if (windowed_ && options_.failHard)
            returned = std::clamp(returned, frame.alphaOnEntry, frame.betaOnEntry);
        emit(EventKind::Return, frame.node, returned, frame.v);
        if (frame.node == GameTree::root()) {
            trace_.result.value = returned;
            trace_.result.bestMove = frame.bestChild;
        }
        deliver(returned);
    }

    /// 3. A child returned @p childValue: update v, then the bound, then test for a cut-off.
    void deliver(Value childValue)
    {
        if (frames_.empty()) {
            trace_.result.value = childValue; // the root itself was a leaf
            return;
        }
        Frame& frame = frames_.back();
        const NodeId child = tree_.firstChild(frame.node) + frame.nextChild - 1;
        const Value score = negamax_ ? -childValue : childValue;
        const bool isMax = maximizes(frame.node);
        if (isMax ? score > frame.v : score < frame.v) {
            emit(EventKind::ValueChanged, frame.node, frame.v, score);
            frame.v = score;
            frame.bestChild = child;
        }
        if (!windowed_)
            return;
        if (isMax && frame.v > frame.alpha) {
            emit(EventKind::AlphaChanged, frame.node, frame.alpha, frame.v);
            frame.alpha = frame.v;
        } else if (!isMax && frame.v < frame.beta) {
            emit(EventKind::BetaChanged, frame.node, frame.beta, frame.v);
            frame.beta = frame.v;
        }
        const NodeId count = tree_.childCount(frame.node);
        if (frame.alpha >= frame.beta && frame.nextChild < count) {
            const NodeId first = tree_.firstChild(frame.node) + frame.nextChild;
            NodeId skipped = 0;
            for (NodeId c = first; c < tree_.childrenEnd(frame.node); ++c)
                skipped += subtreeSize_[c];
            ++trace_.result.cutoffs;
            emit(EventKind::Cutoff, frame.node, static_cast<Value>(first), static_cast<Value>(skipped));
            frame.nextChild = count;
        }
    }

    const GameTree& tree_;
    SearchOptions options_;
    bool windowed_;
    bool negamax_;
    Trace trace_;
    std::vector<Frame> frames_;
    std::vector<NodeId> subtreeSize_;
};

} // namespace

Trace Search::run(const GameTree& tree, SearchOptions options)
{
    if (options.enhancements.any())
        return EnhancedSearch::run(tree, options);
    return Recorder<true>(tree, options).run();
}

SearchResult Search::summarize(const GameTree& tree, SearchOptions options)
{
    if (options.enhancements.any())
        return EnhancedSearch::summarize(tree, options);
    return Recorder<false>(tree, options).run().result;
}

Value Search::leafScore(const GameTree& tree, NodeId leaf, Algorithm algorithm)
{
    const Value value = tree.leafValue(leaf);
    return isNegamax(algorithm) && tree.player(leaf) == Player::Min ? -value : value;
}

} // namespace gtl
