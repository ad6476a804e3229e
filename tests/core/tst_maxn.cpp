// SPDX-License-Identifier: GPL-3.0-or-later
// Games of several players: max^n, whose nodes take the scores their player likes best, with
// shallow pruning under a constant sum, and paranoid search, alpha-beta on the first player's
// score against everyone else.
#include "core/content/TreeSource.h"
#include "core/games/sticks/SticksGame.h"
#include "core/games/sticks/SticksKind.h"
#include "core/search/AlgorithmRegistry.h"
#include "core/search/EventFields.h"
#include "core/search/Replay.h"
#include "core/search/Search.h"
#include "core/search/maxn/MaxnValues.h"
#include "core/search/maxn/PlayerScores.h"
#include "core/teaching/Narrator.h"
#include "core/teaching/PracticeQuiz.h"
#include "core/tree/RandomTree.h"
#include "tests/support/ReplaySnapshot.h"
#include "tests/support/TestTrees.h"

#include <QtTest>

#include <climits>
#include <vector>

using namespace gtl;
using namespace gtl::test;

namespace {

constexpr Algorithm kMaxn = algorithmNamed("maxn");
constexpr Algorithm kParanoid = algorithmNamed("paranoid");

/// Player 1 chooses between A, where player 2 decides who of 1 and 3 gains, and B. Max^n
/// expects player 2 to take its own best and both to leave player 1 with 4 at A (<4, 5, 1>
/// over <1, 5, 4>, first on a tie); paranoid expects the worst at A, 1, and takes B's 3.
constexpr const char* kKingmaker = "(A:(<4, 5, 1>, <1, 5, 4>), B:(<3, 3, 4>, <3, 4, 3>))";

/// A plain recursive max^n of my own: the leaf whose scores @p node takes, the first best.
NodeId referenceMaxnLeaf(const GameTree& tree, NodeId node)
{
    if (tree.isLeaf(node))
        return node;
    NodeId best = kNoNode;
    const std::uint32_t seat = tree.seat(node);
    for (const NodeId child : tree.children(node)) {
        const NodeId leaf = referenceMaxnLeaf(tree, child);
        if (best == kNoNode || tree.scores(leaf)[seat] > tree.scores(best)[seat])
            best = leaf;
    }
    return best;
}

/// The move max^n takes at @p node: the first whose scores give its player the most.
NodeId referenceMaxnMove(const GameTree& tree, NodeId node = GameTree::root())
{
    NodeId best = kNoNode;
    const std::uint32_t seat = tree.seat(node);
    for (const NodeId child : tree.children(node)) {
        if (best == kNoNode
            || tree.scores(referenceMaxnLeaf(tree, child))[seat] > tree.scores(referenceMaxnLeaf(tree, best))[seat])
            best = child;
    }
    return best;
}

/// Paranoid search by hand: minimax on the root player's score, every other player minimising it.
Value referenceParanoid(const GameTree& tree, NodeId node = GameTree::root())
{
    const std::uint32_t paranoid = tree.seat(GameTree::root());
    if (tree.isLeaf(node))
        return tree.scores(node)[paranoid];
    const bool maximises = tree.seat(node) == paranoid;
    Value best = maximises ? -kInfinity : kInfinity;
    for (const NodeId child : tree.children(node)) {
        const Value value = referenceParanoid(tree, child);
        best = maximises ? std::max(best, value) : std::min(best, value);
    }
    return best;
}

/// Max^n on Sticks by its rules alone, with no tree: who takes the last stick, and how many
/// sticks the player to move takes (the fewest on a tie).
std::pair<int, int> rulesMaxn(int sticks, int mover)
{
    if (sticks == 0)
        return {(mover + 2) % 3, 0}; // the player before the mover took the last stick
    std::pair<int, int> best{-1, 0};
    for (int take = 1; take <= std::min(3, sticks); ++take) {
        const int winner = rulesMaxn(sticks - take, (mover + 1) % 3).first;
        if (best.second == 0 || (winner == mover && best.first != mover))
            best = {winner, take};
    }
    return best;
}

/// Paranoid on Sticks by its rules: whether @p paranoid wins when both others play against it.
bool rulesParanoid(int sticks, int mover, int paranoid)
{
    if (sticks == 0)
        return (mover + 2) % 3 == paranoid;
    bool any = false;
    bool all = true;
    for (int take = 1; take <= std::min(3, sticks); ++take) {
        const bool wins = rulesParanoid(sticks - take, (mover + 1) % 3, paranoid);
        any = any || wins;
        all = all && wins;
    }
    return mover == paranoid ? any : all;
}

GameTree randomScoredTree(std::uint64_t seed, std::uint32_t players, bool constantSum)
{
    RandomTreeSpec spec;
    spec.minBranching = 1;
    spec.maxBranching = 4;
    spec.depth = 2 + std::uint32_t(seed % 4);
    spec.seed = seed;
    spec.minValue = 0;
    spec.maxValue = 6;
    spec.players = players;
    spec.scoreSum = constantSum ? 10 : kNoValue;
    return buildRandomTree(spec);
}

std::vector<Value> rootScores(const Trace& trace)
{
    const auto row = trace.chance.scores->row(trace.result.value);
    return {row.begin(), row.end()};
}

std::vector<Value> scoresOf(std::span<const Value> scores)
{
    return {scores.begin(), scores.end()};
}

std::vector<Value> scoresOf(const GameTree& tree, NodeId leaf)
{
    return scoresOf(tree.scores(leaf));
}

} // namespace

