// SPDX-License-Identifier: GPL-3.0-or-later
// Monte Carlo tree search: the library's UCT against a plain one of the tests' own, node by
// node; replays that undo exactly; the answers on tic-tac-toe and Connect Four; the figures.
#include "core/content/BuiltInLessons.h"
#include "core/content/Comparison.h"
#include "core/content/TreeSource.h"
#include "core/games/GameRegistry.h"
#include "core/games/TreeGame.h"
#include "core/games/connect4/Connect4Kind.h"
#include "core/games/tictactoe/TicTacToeBoard.h"
#include "core/games/tictactoe/TicTacToeKind.h"
#include "core/games/tictactoe/TicTacToeSolver.h"
#include "core/io/TraceExport.h"
#include "core/search/Replay.h"
#include "core/search/Search.h"
#include "core/search/mcts/MctsConvergence.h"
#include "core/search/mcts/PerfectPlayRewards.h"
#include "core/search/mcts/Uct.h"
#include "core/search/mcts/UntracedMcts.h"
#include "core/tree/RandomTree.h"
#include "tests/support/ReferenceUct.h"
#include "tests/support/ReplaySnapshot.h"
#include "tests/support/TestTrees.h"

#include <QTest>
#include <nlohmann/json.hpp>

#include <random>

using namespace gtl;
using namespace gtl::test;

namespace {

std::shared_ptr<const GameTree> positionTree(const GameKind& kind, const std::string& text)
{
    auto loaded = TreeSource::position(kind, text).load(TreeSource::Extent::RootOnly);
    if (!loaded)
        qFatal("position %s does not load", text.c_str());
    return loaded->tree;
}

SearchOptions mcts(std::uint32_t iterations, std::uint64_t seed, double exploration = std::numbers::sqrt2)
{
    SearchOptions options;
    options.algorithm = Algorithm::Mcts;
    options.mcts = {iterations, seed, exploration};
    return options;
}

/// A random tic-tac-toe position after @p moves random moves, none of them ending the game.
std::string randomTicTacToe(std::mt19937& random, int moves)
{
    std::string board(9, '.');
    for (int i = 0; i < moves; ++i) {
        for (;;) {
            const auto square = std::size_t(random() % 9);
            if (board[square] != '.')
                continue;
            board[square] = i % 2 == 0 ? 'X' : 'O';
            if (TicTacToeBoard::parse(board, std::nullopt)->isOver())
                board[square] = '.';
            else
                break;
        }
    }
    return board;
}

/// A random Connect Four position after @p moves random moves, none of them ending the game.
std::string randomConnect4(std::mt19937& random, int moves)
{
    std::string played;
    while (int(played.size()) < moves) {
        const std::string next = played + char('1' + random() % 7);
        auto tree = TreeSource::position(connect4Kind(), next).load(TreeSource::Extent::RootOnly);
        if (tree && !GameRegistry::gameFromRoot(*tree->tree)->isOver(tree->tree->payload(GameTree::root())))
            played = next;
    }
    return played;
}

/// Each grown node's visits at the end of @p trace, by its path.
std::map<std::string, std::uint32_t> libraryVisits(const Trace& trace)
{
    const GameTree& tree = *trace.grownTree;
    Replay replay(tree, trace);
    replay.seek(replay.stepCount());
    std::map<std::string, std::uint32_t> visits;
    for (NodeId node = 0; node < tree.size(); ++node)
        visits[tree.path(node)] = replay.visits(node);
    return visits;
}

void compareWithReference(const GameTree& tree, const SearchOptions& options)
{
    const Trace trace = Search::run(tree, options);
    const auto game = GameRegistry::gameFromRoot(tree);
    const PlayoutScore score = game ? PlayoutScore::ofGame() : PlayoutScore::ofTree(tree);
    const TreeGame treeGame(tree);
    const Game& played = game ? *game : static_cast<const Game&>(treeGame);
    const auto expected = referenceUctVisits(played, score, options.mcts);
    QCOMPARE(libraryVisits(trace), expected);
}

/// The minimax value of each tic-tac-toe move from @p board, by the solver.
std::vector<std::optional<int>> moveScores(const std::string& board)
{
    return solveTicTacToe(*TicTacToeBoard::parse(board, std::nullopt)).moves;
}

} // namespace

