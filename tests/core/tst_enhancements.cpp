// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the enhanced searches: against the textbook engine and minimax on every tic-tac-toe position
// and random trees, what they refuse, fixed-size tables and iterations.
#include "core/base/Counted.h"
#include "core/games/GameKind.h"
#include "core/games/TreeGame.h"
#include "core/games/tictactoe/TicTacToeGame.h"
#include "core/games/tictactoe/TicTacToeTree.h"
#include "core/io/TreeTextParser.h"
#include "core/search/ConfigurationTable.h"
#include "core/search/EnhancementWords.h"
#include "core/search/GameSearch.h"
#include "core/search/Iterations.h"
#include "core/search/Search.h"
#include "tests/support/ReferenceSearch.h"
#include "tests/support/SearchConfigurations.h"
#include "tests/support/TestTrees.h"

#include <QtTest>

using namespace gtl;
using namespace gtl::test;

class EnhancementsTest : public QObject {
    Q_OBJECT

private slots:
    /// A game's choices are numbered in the search, named in words in the description and with
    /// hyphens on the command line and in files; an evaluation reaches the game by its number.
    void aGamesChoicesAreNamedByTheGame()
    {
        // Tic-tac-toe with a second evaluation, as a game that offers one.
        class Evaluated : public TicTacToeGame {
        public:
            std::span<const std::string_view> evaluationNames() const override
            {
                static constexpr std::string_view kNames[] = {"twice the lines"};
                return kNames;
            }
            Value evaluate(Position position, std::size_t evaluation) const override
            {
                return TicTacToeGame::evaluate(position, 0) * (evaluation == 1 ? 2 : 1);
            }
        };
        const Evaluated game;
        const ChoiceNames names(game);
        QCOMPARE(names.of(ChoiceKind::Order), std::vector<std::string>{"centre first"});
        QCOMPARE(names.find(ChoiceKind::Order, "centre-first"), std::optional<std::size_t>(1));
        QCOMPARE(names.find(ChoiceKind::Order, "tree"), std::optional<std::size_t>(0));
        QCOMPARE(names.find(ChoiceKind::Evaluation, "twice-the-lines"), std::optional<std::size_t>(1));
        QCOMPARE(names.find(ChoiceKind::Scoring, "fast"), std::optional<std::size_t>(1)); // a file's first word
        QVERIFY(!names.find(ChoiceKind::Scoring, "centre-first"));
        QCOMPARE(names.written(ChoiceKind::Evaluation, 1), std::string("twice-the-lines"));
        QCOMPARE(names.written(ChoiceKind::Scoring, 0), std::string("plain"));
        QCOMPARE(names.unknown(GameKind::nameInSentence("tic-tac-toe"), ChoiceKind::Order, "x").english(),
            std::string("tic-tac-toe has no order 'x'; its orders: centre-first"));
        SearchOptions options = labOptions(2);
        options.enhancements.order = 1;
        options.enhancements.table = true;
        QCOMPARE(searchOptionsName(options, names),
            std::string("Negamax alpha-beta, depth 2, fast wins, centre first, table"));
        options.enhancements.evaluation = 1;
        QCOMPARE(searchOptionsName(options, names),
            std::string("Negamax alpha-beta, depth 2, fast wins, twice the lines, centre first, table"));
        QCOMPARE(Message::joined(enhancementsWords(options.enhancements, ChoiceNames()), ", ").english(),
            std::string("depth 2, scoring 1, evaluation 1, order 1, table"));
        // From the empty board to depth 1 the best reply keeps 4 lines open more than the
        // opponent's: twice that by the second evaluation.
        options.enhancements = {};
        options.enhancements.depth = 1;
        QCOMPARE(searchCounts(game, options).value, Value(4));
        options.enhancements.evaluation = 1;
        QCOMPARE(searchCounts(game, options).value, Value(8));
    }

