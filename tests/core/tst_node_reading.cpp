// Tests of what the scene reads of a node at a step, decided in core: the Knuth–Moore
// verdicts and the scores leaves will give.
#include "core/search/Replay.h"
#include "core/search/Search.h"
#include "core/teaching/NodeTypes.h"
#include "core/teaching/PendingScore.h"
#include "core/teaching/Preset.h"

#include <QtTest>

using namespace gtl;

namespace {

GameTree presetTree(const char* name)
{
    return findPreset(name)->build();
}

} // namespace

class TestNodeReading : public QObject {
    Q_OBJECT

private slots:
    /// Best first, alpha-beta searches the minimal tree and every node does as its type says;
    /// worst first, the CUT node A searches both its moves and nodes beyond the minimal tree
    /// are searched.
    void nodeTypeVerdictsSayWhereTheSearchStrays()
    {
        for (const char* name : {"best-first", "worst-first"}) {
            const GameTree tree = presetTree(name);
            const Trace trace = Search::run(tree, {Algorithm::AlphaBeta, false});
            Replay replay(tree, trace);
            replay.seek(replay.stepCount());
            const std::vector<NodeType> types = knuthMooreTypes(tree);
            int strays = 0;
            for (NodeId n = 0; n < tree.size(); ++n)
                strays += nodeTypeVerdict(types[n], replay, n).kind != NodeTypeVerdict::Kind::AsTyped;
            QCOMPARE(strays == 0, std::string(name) == "best-first");
        }
        const GameTree tree = presetTree("worst-first");
        const Trace trace = Search::run(tree, {Algorithm::AlphaBeta, false});
        Replay replay(tree, trace);
        replay.seek(replay.stepCount());
        const NodeTypeVerdict a = nodeTypeVerdict(knuthMooreTypes(tree)[2], replay, 2);
        QCOMPARE(a.type, NodeType::Cut);
        QCOMPARE(a.kind, NodeTypeVerdict::Kind::CutSearchedMore);
        QCOMPARE(a.searched, 2u);
        replay.seek(0);
        QCOMPARE(nodeTypeVerdict(NodeType::Cut, replay, 2).kind, NodeTypeVerdict::Kind::AsTyped);
    }

    /// A leaf shows, faded, the score the search will read there until it does: from MAX's
    /// side, or for negamax from the side to move; none for inner nodes or once read.
    void pendingScoresAreWhatTheSearchWillRead()
    {
        const GameTree tree = presetTree("mixed"); // its leaves lie three moves down: MIN to move
        NodeId minLeaf = kNoNode;
        for (NodeId n = 0; n < tree.size() && minLeaf == kNoNode; ++n)
            minLeaf = tree.isLeaf(n) && tree.player(n) == Player::Min && tree.leafValue(n) != 0 ? n : kNoNode;
        QVERIFY(minLeaf != kNoNode);
        for (const Algorithm algorithm : {Algorithm::AlphaBeta, Algorithm::NegamaxAlphaBeta}) {
            const Trace trace = Search::run(tree, {algorithm, false});
            Replay replay(tree, trace);
            const Value expected = isNegamax(algorithm) ? -tree.leafValue(minLeaf) : tree.leafValue(minLeaf);
            QCOMPARE(pendingScore(replay, minLeaf), expected);
            QCOMPARE(pendingScore(replay, GameTree::root()), kNoValue);
            QVERIFY(!isBeyondHorizon(replay, minLeaf));
            replay.seek(replay.stepCount());
            for (NodeId n = 0; n < tree.size(); ++n) {
                const bool ahead = tree.isLeaf(n) && replay.value(n) == kNoValue;
                QCOMPARE(pendingScore(replay, n), ahead ? Search::leafScore(tree, n, algorithm) : kNoValue);
            }
        }
    }

    /// Below the horizon of a depth-limited search no score is shown ahead: the search
    /// evaluates the node on the horizon instead.
    void noPendingScoreBeyondTheHorizon()
    {
        const GameTree tree = presetTree("horizon");
        SearchOptions options{Algorithm::NegamaxAlphaBeta, false};
        options.enhancements.depth = 2;
        const Trace trace = Search::run(tree, options);
        Replay replay(tree, trace);
        replay.seek(1);
        QCOMPARE(replay.horizon(), 2u);
        int beyond = 0;
        for (NodeId n = 0; n < tree.size(); ++n) {
            QCOMPARE(isBeyondHorizon(replay, n), tree.depth(n) > 2);
            if (isBeyondHorizon(replay, n)) {
                ++beyond;
                QCOMPARE(pendingScore(replay, n), kNoValue);
            }
        }
        QVERIFY(beyond > 0);
    }
};

QTEST_MAIN(TestNodeReading)
#include "tst_node_reading.moc"