class TestSeveralPlayers : public QObject {
    Q_OBJECT

private slots:
    /// The kingmaker: max^n trusts player 2 to pick by its own score, paranoid fears it.
    void maxnAndParanoidChooseDifferently()
    {
        const GameTree tree = parsed(kKingmaker);
        QCOMPARE(Search::problem(tree, {kMaxn}).english(), std::string());
        const Trace maxn = Search::run(tree, {kMaxn});
        QCOMPARE(maxn.result.bestMoveLabel(tree), std::string_view("A"));
        QCOMPARE(rootScores(maxn), (std::vector<Value>{4, 5, 1}));
        QCOMPARE(maxn.chance.text(maxn.result.value), std::string("<4, 5, 1>"));
        const Trace paranoid = Search::run(tree, {kParanoid});
        QCOMPARE(paranoid.result.bestMoveLabel(tree), std::string_view("B"));
        QCOMPARE(paranoid.result.value, 3);
    }

    /// Max^n and paranoid against plain recursive searches of my own on random trees of 2 to
    /// 6 players: the root's scores and move alike, whether or not shallow pruning may cut.
    void searchesMatchTheReferences()
    {
        NodeId cutoffs = 0;
        for (std::uint64_t seed = 1; seed <= 3000; ++seed) {
            const std::uint32_t players = 2 + std::uint32_t(seed % 5);
            const bool constantSum = seed % 2 == 0;
            const GameTree tree = randomScoredTree(seed, players, constantSum);
            const Trace maxn = Search::run(tree, {kMaxn});
            const NodeId leaf = referenceMaxnLeaf(tree, GameTree::root());
            QCOMPARE(rootScores(maxn), scoresOf(tree, leaf));
            QCOMPARE(maxn.result.bestMove, tree.isLeaf(GameTree::root()) ? kNoNode : referenceMaxnMove(tree));
            QVERIFY(constantSum || maxn.result.cutoffs == 0);
            cutoffs += maxn.result.cutoffs;
            QCOMPARE(maxn.result.coverage.total(), tree.size());
            const MaxnValues values(tree);
            for (NodeId node = 0; node < tree.size(); node += 7) {
                QCOMPARE(scoresOf(values.of(node)), scoresOf(tree, referenceMaxnLeaf(tree, node)));
                QCOMPARE(values.choice(node), tree.isLeaf(node) ? kNoNode : referenceMaxnMove(tree, node));
            }
            // Paranoid's MIN players move one after the other: with PVS's null windows, killer
            // moves and fail-hard too, a value passes between them without being negated.
            SearchOptions pvs{kParanoid};
            pvs.enhancements.pvs = true;
            SearchOptions killers{kParanoid, true};
            killers.enhancements.killers = true;
            for (const SearchOptions& options : {SearchOptions{kParanoid}, pvs, killers})
                QCOMPARE(Search::run(tree, options).result.value, referenceParanoid(tree, GameTree::root()));
        }
        QVERIFY2(cutoffs > 1000, qPrintable(QString::number(cutoffs)));
    }