    void labReproducesTheTextbookEngine()
    {
        // The textbook engine's node counts from the empty board (depth 9, fast wins),
        // obtained by running it: every configuration it can express, in numeric and in
        // centre-first order, with or without its table and iterative deepening.
        struct Row {
            std::size_t order;
            bool table;
            bool iterative;
            std::uint64_t nodes;
            std::uint64_t cutoffs;
        };
        const Row rows[]
            = {{0, false, false, 20'866, 7'692}, {0, false, true, 54'501, 19'677}, {0, true, false, 5'453, 1'721},
                {0, true, true, 8'568, 2'779}, {TicTacToeGame::kCentreFirst, false, false, 7'865, 2'854},
                {TicTacToeGame::kCentreFirst, false, true, 23'418, 8'189},
                {TicTacToeGame::kCentreFirst, true, false, 2'143, 657},
                {TicTacToeGame::kCentreFirst, true, true, 4'814, 1'530}};
        const TicTacToeGame game;
        for (const Row& row : rows) {
            SearchOptions options = labOptions();
            options.enhancements.order = row.order;
            options.enhancements.table = row.table;
            options.enhancements.iterative = row.iterative;
            const SearchCounts result = searchCounts(game, options);
            QCOMPARE(result.enters, row.nodes);
            QCOMPARE(result.cutoffs, row.cutoffs);
            QCOMPARE(result.value, Value(0)); // perfect play draws
            if (row.order == TicTacToeGame::kCentreFirst && row.table && row.iterative)
                QCOMPARE(game.moveName(result.bestMove), std::string("5")); // the engine takes the centre
        }
        SearchOptions minimax = labOptions();
        minimax.algorithm = Algorithm::Negamax;
        QCOMPARE(searchCounts(game, minimax).enters, std::uint64_t(549'946));
    }

    void labAgreesWithPlainNegamaxOnEveryPosition()
    {
        // Every reachable position, every depth, both scorings: each configuration returns the
        // plain search's value and a move that achieves it.
        const auto positions = reachableTicTacToe();
        QCOMPARE(positions.size(), std::size_t(5478));
        // Under the sanitizers (ten times slower) a seventh of the positions, spread evenly.
        const std::size_t stride = qEnvironmentVariableIsSet("GTL_SANITIZED") ? 7 : 1;
        std::size_t checked = 0;
        for (const std::size_t scoring : {std::size_t(0), TicTacToeGame::kFastWins}) {
            for (std::uint32_t depth = 1; depth <= 9; ++depth) {
                auto configurations = labConfigurations(depth, scoring, 1);
                // Plain negamax is the reference itself, and the slowest by far: it is checked
                // from the empty board in labReproducesTheTextbookEngine.
                configurations.erase(configurations.begin());
                for (std::size_t index = depth % stride; index < positions.size(); index += stride) {
                    const auto& [text, mover] = positions[index];
                    ReferenceTicTacToe reference{text, scoring == TicTacToeGame::kFastWins};
                    const int expected = reference.remembered(mover, int(depth));
                    const auto board = TicTacToeBoard::parse(text, mover);
                    QVERIFY(board);
                    const TicTacToeGame game(*board);
                    for (const SearchOptions& options : configurations) {
                        const SearchCounts result = searchCounts(game, options);
                        if (result.value != expected) {
                            QFAIL(qPrintable(QString("%1 %2 to move, depth %3, %4: %5, expected %6")
                                                 .arg(QString::fromStdString(text), QChar(mover))
                                                 .arg(depth)
                                                 .arg(QString::fromStdString(
                                                     searchOptionsName(options, ChoiceNames(TicTacToeGame()))))
                                                 .arg(result.value)
                                                 .arg(expected)));
                        }
                        if (result.hasMove) {
                            ReferenceTicTacToe after{text, reference.fastWins};
                            after.board[result.bestMove] = mover;
                            QCOMPARE(-after.remembered(mover == 'X' ? 'O' : 'X', int(depth) - 1), expected);
                        }
                        ++checked;
                    }
                }
            }
        }
        QVERIFY(checked * stride > 1'000'000);
    }

    /// On random trees, searched to the leaves and (with random static evaluations on the inner
    /// nodes) to every shallower depth, every configuration finds plain minimax's value.
    void labAgreesWithMinimaxOnRandomTrees()
    {
        std::mt19937 random(99);
        for (std::uint64_t seed = 1; seed <= 3000; ++seed) {
            const GameTree tree = randomEvaluatedTree(seed, 4, 1 + std::uint32_t(seed % 5), random);
            const TreeGame game(tree);
            const std::uint32_t height = std::max(1u, tree.height());
            for (std::uint32_t depth = seed % 3 == 0 ? 1 : height; depth <= height; ++depth) {
                QCOMPARE(game.missingEvaluation(depth), kNoNode);
                const Value minimax = referenceMinimaxTo(tree, GameTree::root(), depth);
                // Negamax scores from the side to move at the root.
                const Value expected = tree.rootPlayer() == Player::Max ? minimax : -minimax;
                for (const SearchOptions& options : labConfigurations(depth, 0, 0)) {
                    const SearchCounts result = searchCounts(game, options);
                    QCOMPARE(result.value, expected);
                    if (result.hasMove) {
                        const Value child = referenceMinimaxTo(tree, NodeId(result.bestMove), depth - 1);
                        QCOMPARE(tree.rootPlayer() == Player::Max ? child : -child, expected);
                    }
                }
            }
        }
        QCOMPARE(TreeGame(presetTree("mixed")).missingEvaluation(2), NodeId(4)); // A/1
    }

    /// On random trees in which some subtrees recur as one position, every configuration,
    /// the table answering recurring positions, finds plain minimax's value.
    void labAgreesWithMinimaxOnTreesWithTranspositions()
    {
        std::mt19937 random(7);
        std::uint64_t tableHits = 0;
        for (int i = 0; i < 3000; ++i) {
            const std::string text = randomTranspositionsText(random, 2 + std::uint32_t(i % 4), false);
            const auto tree = TreeTextParser::parse(text, i % 2 ? Player::Max : Player::Min);
            QVERIFY2(tree, text.c_str());
            const Value minimax = referenceMinimax(*tree, GameTree::root());
            const Value expected = tree->rootPlayer() == Player::Max ? minimax : -minimax;
            const TreeGame game(*tree);
            for (const SearchOptions& options : labConfigurations(tree->height(), 0, 0)) {
                const SearchCounts result = searchCounts(game, options);
                QCOMPARE(result.value, expected);
                tableHits += result.tableExact + result.tableBounds;
            }
        }
        QVERIFY(tableHits > 1000); // the recurring positions were found in the table
    }

    /// Every configuration finds the value plain minimax finds with the same depth and
    /// evaluations, and a best move of that value, however often it enters a node.
    void enhancedTracesAgreeWithMinimax()
    {
        std::mt19937 random(5);
        std::size_t checked = 0;
        NodeId hits = 0;
        NodeId researches = 0;
        const bool sanitized = qEnvironmentVariableIsSet("GTL_SANITIZED");
        const int trees = sanitized ? 150 : 600; // a quarter under the sanitizers
        for (int i = 0; i < trees; ++i) {
            const std::uint32_t height = 2 + std::uint32_t(i % 4);
            const auto tree = TreeTextParser::parse(
                randomTranspositionsText(random, height, true), i % 2 ? Player::Max : Player::Min);
            QVERIFY(tree);
            const std::uint32_t depth = 1 + std::uint32_t(random() % tree->height());
            NodeId withinDepth = 0;
            for (NodeId n = 0; n < tree->size(); ++n)
                withinDepth += tree->depth(n) <= depth ? 1 : 0;
            for (const SearchOptions& options : enhancedConfigurations(*tree, depth)) {
                const Trace trace = Search::run(*tree, options);
                const bool negamaxView = isNegamax(options.algorithm) && tree->rootPlayer() == Player::Min;
                const Value expected = referenceMinimaxTo(*tree, GameTree::root(), depth);
                QCOMPARE(negamaxView ? -trace.result.value : trace.result.value, expected);
                QVERIFY(trace.result.bestMove != kNoNode);
                QCOMPARE(referenceMinimaxTo(*tree, trace.result.bestMove, depth - 1), expected);
                // A cut-off prunes only what the search would have looked at, nothing past the horizon
                // (counted where each node is entered once).
                if (!options.enhancements.iterative && !options.enhancements.pvs)
                    QVERIFY(trace.result.visited + trace.result.pruned <= withinDepth);
                hits += trace.result.tableHits;
                researches += trace.result.researches;
                ++checked;
            }
        }
        QVERIFY(checked > std::size_t(trees) * 15);
        QVERIFY(hits > NodeId(trees));
        QVERIFY(researches > NodeId(trees / 6));
    }

    /// However often an enhanced search enters a node, its tree's coverage counts each node once:
    /// entered, pruned or not reached add up to the tree; a node counts as entered exactly when
    /// the trace enters it; traced or counting figures only, the coverage is the same; and a
    /// plain search of the whole tree, which enters each node once, prunes what it skips.
    void treeCoverageAddsUpToTheTree()
    {
        std::mt19937 random(11);
        for (int i = 0; i < 120; ++i) {
            const auto tree = TreeTextParser::parse(
                randomTranspositionsText(random, 2 + std::uint32_t(i % 4), true), i % 2 ? Player::Max : Player::Min);
            QVERIFY(tree);
            const std::uint32_t depth = 1 + std::uint32_t(random() % tree->height());
            std::vector<SearchOptions> configurations = enhancedConfigurations(*tree, depth);
            configurations.push_back({Algorithm::AlphaBeta, false});
            for (const SearchOptions& options : configurations) {
                const Trace trace = Search::run(*tree, options);
                const TreeCoverage& coverage = trace.result.coverage;
                const QString where = QStringLiteral("tree %1 under %2")
                                          .arg(i)
                                          .arg(QString::fromStdString(searchOptionsName(options, ChoiceNames(*tree))));
                QVERIFY2(coverage.total() == tree->size(), qPrintable(where));
                std::vector<bool> entered(tree->size(), false);
                for (const Event& event : trace.events)
                    entered[event.node] = entered[event.node] || event.kind == EventKind::Enter;
                QCOMPARE(coverage.entered, NodeId(std::count(entered.begin(), entered.end(), true)));
                QVERIFY2(coverage.entered <= trace.result.visited, qPrintable(where));
                const TreeCoverage figuresOnly = Search::runFiguresOnly(*tree, options).result.coverage;
                QCOMPARE(figuresOnly.entered, coverage.entered);
                QCOMPARE(figuresOnly.pruned, coverage.pruned);
                if (!options.enhancements.any()) {
                    QCOMPARE(coverage.entered, trace.result.visited);
                    QCOMPARE(coverage.pruned, trace.result.pruned);
                    QCOMPARE(coverage.unreached, NodeId(0));
                }
            }
        }
    }

    /// Stepped on the whole tic-tac-toe tree, the lab's configurations enter exactly as many
    /// positions as the textbook engine (the same figures as the game searched directly).
    void enhancedTraceReproducesTheTextbookEngine()
    {
        const GameTree tree = buildTicTacToeTree({});
        for (const SearchOptions& options : standardConfigurations(9, TicTacToeGame::kFastWins, 1)) {
            const SearchResult traced = Search::summarize(tree, options);
            const SearchCounts direct = searchCounts(TicTacToeGame(), options);
            const std::string where = searchOptionsName(options, ChoiceNames(TicTacToeGame()));
            QVERIFY2(traced.visited == direct.enters, where.c_str());
            // The trace counts the cut-offs that skip a move, the engine also those after the last.
            QVERIFY2(traced.cutoffs <= direct.cutoffs && (traced.cutoffs > 0) == usesWindow(options.algorithm),
                where.c_str());
            QCOMPARE(traced.value, direct.value);
            // The trace counts the hits that answer or narrow; the lab also those that change nothing.
            QVERIFY(
                traced.tableHits >= direct.tableExact && traced.tableHits <= direct.tableExact + direct.tableBounds);
            QCOMPARE(traced.tableHits > 0, options.enhancements.table);
            QCOMPARE(std::string(tree.label(traced.bestMove)), TicTacToeGame().moveName(direct.bestMove));
        }
    }

    /// A root that is a leaf is the whole search: its value is the result (found by fuzzing).
    void enhancedSearchOfALeaf()
    {
        const GameTree leaf = *TreeTextParser::parse("1", Player::Max);
        for (const SearchOptions& options : enhancedConfigurations(leaf, 0)) {
            const Trace trace = Search::run(leaf, options);
            QCOMPARE(trace.result.value, 1);
            QCOMPARE(trace.result.bestMove, kNoNode);
        }
    }

    void enhancedSearchesSayWhatTheyCannotDo_data()
    {
        QTest::addColumn<QString>("tree");
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("message");
        QTest::newRow("centre first on a tree") << "mixed"
                                                << "centre"
                                                << "this tree has no order 1; it has only its own";
        QTest::newRow("fast wins on a tree") << "mixed"
                                             << "fast-wins"
                                             << "this tree has no scoring 1; it has only its own";
        QTest::newRow("an evaluation tic-tac-toe lacks") << "ttt-block"
                                                         << "evaluation 1"
                                                         << "tic-tac-toe has no evaluation 1; it has only its own";
        QTest::newRow("horizon without evaluations") << "mixed"
                                                     << "depth 2"
                                                     << "A/1";
    }

    void enhancedSearchesSayWhatTheyCannotDo()
    {
        QFETCH(QString, tree);
        QFETCH(QString, change);
        QFETCH(QString, message);
        const GameTree built = presetTree(tree);
        SearchOptions options{Algorithm::AlphaBeta, false, {}};
        if (change == "centre")
            options.enhancements.order = TicTacToeGame::kCentreFirst;
        else if (change == "fast-wins")
            options.enhancements.scoring = TicTacToeGame::kFastWins;
        else if (change == "evaluation 1")
            options.enhancements.evaluation = 1;
        else if (change == "depth 2")
            options.enhancements.depth = 2;
        else
            options.enhancements.table = true;
        const std::string problem = Search::problem(built, options).english();
        QVERIFY2(QString::fromStdString(problem).contains(message), problem.c_str());
    }

    /// A table of four slots still finds the value; it loses entries to other positions and
    /// says how often, and searches more than an unbounded one.
    void fixedSizeTableCountsWhatItLoses()
    {
        SearchOptions options = labOptions();
        options.enhancements.order = TicTacToeGame::kCentreFirst;
        options.enhancements.table = true;
        options.enhancements.tableSize = 4;
        const SearchCounts small = searchCounts(TicTacToeGame(), options);
        options.enhancements.tableSize = 0;
        const SearchCounts unbounded = searchCounts(TicTacToeGame(), options);
        QCOMPARE(small.value, unbounded.value);
        QVERIFY(small.overwritten > 0 && small.collisions > 0);
        QCOMPARE(unbounded.overwritten, std::uint64_t(0));
        QCOMPARE(unbounded.collisions, std::uint64_t(0));
        QVERIFY(small.enters > unbounded.enters);
    }

    void iterationsHaveTheirFigures()
    {
        const GameTree tree = presetTree("aspiration");
        SearchOptions options{Algorithm::AlphaBeta, false, {}};
        options.enhancements.iterative = true;
        options.enhancements.aspiration = 1;
        const Trace trace = Search::run(tree, options);
        const auto iterations = iterationsOf(trace);
        QCOMPARE(iterations.size(), std::size_t(2));
        QCOMPARE(iterations[0].depth, 1u);
        QCOMPARE(iterations[0].value, 2); // by the evaluations, through C
        QCOMPARE(std::string(tree.label(iterations[0].principalVariation.at(0))), std::string("C"));
        QCOMPARE(iterations[1].value, 5); // searched to the leaves, through A after the re-search
        QCOMPARE(tree.path(iterations[1].principalVariation.back()), std::string("A/1"));
        QCOMPARE(iterations[0].enters + iterations[1].enters, trace.result.visited);
        QCOMPARE(iterationAt(iterations, 0), -1);
        QCOMPARE(iterationAt(iterations, iterations[1].firstStep - 1), 0);
        QCOMPARE(iterationAt(iterations, trace.steps()), 1);
        QVERIFY(iterationsOf(Search::run(tree, {Algorithm::AlphaBeta, false, {}})).empty());
    }

    void labRefusesWhatDoesNotCompose_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("message");
        QTest::newRow("pvs without alpha-beta") << "pvs"
                                                << "need a form of alpha-beta";
        QTest::newRow("aspiration alone") << "aspiration"
                                          << "need iterative deepening";
        QTest::newRow("size without table") << "size"
                                            << "needs the transposition table";
        QTest::newRow("depth 10,001") << "depth"
                                      << "between 1 and 10,000";
    }

    void labRefusesWhatDoesNotCompose()
    {
        QFETCH(QString, change);
        QFETCH(QString, message);
        SearchOptions options = labOptions();
        QVERIFY(searchOptionsProblem(options).empty());
        if (change == "pvs") {
            options.algorithm = Algorithm::Negamax;
            options.enhancements.pvs = true;
        } else if (change == "aspiration") {
            options.enhancements.aspiration = 2;
        } else if (change == "size") {
            options.enhancements.tableSize = 16;
        } else {
            options.enhancements.depth = 10'001;
        }
        const std::string problem = searchOptionsProblem(options).english();
        QVERIFY2(QString::fromStdString(problem).contains(message), problem.c_str());
    }
};

QTEST_APPLESS_MAIN(EnhancementsTest)
#include "tst_enhancements.moc"
