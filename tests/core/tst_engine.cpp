// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the search engine's reach: trees the search grows as it goes, and trees as deep as
// the product reads, searched without a depth cap.
#include "core/games/tictactoe/TicTacToeBoard.h"
#include "core/games/tictactoe/TicTacToeTree.h"
#include "core/io/TreeTextParser.h"
#include "core/layout/FocusLayout.h"
#include "core/search/EventFields.h"
#include "core/search/GameSummary.h"
#include "core/search/Replay.h"
#include "core/search/Search.h"
#include "tests/support/ReplaySnapshot.h"

#include <QtTest>

#include <random>

using namespace gtl;
using namespace gtl::test;

namespace {

GameTree ticTacToe(const char* board)
{
    return buildTicTacToeTree(*TicTacToeBoard::parse(board, std::nullopt));
}

SearchOptions withDepth(std::uint32_t depth)
{
    SearchOptions options{Algorithm::AlphaBeta, false, {}};
    options.enhancements.depth = depth;
    return options;
}

/// A chain of @p levels single moves down to the leaf 1, each inner node evaluated 0.
GameTree chain(int levels)
{
    const std::string text = std::string(std::size_t(levels), '(') + "1";
    std::string closing;
    for (int i = 0; i < levels; ++i)
        closing += ")[0]";
    return *TreeTextParser::parse(text + closing, Player::Max);
}

/// A position after @p moves random moves from the empty board (fewer if the game ends).
TicTacToeBoard randomBoard(std::mt19937& random, int moves)
{
    TicTacToeBoard board;
    for (int i = 0; i < moves && !board.isOver(); ++i) {
        std::vector<int> empty;
        for (int square = 0; square < 9; ++square) {
            if (board.at(square) == TicTacToeBoard::Mark::Empty)
                empty.push_back(square);
        }
        board = board.played(empty[std::uniform_int_distribution<std::size_t>(0, empty.size() - 1)(random)]);
    }
    return board;
}

} // namespace