    /// Sticks, from every seat and pile up to 12: max^n and paranoid on the game's tree against
    /// both worked out from the rules alone, and paranoid again as it grows the tree from the
    /// game to the end. The scores add up to 1: max^n prunes.
    void sticksAgreesWithItsRules()
    {
        NodeId cutoffs = 0;
        for (int sticks = 1; sticks <= 12; ++sticks) {
            for (int mover = 0; mover < 3; ++mover) {
                const SticksGame::State state{.sticks = sticks, .toMove = mover};
                const Position start = SticksGame::positionOf(state);
                const GameTree tree = sticksKind().tree(start);
                const QString where = QString("%1 sticks, seat %2").arg(sticks).arg(mover);
                QCOMPARE(tree.seat(GameTree::root()), std::uint32_t(mover));
                const auto [winner, take] = rulesMaxn(sticks, mover);
                const Trace maxn = Search::run(tree, {kMaxn});
                std::vector<Value> scores(3, 0);
                scores[std::size_t(winner)] = 1;
                QVERIFY2(rootScores(maxn) == scores, qPrintable(where));
                QCOMPARE(maxn.result.bestMoveLabel(tree), std::string_view(std::to_string(take)));
                cutoffs += maxn.result.cutoffs;
                QCOMPARE(Search::run(tree, {kParanoid}).result.value, Value(rulesParanoid(sticks, mover, mover)));
                SearchOptions grown{kParanoid};
                grown.enhancements.depth = std::uint32_t(sticks);
                const auto root = TreeSource::position(sticksKind(), sticksKind().text(start), "ABC"[mover])
                                      .load(TreeSource::Extent::RootOnly);
                QCOMPARE(root->tree->size(), NodeId(1));
                QCOMPARE(Search::run(*root->tree, grown).result.value, Value(rulesParanoid(sticks, mover, mover)));
            }
        }
        QVERIFY2(cutoffs > 100, qPrintable(QString::number(cutoffs)));
    }

    /// Shallow pruning only where the sum is constant and no score is negative.
    void shallowPruningNeedsAConstantSum()
    {
        // B's player 2 has 7 at B/1: player 1 above, with 6 from A, can get at most 10 − 7 = 3.
        const GameTree tree = parsed("(A:(<6, 2, 2>), B:(<1, 7, 2>, <9, 0, 1>, <8, 1, 1>))");
        const Trace trace = Search::run(tree, {kMaxn});
        QCOMPARE(trace.result.cutoffs, NodeId(1));
        QCOMPARE(trace.result.pruned, NodeId(2));
        const auto cut = std::ranges::find(trace.events, EventKind::Cutoff, &Event::kind);
        QCOMPARE(tree.path(cut->node), std::string("B"));
        QCOMPARE(tree.path(EventFields::cut(*cut).firstSkipped), std::string("B/2"));
        QCOMPARE(trace.result.bestMoveLabel(tree), std::string_view("A"));
        // The same tree without its constant sum searches everything.
        const GameTree uneven = parsed("(A:(<6, 2, 2>), B:(<1, 7, 2>, <9, 0, 1>, <8, 1, 2>))");
        QCOMPARE(Search::run(uneven, {kMaxn}).result.cutoffs, NodeId(0));
        QCOMPARE(PlayerScores::of(parsed("(<5, -1>, <6, -2>)")).constantSum, kNoValue);
        QCOMPARE(PlayerScores::of(parsed("(<5, 1>, <4, 2>)")).constantSum, Value(6));
    }