class MctsTest : public QObject {
    Q_OBJECT

private slots:
    void visitsEveryNodeAsThePlainUctDoesOnTicTacToe()
    {
        std::mt19937 random(7);
        for (int i = 0; i < 60; ++i) {
            const std::string board = randomTicTacToe(random, i % 6);
            compareWithReference(*positionTree(ticTacToeKind(), board), mcts(100 + i * 7, i, i % 3 == 0 ? 0.2 : 2));
        }
    }

    void visitsEveryNodeAsThePlainUctDoesOnConnectFour()
    {
        std::mt19937 random(11);
        for (int i = 0; i < 25; ++i)
            compareWithReference(*positionTree(connect4Kind(), randomConnect4(random, i % 12)), mcts(400, i));
    }

    void visitsEveryNodeAsThePlainUctDoesOnTreesOfTheirOwn()
    {
        for (int i = 0; i < 120; ++i) {
            const GameTree tree = buildRandomTree(randomSpec(i));
            compareWithReference(tree, mcts(50 + i, i, std::numbers::sqrt2));
        }
        compareWithReference(presetTree("textbook"), mcts(500, 3));
    }

    void theSameSeedGivesTheSameRun()
    {
        const auto tree = positionTree(connect4Kind(), "4453");
        const Trace a = Search::run(*tree, mcts(300, 5));
        const Trace b = Search::run(*tree, mcts(300, 5));
        const Trace c = Search::run(*tree, mcts(300, 6));
        QVERIFY(a.events.size() == b.events.size());
        QVERIFY(std::equal(a.events.begin(), a.events.end(), b.events.begin(),
            [](const Event& x, const Event& y) { return std::memcmp(&x, &y, sizeof x) == 0; }));
        QCOMPARE(a.playouts, b.playouts);
        QVERIFY(a.playouts != c.playouts);
    }

    void stepsForwardThenBackToTheSameState()
    {
        const std::vector<std::shared_ptr<const GameTree>> trees = {positionTree(ticTacToeKind(), "........."),
            positionTree(connect4Kind(), "44"), std::make_shared<const GameTree>(presetTree("textbook"))};
        for (const auto& tree : trees) {
            const Trace trace = Search::run(*tree, mcts(300, 9));
            const GameTree& grown = *trace.grownTree;
            Replay replay(grown, trace);
            Replay other(grown, trace);
            while (!replay.atEnd()) {
                const Snapshot before(replay);
                replay.stepForward();
                const Snapshot after(replay);
                replay.stepBack();
                QVERIFY(Snapshot(replay) == before);
                replay.stepForward();
                QVERIFY(Snapshot(replay) == after);
            }
            // Seeking back from the end to the start undoes every iteration.
            replay.seek(0);
            QVERIFY(Snapshot(replay) == Snapshot(other));
            QCOMPARE(replay.iterations(), 0u);
        }
    }

    void aNodeAppearsWithItsExpansion()
    {
        const auto tree = positionTree(ticTacToeKind(), ".........");
        const Trace trace = Search::run(*tree, mcts(50, 1));
        const GameTree& grown = *trace.grownTree;
        Replay replay(grown, trace);
        QCOMPARE(grown.size(), 51u); // the root and one node per iteration
        for (std::size_t i = 0; i < trace.events.size(); ++i) {
            const Event& e = trace.events[i];
            if (e.kind == EventKind::Expand) {
                QVERIFY(!replay.isGenerated(e.node));
                replay.seek(i + 1);
                QVERIFY(replay.isGenerated(e.node));
            }
        }
    }