class EngineTest : public QObject {
    Q_OBJECT

private slots:
    void depthOneGrowsOnlyTheMovesSearched()
    {
        const GameTree built = ticTacToe("X........");
        QCOMPARE(built.size(), NodeId(59'705));
        const Trace trace = Search::run(built, withDepth(1));
        QVERIFY(trace.grownTree);
        QCOMPARE(trace.grownTree->size(), NodeId(9)); // the position and its eight moves
        QCOMPARE(trace.result.nodes, NodeId(9));
        QCOMPARE(trace.grownTree->player(GameTree::root()), Player::Min); // O to move, stored
        for (NodeId child : trace.grownTree->children(GameTree::root())) {
            QCOMPARE(trace.grownTree->player(child), Player::Max);
            QVERIFY(trace.grownTree->isOpen(child)); // the game goes on past the horizon
        }
        QCOMPARE(Search::summarize(built, withDepth(1)).nodes, NodeId(9));
    }

    void grownSearchFindsWhatTheWholeTreeFinds()
    {
        for (const char* board : {"X........", "XO.......", "XXOOOX..."}) {
            const GameTree built = ticTacToe(board);
            SearchOptions table{Algorithm::AlphaBeta, false, {}};
            table.enhancements.table = true;
            const Trace grown = Search::run(built, table);
            QVERIFY(grown.grownTree);
            QVERIFY(grown.grownTree->size() < built.size());
            QCOMPARE(grown.result.value, Search::run(built, {Algorithm::Minimax, false, {}}).result.value);
        }
    }

    void grownNodesAppearWhenGenerated()
    {
        const GameTree built = ticTacToe("XO.......");
        const Trace trace = Search::run(built, withDepth(3));
        const GameTree& tree = *trace.grownTree;
        Replay replay(tree, trace);
        QVERIFY(replay.isGenerated(GameTree::root()));
        QVERIFY(!replay.isGenerated(tree.firstChild(GameTree::root()))); // nothing expanded at step 0
        // A node is generated before the search enters it, and never before its parent.
        std::vector<bool> entered(tree.size(), false);
        while (replay.stepForward()) {
            const Event& e = *replay.currentEvent();
            QVERIFY(replay.isGenerated(e.node));
            for (NodeId n = 1; n < tree.size(); ++n) {
                if (replay.isGenerated(n))
                    QVERIFY(replay.isGenerated(tree.parent(n)));
            }
            if (e.kind == EventKind::Enter && !entered[e.node]) {
                entered[e.node] = true;
                QVERIFY(tree.generatedAt(e.node) < replay.step());
            }
        }
        for (NodeId n = 0; n < tree.size(); ++n)
            QVERIFY(replay.isGenerated(n));
        replay.seek(0);
        QVERIFY(!replay.isGenerated(tree.size() - 1));
    }

    void layoutPlacesOnlyGeneratedNodes()
    {
        const Trace trace = Search::run(ticTacToe("XO......."), withDepth(2));
        const GameTree& tree = *trace.grownTree;
        Replay replay(tree, trace);
        const auto generated = [&replay](NodeId n) { return replay.isGenerated(n); };
        for (std::size_t k = 0; k <= trace.steps(); ++k) {
            replay.seek(k);
            const Event* e = replay.currentEvent();
            const FocusLayout layout
                = FocusLayout::compute(tree, replay.path(), e ? e->node : kNoNode, {}, 1000, {}, {}, generated);
            std::size_t shown = 0;
            for (const FocusLayout::Place& place : layout.placed()) {
                QVERIFY2(replay.isGenerated(place.node), qPrintable(QString("step %1").arg(k)));
                ++shown;
            }
            if (k == 0)
                QCOMPARE(shown, std::size_t(1)); // the start alone, its moves not generated yet
        }
        QCOMPARE(FocusLayout::compute(tree, {}, kNoNode, {}, 1000, {}, {}, generated).placed().size(),
            std::size_t(tree.size())); // at the end every node exists and fits
    }

    void grownReplayForwardThenBack()
    {
        SearchOptions options = withDepth(4);
        options.enhancements.table = options.enhancements.pvs = true;
        const GameTree built = ticTacToe(".........");
        const Trace trace = Search::run(built, options);
        Replay replay(*trace.grownTree, trace);
        for (std::size_t k = 0; k <= trace.steps(); k += 7) {
            replay.seek(k);
            const Snapshot here(replay);
            replay.seek(std::min(k + 40, trace.steps()));
            replay.seek(k);
            QVERIFY2(Snapshot(replay) == here, qPrintable(QString("step %1").arg(k)));
        }
    }

    void cutoffSaysHowManyMovesItSkipped()
    {
        const Trace trace = Search::run(ticTacToe("X........"), withDepth(2));
        int cuts = 0;
        for (const Event& e : trace.events) {
            if (e.kind != EventKind::Cutoff)
                continue;
            ++cuts;
            const EventFields::Cut cut = EventFields::cut(e);
            QVERIFY(cut.skippedMoves >= 1);
            QCOMPARE(NodeId(cut.skippedMoves), cut.skippedNodes); // moves generated, never expanded: one node each
        }
        QVERIFY(cuts > 0);
    }

    /// The figures counted over the game alone are the figures of the search on the tree
    /// built in advance: every algorithm, fail-soft and fail-hard, from the empty board and
    /// 400 seeded random positions (finished ones included).
    void summaryCountedOnTheGameIsTheTreeSearchs()
    {
        std::mt19937 random(17);
        std::vector<TicTacToeBoard> boards{TicTacToeBoard()};
        for (int i = 0; i < 400; ++i)
            boards.push_back(randomBoard(random, 2 + i % 8));
        for (const TicTacToeBoard& board : boards) {
            const GameTree tree = buildTicTacToeTree(board);
            for (Algorithm algorithm : algorithmsOf(SearchFamily::Minimax)) {
                for (bool failHard : {false, true}) {
                    const SearchOptions options{algorithm, failHard, {}};
                    QVERIFY(GameSummary::applies(tree, options));
                    const Trace counted = GameSummary::run(tree, options);
                    const Trace searched = Search::runFiguresOnly(tree, options);
                    const SearchResult& c = counted.result;
                    const SearchResult& s = searched.result;
                    const auto figures = [](const SearchResult& r) {
                        return std::vector<std::size_t>{std::size_t(r.value), r.nodes, r.visited, r.pruned,
                            r.leavesEvaluated, r.cutoffs, r.evaluations, r.tableHits, r.researches, r.steps};
                    };
                    QCOMPARE(figures(c), figures(s));
                    QCOMPARE(c.bestMoveLabel(*counted.grownTree), s.bestMoveLabel(tree));
                    QCOMPARE(counted.grownTree->rootPlayer(), tree.rootPlayer());
                }
            }
        }
        SearchOptions enhanced{Algorithm::AlphaBeta, false, {}};
        enhanced.enhancements.table = true;
        QVERIFY(!GameSummary::applies(ticTacToe("........."), enhanced));
    }

    void tenThousandLevelsUnderTableAndPvs()
    {
        const GameTree tree = chain(10'000);
        SearchOptions options{Algorithm::AlphaBeta, false, {}};
        options.enhancements.table = options.enhancements.pvs = true;
        QCOMPARE(Search::problem(tree, options).english(), std::string());
        const Trace trace = Search::run(tree, options);
        QCOMPARE(trace.result.value, 1);
        QCOMPARE(trace.result.visited, NodeId(10'001));
        Replay replay(tree, trace);
        replay.seek(trace.steps());
        QVERIFY(replay.path().empty());
    }

    /// Iterating to the bottom of a chain enters 1 + 2 + … nodes: 50 million for 10,000 levels
    /// (seconds, measured in tests/bench), so the test takes a chain of 3,000.
    void aDeepChainIterativelyDeepened()
    {
        constexpr NodeId levels = 3'000;
        const GameTree tree = chain(levels);
        SearchOptions options{Algorithm::AlphaBeta, false, {}};
        options.enhancements.table = options.enhancements.iterative = true;
        options.enhancements.depth = levels;
        QCOMPARE(Search::problem(tree, options).english(), std::string());
        const SearchResult result = Search::summarize(tree, options);
        QCOMPARE(result.value, 1);
        QCOMPARE(result.visited, NodeId(levels * (levels + 1) / 2 + levels)); // depth d enters d + 1 nodes
    }
};

QTEST_APPLESS_MAIN(EngineTest)
#include "tst_engine.moc"