    /// Each step of a max^n trace undoes exactly: forward to the end and back to the start.
    void replayRunsBothWays()
    {
        for (std::uint64_t seed = 1; seed <= 200; ++seed) {
            const GameTree tree = randomScoredTree(seed, 3, seed % 2 == 0);
            const Trace trace = Search::run(tree, {kMaxn});
            Replay replay(tree, trace);
            std::vector<Snapshot> forward{Snapshot(replay)};
            while (replay.stepForward())
                forward.push_back(Snapshot(replay));
            QCOMPARE(replay.value(GameTree::root()), trace.result.value);
            for (std::size_t step = forward.size() - 1; step > 0; --step) {
                QVERIFY(replay.stepBack());
                QVERIFY(Snapshot(replay) == forward[step - 1]);
            }
        }
    }

    /// The narration says whose turn a position is, and of a leaf only that the game ends there.
    void narrationTellsWhoseTurnItIs()
    {
        const GameTree tree = parsed(kKingmaker);
        const Trace trace = Search::run(tree, {kMaxn});
        Replay replay(tree, trace);
        replay.seek(2); // enter A
        QCOMPARE(Narrator::describe(replay).substr(0, 20), std::string("A: player 2 to move."));
        replay.seek(3); // enter A/1
        QCOMPARE(Narrator::describe(replay), std::string("Max^n reaches A/1, a leaf: the game ends there."));
    }

    /// Practice asks which leaves max^n leaves unread where it prunes, and no value: a node's
    /// value is a whole list of scores.
    void practiceAsksWhatMaxnCanBeAsked()
    {
        using Kind = PracticeQuiz::Question::Kind;
        const GameTree shallow = presetTree("shallow-pruning");
        const PracticeQuiz pruned(shallow, Search::run(shallow, {kMaxn}));
        QCOMPARE(int(pruned.questions().size()), 1);
        QCOMPARE(pruned.questions()[0].kind, Kind::UnreadLeaves);
        QCOMPARE(pruned.questions()[0].answer, Value(2));
        // Without a constant sum nothing is asked; paranoid, alpha-beta, is asked its values.
        const GameTree uneven = parsed("(A:(<4, 5, 1>, <1, 5, 4>), B:(<3, 3, 4>, <3, 4, 9>))");
        QVERIFY(PracticeQuiz(uneven, Search::run(uneven, {kMaxn})).questions().empty());
        const PracticeQuiz paranoid(uneven, Search::run(uneven, {kParanoid}));
        QVERIFY(std::ranges::any_of(paranoid.questions(), [](const auto& q) { return q.kind == Kind::ReturnValue; }));
    }

    /// What the searches of several players refuse, and what the others refuse of them.
    void refusals()
    {
        const GameTree scored = parsed(kKingmaker);
        const GameTree plain = parsed("((3, 5), (2, 9))");
        const auto problem = [](const GameTree& tree, SearchOptions options) {
            return QString::fromStdString(Search::problem(tree, options).english());
        };
        QVERIFY(problem(plain, {kMaxn}).contains("this tree has one value per leaf"));
        QVERIFY(problem(scored, {algorithmNamed("negamax")}).contains("choose max^n or paranoid"));
        QVERIFY(problem(scored, {algorithmNamed("alphabeta")}).contains("this tree scores 3 players"));
        QVERIFY(problem(scored, {algorithmNamed("mcts")}).contains("choose max^n or paranoid"));
        QVERIFY(problem(scored, {algorithmNamed("star1")}).contains("choose max^n or paranoid"));
        SearchOptions deep{kMaxn};
        deep.enhancements.depth = 2;
        QVERIFY(problem(scored, deep).contains("takes no depth limit"));
        const GameTree thrown = parsed("({0.5: (<1, 2, 3>), 0.5: (<3, 2, 1>)}, <2, 2, 2>)");
        QVERIFY(problem(thrown, {kMaxn}).contains("chance nodes"));
        QVERIFY(problem(thrown, {kParanoid}).contains("chance nodes"));
        // Paranoid on a tree of two players is alpha-beta.
        QCOMPARE(Search::run(plain, {kParanoid}).result.value,
            Search::run(plain, {algorithmNamed("alphabeta")}).result.value);
    }
};

QTEST_APPLESS_MAIN(TestSeveralPlayers)
#include "tst_maxn.moc"