    void backUpsAddUpToTheIterations()
    {
        const auto tree = positionTree(connect4Kind(), "");
        const Trace trace = Search::run(*tree, mcts(700, 2));
        std::uint32_t visits = 0;
        for (const MoveVisits& move : trace.rootMoves)
            visits += move.visits;
        QCOMPARE(visits, 700u);
        QCOMPARE(trace.rootMoves.size(), std::size_t(7));
        const auto json = nlohmann::json::parse(TraceExport::json(*trace.grownTree, trace, true));
        QCOMPARE(json["root_children"].size(), std::size_t(7));
        std::uint32_t listed = 0;
        std::uint32_t most = 0;
        std::string best;
        for (const auto& child : json["root_children"]) {
            listed += child["visits"].get<std::uint32_t>();
            if (child["visits"].get<std::uint32_t>() > most) {
                most = child["visits"];
                best = child["move"];
            }
        }
        QCOMPARE(listed, 700u);
        QCOMPARE(json["best_move"].get<std::string>(), best);
    }

    void playsAMinimaxOptimalMoveOnTicTacToe()
    {
        // Positions whose moves do not all have one value, where choosing matters.
        std::mt19937 random(3);
        int tried = 0;
        int optimal = 0;
        while (tried < 40) {
            const std::string board = randomTicTacToe(random, int(random() % 5));
            const auto scores = moveScores(board);
            std::optional<int> best;
            std::optional<int> worst;
            for (const auto& s : scores) {
                if (s) {
                    best = std::max(best.value_or(*s), *s);
                    worst = std::min(worst.value_or(*s), *s);
                }
            }
            if (best == worst)
                continue;
            ++tried;
            const auto game = ticTacToeKind().game(*ticTacToeKind().parse(board, std::nullopt));
            UntracedMcts untraced;
            Uct<UntracedMcts> search(*game, PlayoutScore::ofGame(), {20'000, std::uint64_t(tried)}, untraced);
            search.run();
            const Position chosen = search.nodes()[search.mostVisitedRootChild()].position;
            MoveList moves;
            game->moves(game->start(), moves);
            for (const auto& move : moves) {
                if (game->play(game->start(), move.move) == chosen)
                    optimal += scores[move.move] == best;
            }
        }
        QVERIFY2(optimal >= 36, qPrintable(QString("%1 of 40 optimal").arg(optimal)));
    }

    void takesTheOnlyWinInOneOnConnectFour()
    {
        std::mt19937 random(5);
        int found = 0;
        while (found < 10) {
            const std::string moves = randomConnect4(random, 8 + int(random() % 14));
            const auto tree = positionTree(connect4Kind(), moves);
            const auto game = GameRegistry::gameFromRoot(*tree);
            const Position start = game->start();
            MoveList list;
            game->moves(start, list);
            std::vector<Move> wins;
            for (const auto& move : list) {
                const Position next = game->play(start, move.move);
                if (game->isOver(next) && game->finalScore(next, 0) < 0)
                    wins.push_back(move.move);
            }
            if (wins.size() != 1)
                continue;
            ++found;
            const Trace trace = Search::runFiguresOnly(*tree, mcts(20'000, std::uint64_t(found)));
            QCOMPARE(std::string(trace.result.bestMoveLabel(*trace.grownTree)), game->moveName(wins[0]));
        }
    }

    void convergenceEndsWithTheRootsVisits()
    {
        for (const char* board : {".........", "X...O...."}) {
            const auto tree = positionTree(ticTacToeKind(), board);
            const Trace trace = Search::run(*tree, mcts(1'000, 4));
            const GameTree& grown = *trace.grownTree;
            const MctsConvergence convergence = MctsConvergence::of(grown, trace, 50);
            QCOMPARE(convergence.moves().size(), std::size_t(grown.childCount(GameTree::root())));
            QVERIFY(convergence.points().size() >= 50 && convergence.points().size() <= 51);
            // Every point stands where its iteration's last back-up leaves the replay.
            Replay replay(grown, trace);
            std::uint32_t previous = 0;
            for (const MctsConvergence::Point& point : convergence.points()) {
                QVERIFY(point.iteration > previous);
                previous = point.iteration;
                replay.seek(point.step);
                QCOMPARE(replay.iterations(), point.iteration);
                QVERIFY(replay.atEnd() || replay.currentEvent()->node == GameTree::root());
                std::uint32_t sum = 0;
                for (std::size_t m = 0; m < convergence.moves().size(); ++m) {
                    QCOMPARE(point.visits[m], replay.visits(convergence.moves()[m]));
                    QCOMPARE(point.means[m], replay.meanReward(convergence.moves()[m]));
                    sum += point.visits[m];
                }
                QCOMPARE(sum, point.iteration);
            }
            QCOMPARE(convergence.points().back().iteration, 1'000u);
            QCOMPARE(convergence.points().back().step, trace.events.size());
            for (std::size_t m = 0; m < trace.rootMoves.size(); ++m)
                QCOMPARE(convergence.points().back().visits[m], trace.rootMoves[m].visits);
        }
        QVERIFY(MctsConvergence::of(presetTree("textbook"), Search::run(presetTree("textbook"), {})).moves().empty());
    }

    void perfectPlayRewardsAreTheSolversAndMinimaxs()
    {
        // X to move on "XXOOOX...": 7 blocks O's diagonal and draws; 8 and 9 lose.
        const auto block = positionTree(ticTacToeKind(), "XXOOOX...");
        const Trace blockRun = Search::run(*block, mcts(200, 1));
        const auto solved = perfectPlayRewards(*block, *blockRun.grownTree, {});
        QCOMPARE(solved, (std::vector<std::optional<double>>{0.5, 0.0, 0.0}));
        // The textbook tree: A, B, C are worth 3, 2, 2 to MAX among leaves from 2 to 14.
        const GameTree textbook = presetTree("textbook");
        const Trace textbookRun = Search::run(textbook, mcts(5, 1));
        const auto minimax = perfectPlayRewards(textbook, *textbookRun.grownTree, {});
        QCOMPARE(minimax.size(), std::size_t(3));
        QCOMPARE(*minimax[0], std::round(1.0 / 12 * kRewardOne) / kRewardOne);
        QCOMPARE(*minimax[1], 0.0);
        QCOMPARE(*minimax[2], 0.0);
        // A cancelled solve knows nothing.
        const std::atomic<bool> cancelled = true;
        const auto early = positionTree(connect4Kind(), "44");
        const Trace earlyRun = Search::run(*early, mcts(50, 1));
        for (const auto& reward : perfectPlayRewards(*early, *earlyRun.grownTree, {&cancelled, {}}))
            QVERIFY(!reward);
    }

    void comparesExplorationConstantsAndAlphaBeta()
    {
        const auto position = positionTree(ticTacToeKind(), "X...O....");
        SearchOptions asked = mcts(300, 9);
        asked.failHard = true; // left from alpha-beta: sampling has no window
        const auto constants = comparedRuns(Comparison::ExplorationConstants, position, "X...O....", asked);
        QCOMPARE(constants.size(), std::size_t(2));
        QCOMPARE(constants[0].options.mcts.exploration, 0.2);
        QCOMPARE(constants[1].options.mcts.exploration, 2.0);
        for (const ComparedRun& run : constants) {
            QCOMPARE(run.options.algorithm, Algorithm::Mcts);
            QVERIFY(!run.options.failHard);
            QCOMPARE(run.options.mcts.iterations, 300u);
            QCOMPARE(run.options.mcts.seed, 9u);
        }
        const auto versus = comparedRuns(Comparison::MctsVersusAlphaBeta, position, "X...O....", asked);
        QCOMPARE(versus.size(), std::size_t(2));
        QCOMPARE(versus[0].options.algorithm, Algorithm::Mcts);
        QCOMPARE(versus[1].options.algorithm, Algorithm::AlphaBeta);
        QCOMPARE(versus[1].options.enhancements.depth, 0u); // tic-tac-toe is searched whole
        // Connect Four cannot be: alpha-beta looks kMctsRivalDepth moves ahead.
        const auto connect4 = positionTree(connect4Kind(), "4453");
        const auto deep = comparedRuns(Comparison::MctsVersusAlphaBeta, connect4, "4453", asked);
        QCOMPARE(deep[1].options.algorithm, Algorithm::NegamaxAlphaBeta);
        QCOMPARE(deep[1].options.enhancements.depth, kMctsRivalDepth);
        for (const ComparedRun& run : deep)
            QVERIFY(Search::problem(*connect4, run.options).empty());
    }

    /// What the lessons on Monte Carlo tree search say besides the figures they fill in.
    void theLessonsSayWhatTheRunsDo()
    {
        // "8 draws, every other move loses" on ttt-transpositions.
        const auto scores = moveScores("XOX.O....");
        for (std::size_t square : {3u, 5u, 6u, 8u})
            QVERIFY(*scores[square] < 0);
        QCOMPARE(*scores[7], 0);
        // The exploration stop of the four phases: 8 looks worse than 7 and has the fewest visits.
        const GameTree block = presetTree("ttt-block");
        const SearchOptions phases = BuiltInLessons::outline("mcts-phases")->options;
        const Trace blockRun = Search::run(block, phases);
        const GameTree& grown = *blockRun.grownTree;
        const auto lesson = BuiltInLessons::make("mcts-phases", grown, blockRun);
        QVERIFY(lesson);
        Replay replay(grown, blockRun);
        replay.seek(lesson->stops[4].step);
        const NodeId seven = grown.firstChild(GameTree::root());
        const NodeId eight = seven + 1;
        QCOMPARE(std::string(grown.label(eight)), std::string("8"));
        QCOMPARE(replay.currentEvent()->node, eight);
        QVERIFY(replay.meanReward(eight) < replay.meanReward(seven));
        for (NodeId move : grown.children(GameTree::root()))
            QVERIFY(move == eight || replay.visits(move) > replay.visits(eight));
        // With C = 2 every move of ttt-transpositions gets a tenth of the samples at least.
        SearchOptions spread = BuiltInLessons::outline("mcts-exploration")->options;
        spread.mcts.exploration = 2;
        for (const MoveVisits& move : Search::run(presetTree("ttt-transpositions"), spread).rootMoves)
            QVERIFY(move.visits >= spread.mcts.iterations / 10);
        // On c4-horizon, 4 leads after 1,000 iterations and is the answer after 5,000.
        const GameTree horizon = presetTree("c4-horizon");
        const SearchOptions sampling = BuiltInLessons::outline("mcts-alphabeta")->options;
        const Trace answer = Search::run(horizon, sampling);
        QCOMPARE(std::string(answer.result.bestMoveLabel(*answer.grownTree)), std::string("4"));
        SearchOptions shorter = sampling;
        shorter.mcts.iterations = 1'000;
        const Trace early = Search::run(horizon, shorter);
        QCOMPARE(std::string(early.result.bestMoveLabel(*early.grownTree)), std::string("4"));
    }

    void refusesWhatItCannotSearch()
    {
        SearchOptions depth = mcts(100, 1);
        depth.enhancements.depth = 3;
        const GameTree textbook = presetTree("textbook");
        QVERIFY(!Search::problem(textbook, depth).empty());
        QVERIFY(!Search::problem(textbook, mcts(0, 1)).empty());
        QVERIFY(!Search::problem(textbook, mcts(100, 1, -1)).empty());
        QVERIFY(!Search::problem(parsed("({0.5: 1, 0.5: 2}, 3)"), mcts(100, 1)).empty());
        QVERIFY(Search::problem(textbook, mcts(100, 1)).empty());
    }
};

QTEST_GUILESS_MAIN(MctsTest)
#include "tst_mcts.moc"
