// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of Connect Four: its positions and their text, the evaluations' figures, the depth-limited
// search with every enhancement against a plain negamax, and the exact solver against a plain one.
#include "core/content/BuiltInLessons.h"
#include "core/content/Catalogue.h"
#include "core/content/TreeSource.h"
#include "core/games/GameRegistry.h"
#include "core/games/connect4/Connect4Game.h"
#include "core/games/connect4/Connect4Kind.h"
#include "core/games/connect4/Connect4Solver.h"
#include "core/games/connect4/Connect4Table.h"
#include "core/io/TreeFile.h"
#include "core/search/EventFields.h"
#include "core/search/GameSearch.h"
#include "core/search/Search.h"
#include "core/tree/SplitMix64.h"
#include "tests/support/ReferenceConnect4.h"
#include "tests/support/SearchConfigurations.h"

#include <QtTest>

using namespace gtl;
using namespace gtl::test;

namespace {

Connect4Board boardOf(std::string_view moves)
{
    const auto board = Connect4Board::parse(moves);
    if (!board)
        qFatal("cannot parse %s: %s", std::string(moves).c_str(), board.error().toString().c_str());
    return *board;
}

Position positionOf(std::string_view moves)
{
    return boardOf(moves).position();
}

/// Positions of random quiet play, one per seed from @p first, with @p low to @p high discs.
std::vector<std::string> quietPositions(std::uint64_t first, std::size_t count, int low, int high)
{
    std::vector<std::string> positions;
    SplitMix64 random(first);
    for (std::uint64_t seed = first; positions.size() < count; ++seed) {
        std::string moves = randomQuietMoves(seed, int(random.between(low, high)));
        if (!moves.empty() || low == 0)
            positions.push_back(std::move(moves));
    }
    return positions;
}

/// "−2", "0", "+8": a figure as the presets and captions write it.
std::string signedText(int value)
{
    return value < 0 ? "−" + std::to_string(-value) : value > 0 ? "+" + std::to_string(value) : "0";
}

/// Negamax alpha-beta @p depth moves deep on the Connect Four preset @p preset, figures only.
Trace searchOf(std::string_view preset, std::uint32_t depth, Enhancements more = {})
{
    more.depth = depth;
    return Search::runFiguresOnly(Catalogue::findPreset(preset)->build(), {Algorithm::NegamaxAlphaBeta, false, more});
}

std::string bestMoveOf(const Trace& trace)
{
    return std::string(trace.result.bestMoveLabel(*trace.grownTree));
}

/// Whether the description of @p preset and the captions of the lessons on it all hold @p words.
bool writtenIn(std::string_view preset, const std::string& words)
{
    if (std::string_view(Catalogue::findPreset(preset)->description).find(words) != std::string_view::npos)
        return true;
    qWarning("the description of %s does not say \"%s\"", std::string(preset).c_str(), words.c_str());
    return false;
}

/// A game of 42 moves in which no one connects four.
std::string fullDrawnGame()
{
    for (std::uint64_t seed = 1;; ++seed) {
        if (std::string moves = randomQuietMoves(seed, 42); !moves.empty())
            return moves;
    }
}

} // namespace

class Connect4Test : public QObject {
    Q_OBJECT

private slots:
    void theKindNamesTheGameAndItsOption()
    {
        const GameKind& kind = connect4Kind();
        QCOMPARE(GameRegistry::findByOption("--connect4"), &kind);
        QCOMPARE(GameRegistry::find("Connect Four"), &kind);
        QCOMPARE(kind.names().fileMember, std::string_view("connect4"));
        QVERIFY(!kind.treeIsWhole());
        QCOMPARE(kind.longestGame(), 42u);
        const auto empty = kind.parse("", std::nullopt);
        QVERIFY(empty);
        QCOMPARE(kind.sideToMove(*empty), 'X');
        QCOMPARE(kind.text(*empty), std::string());
        QCOMPARE(kind.game(*empty)->start(), *empty);
        QCOMPARE(kind.rows(positionOf("4453")),
            (std::vector<std::string>{".......", ".......", ".......", ".......", "...O...", "..OXX.."}));
        // The tree of a position is its start alone: the search grows the rest.
        QCOMPARE(kind.tree(positionOf("4453")).size(), NodeId(1));
    }

    void theSideToMoveFollowsTheCount()
    {
        QVERIFY(connect4Kind().parse("4", 'O'));
        const auto refused = connect4Kind().parse("4", 'X');
        QVERIFY(!refused);
        QCOMPARE(refused.error().toString(),
            std::string("after 1 moves O is to move, not X (the players alternate, X first)"));
    }

    void badMovesSayWhichMoveAndWhy_data()
    {
        QTest::addColumn<QString>("moves");
        QTest::addColumn<QString>("message");
        QTest::newRow("digit 8") << "448"
                                 << "move 3: '8' is not a column (write the columns played, 1 to 7, e.g. 4453)";
        QTest::newRow("digit 0") << "0"
                                 << "move 1: '0' is not a column";
        QTest::newRow("letter") << "44a5"
                                << "move 3: 'a' is not a column";
        QTest::newRow("space") << "4 4"
                               << "move 2: ' ' is not a column";
        QTest::newRow("control character") << "4\t"
                                           << "move 2: '\\x09' is not a column";
        QTest::newRow("full column") << "4444444"
                                     << "move 7: column 4 is full (it holds 6 discs)";
        QTest::newRow("after a win") << "12121213"
                                     << "move 8: the game is over: X connected four with move 7";
        QTest::newRow("after O's win") << "112121212"
                                       << "move 9: the game is over: O connected four with move 8";
        QTest::newRow("more than 42") << QString::fromStdString(fullDrawnGame() + "4")
                                      << "move 43: the board is full after 42 moves";
    }
    void badMovesSayWhichMoveAndWhy()
    {
        QFETCH(QString, moves);
        QFETCH(QString, message);
        const auto board = Connect4Board::parse(moves.toStdString());
        QVERIFY(!board);
        const QString error = QString::fromStdString(board.error().toString());
        QVERIFY2(error.startsWith(message), qPrintable(error));
        const auto loaded = TreeSource::position(connect4Kind(), moves.toStdString()).load();
        QVERIFY(!loaded);
        QCOMPARE(QString::fromStdString(loaded.error().toString()), "Connect Four position: " + error);
    }

    void aBoardDecodesItsDiscsLastMoveAndFour()
    {
        const Connect4Board board = Connect4Board::fromPosition(positionOf("4453"));
        using D = Connect4Board::Disc;
        QCOMPARE(board.disc(3, 0), D::X);
        QCOMPARE(board.disc(3, 1), D::O);
        QCOMPARE(board.disc(4, 0), D::X);
        QCOMPARE(board.disc(2, 0), D::O);
        QCOMPARE(board.disc(3, 2), D::Empty);
        QCOMPARE(board.toMove(), D::X);
        QCOMPARE(board.lastMove(), std::optional<int>(2));
        QVERIFY(!board.winningFour());
        QCOMPARE(Connect4Board().lastMove(), std::nullopt);
        // X's four up column 1, made by the disc on row 4.
        const Connect4Board won = Connect4Board::fromPosition(positionOf("1212121"));
        QCOMPARE(won.winner(), D::X);
        QVERIFY(won.isOver());
        using S = Connect4Board::Square;
        QCOMPARE(won.winningFour(), (std::optional<std::array<S, 4>>({S{0, 0}, S{0, 1}, S{0, 2}, S{0, 3}})));
        // A diagonal four by X, made by its last disc.
        const Connect4Board diagonal = Connect4Board::fromPosition(positionOf("12234334744"));
        QCOMPARE(diagonal.winner(), D::X);
        QCOMPARE(diagonal.winningFour(), (std::optional<std::array<S, 4>>({S{0, 0}, S{1, 1}, S{2, 2}, S{3, 3}})));
    }

    void everyPositionReadsBackAndMatchesThePlainBoard()
    {
        const GameKind& kind = connect4Kind();
        for (const std::string& moves : quietPositions(1, 3000, 0, 42)) {
            const Position position = positionOf(moves);
            const std::string text = kind.text(position);
            const auto again = kind.parse(text, kind.sideToMove(position));
            QVERIFY2(again, (moves + " wrote " + text).c_str());
            QCOMPARE(*again, position);
            const Connect4Board board = Connect4Board::fromPosition(position);
            const ReferenceConnect4 plain = ReferenceConnect4::fromMoves(moves);
            for (int column = 0; column < 7; ++column) {
                for (int row = 0; row < 6; ++row) {
                    const char disc = "\0XO"[int(board.disc(column, row))];
                    QCOMPARE(disc == '\0' ? '.' : disc, plain.at(column, row));
                }
            }
            QCOMPARE(board.lastMove(), moves.empty() ? std::nullopt : std::optional<int>(moves.back() - '1'));
        }
    }

    /// A forcing move wins at once, blocks the opponent's win at once or makes a new threat, as
    /// a plain board finds them window by window.
    void forcingMovesAreWinsBlocksAndNewThreats()
    {
        const Connect4Game game;
        int forcing = 0;
        int quiet = 0;
        for (const std::string& moves : quietPositions(7, 2000, 0, 41)) {
            const Position position = positionOf(moves);
            const ReferenceConnect4 plain = ReferenceConnect4::fromMoves(moves);
            for (int column = 0; column < 7; ++column) {
                if (!plain.canPlay(column))
                    continue;
                const bool expected = plain.isForcing(column);
                QVERIFY2(game.isForcing(position, Move(column)) == expected,
                    (moves + " column " + std::to_string(column + 1)).c_str());
                (expected ? forcing : quiet) += 1;
            }
        }
        QVERIFY(forcing > 1000 && quiet > 1000); // both kinds are checked, many times
        // X has 4 and 5 on the bottom row: 3 and 6 each make a second threat; 1 makes none.
        const Position open = positionOf("4455");
        QVERIFY(game.isForcing(open, 2));
        QVERIFY(game.isForcing(open, 5));
        QVERIFY(!game.isForcing(open, 0));
    }

    void theGameOrdersScoresAndKeysItsPositions()
    {
        const Connect4Game game;
        MoveList moves;
        game.moves(game.start(), moves);
        QCOMPARE(moves.size(), std::size_t(7));
        game.order(game.start(), Connect4Game::kCentreFirst, moves);
        std::string order;
        for (const auto& move : moves)
            order += game.moveName(move.move);
        QCOMPARE(order, std::string("4352617"));
        QCOMPARE(game.orderNames().size(), std::size_t(1));
        // One position by two move orders, with different last moves: one key.
        QVERIFY(positionOf("1234") != positionOf("1432"));
        QCOMPARE(game.key(positionOf("1234")), game.key(positionOf("1432")));
        QVERIFY(game.key(positionOf("1234")) != game.key(positionOf("1243")));
        // X connected four with its 4th disc: O to move has lost, with 35 squares left empty.
        const Position won = positionOf("1212121");
        QVERIFY(game.isOver(won));
        QCOMPARE(game.finalScore(won, 0), Value(-1035));
        MoveList none;
        game.moves(won, none);
        QVERIFY(none.empty());
        QCOMPARE(game.finalScore(positionOf(fullDrawnGame()), 0), Value(0));
        QCOMPARE(game.toMove(positionOf("4")), Player::Min);
    }

    void theEvaluationsCountTheWindows()
    {
        const Connect4Game game;
        QCOMPARE(game.evaluate(game.start(), 0), Value(0));
        // O after X's 4: 7 windows hold X's disc, none O's.
        QCOMPARE(game.evaluate(positionOf("4"), 0), Value(-7));
        QCOMPARE(game.evaluate(positionOf("4"), Connect4Game::kWeightedWindows), Value(-14));
        // X after 4 4: 10 windows hold O's disc, 7 X's, one both.
        QCOMPARE(game.evaluate(positionOf("44"), 0), Value(-3));
        QCOMPARE(game.evaluationNames().size(), std::size_t(1));
        for (const std::string& moves : quietPositions(10, 3000, 0, 41)) {
            const ReferenceConnect4 plain = ReferenceConnect4::fromMoves(moves);
            QCOMPARE(game.evaluate(positionOf(moves), 0), Value(plain.evaluation()));
            QCOMPARE(game.evaluate(positionOf(moves), Connect4Game::kWeightedWindows), Value(plain.evaluation(true)));
        }
    }

    void enhancementsNeverChangeTheValue()
    {
        const GameKind& kind = connect4Kind();
        int searched = 0;
        for (const std::string& moves : quietPositions(100, 1500, 0, 38)) {
            const Position start = positionOf(moves);
            const std::uint32_t depth = 1 + std::uint32_t(moves.size() % 3);
            const ReferenceConnect4 plain = ReferenceConnect4::fromMoves(moves);
            const Value expected = Value(plain.value(int(depth)));
            const auto game = kind.game(start);
            for (const SearchOptions& options : enhancedConfigurations(kind.tree(start), depth)) {
                const SearchCounts counts = searchCounts(*game, options);
                QCOMPARE(counts.value, expected);
                QVERIFY(counts.hasMove);
                // The best move is worth the value.
                QCOMPARE(Value(-plain.played(int(counts.bestMove)).value(int(depth) - 1)), expected);
                ++searched;
            }
        }
        QVERIFY(searched > 30'000);
    }

    void theSearchTakesAnImmediateWin()
    {
        // X has three up column 1 and O three up column 2.
        SearchOptions options;
        options.algorithm = Algorithm::NegamaxAlphaBeta;
        options.enhancements.depth = 3;
        const Connect4Game game(boardOf("121212"));
        const SearchCounts counts = searchCounts(game, options);
        QCOMPARE(counts.bestMove, Move(0));
        QCOMPARE(counts.value, Value(1035));
    }

    void aTraceToDepthThreeGrowsOnlyItsTree()
    {
        const auto loaded = TreeSource::position(connect4Kind(), "4453").load(TreeSource::Extent::RootOnly);
        QVERIFY(loaded);
        SearchOptions options;
        options.algorithm = Algorithm::NegamaxAlphaBeta;
        options.enhancements.depth = 3;
        QCOMPARE(Search::problem(*loaded->tree, options).english(), std::string());
        const Trace trace = Search::run(*loaded->tree, options);
        QVERIFY(trace.grownTree);
        const GameTree& tree = *trace.grownTree;
        QVERIFY(tree.size() <= 1 + 7 + 49 + 343);
        const Connect4Game game;
        int evaluations = 0;
        for (const Event& event : trace.events) {
            if (event.kind != EventKind::Evaluate)
                continue;
            QCOMPARE(EventFields::answer(event).value, game.evaluate(GameKind::positionOf(tree, event.node), 0));
            ++evaluations;
        }
        QVERIFY(evaluations > 0);
        // Without a depth limit the search is refused, with a way out.
        const std::string problem = Search::problem(*loaded->tree, SearchOptions{}).english();
        QVERIFY2(problem.find("--depth") != std::string::npos, problem.c_str());
    }

    void aFileKeepsTheMovesOfAPosition()
    {
        const Position start = positionOf("4453");
        const TreeDocument document{
            .tree = std::make_shared<const GameTree>(connect4Kind().tree(start)), .title = "Connect Four"};
        const std::string text = TreeFile::write(document);
        QVERIFY2(text.find("\"connect4\": \"4453\"") != std::string::npos, text.c_str());
        const auto read = TreeFile::read(text);
        QVERIFY2(read, read.error().toString().c_str());
        QCOMPARE(GameKind::positionOf(*read->tree, GameTree::root()), start);
        const auto bad = TreeFile::read(R"({"format": "gametree-lab-tree", "version": 1, "connect4": "4449"})");
        QVERIFY(!bad);
        QVERIFY2(bad.error().toString().find("\"connect4\": move 4: '9' is not a column") != std::string::npos,
            bad.error().toString().c_str());
    }

    void theSolverAgreesWithAPlainSolverNearTheEnd()
    {
        Connect4Solver solver;
        for (const std::string& moves : quietPositions(500, 2000, 33, 40)) {
            const ReferenceConnect4 plain = ReferenceConnect4::fromMoves(moves);
            const Solution solution = solver.analyze(boardOf(moves));
            QCOMPARE(solution.score, plain.solve());
            for (int column = 0; column < 7; ++column)
                QCOMPARE(solution.moves[std::size_t(column)], plain.columnScore(column));
            QVERIFY(solution.best);
            QCOMPARE(solution.moves[*solution.best], std::optional<int>(solution.score));
        }
    }

    /// Positions early enough for the solver's big table and its guesses, against alpha-beta
    /// over every move with no table. (The children's cut-offs, below 26 discs, are held to
    /// the scores known early in the game.)
    void theSolverAgreesWithPlainAlphaBetaInTheMiddleGame()
    {
        Connect4Solver solver;
        for (const std::string& moves : quietPositions(900, 200, 25, 31)) {
            const ReferenceConnect4 plain = ReferenceConnect4::fromMoves(moves);
            const Solution solution = solver.analyze(boardOf(moves));
            for (int column = 0; column < 7; ++column)
                QCOMPARE(solution.moves[std::size_t(column)], plain.columnScore(column));
            QCOMPARE(solution.score, plain.solve());
        }
    }

    void theTableKeepsThreeKeysOfABucketAndTheHardestWon()
    {
        Connect4Table table;
        const std::uint64_t key = boardOf("4453").bitboard().key();
        QCOMPARE(table.get(key).value, 0);
        table.put(key, 42, 3, 20);
        QCOMPARE(table.get(key).value, 42);
        QCOMPARE(table.get(key).column, 3);
        // Keys of the same bucket: their checks differ, so none is taken for another.
        const auto sharer = [&](int n) { return key + std::uint64_t(n) * Connect4Table::kBuckets; };
        QCOMPARE(table.get(sharer(1)).value, 0);
        table.put(sharer(1), 7, -1, 2);
        table.put(sharer(2), 8, 0, 2);
        QCOMPARE(table.get(key).value, 42);
        QCOMPARE(table.get(sharer(1)).value, 7);
        QCOMPARE(table.get(sharer(1)).column, -1);
        QCOMPARE(table.get(sharer(2)).value, 8);
        // A fourth displaces the oldest of the latest, never the one that took most work.
        table.put(sharer(3), 9, 6, 2);
        QCOMPARE(table.get(sharer(1)).value, 0);
        QCOMPARE(table.get(key).value, 42);
        QCOMPARE(table.get(sharer(3)).column, 6);
        // Until one takes as much work: the one it displaces becomes the latest.
        table.put(sharer(4), 10, 1, 20);
        QCOMPARE(table.get(sharer(4)).value, 10);
        QCOMPARE(table.get(key).value, 42);
        QCOMPARE(table.get(sharer(3)).value, 9);
        QCOMPARE(table.get(sharer(2)).value, 0);
        // A newer bound of a position replaces its old one, and the older copy is not kept.
        table.put(key, 5, 2, 1);
        QCOMPARE(table.get(key).value, 5);
        table.put(key, 6, 2, 30);
        QCOMPARE(table.get(key).value, 6);
        QCOMPARE(table.get(sharer(4)).value, 10);
        QCOMPARE(table.get(sharer(3)).value, 9);
        // The first place keeps the most work its position took: a cheaper bound of it stays.
        table.put(key, 7, 2, 1);
        for (int n = 5; n < 8; ++n)
            table.put(sharer(n), n, 2, 29);
        QCOMPARE(table.get(key).value, 7);
        QCOMPARE(table.get(sharer(7)).value, 7);
        QCOMPARE(table.get(sharer(5)).value, 0);
    }

    void theEndTableTellsKeysThatShareAnEntryApart()
    {
        Connect4EndTable table;
        const std::uint64_t key = boardOf("4453").bitboard().key();
        QCOMPARE(table.get(key).value, 0);
        table.put(key, 42);
        QCOMPARE(table.get(key).value, 42);
        const std::uint64_t other = key + Connect4EndTable::kEntries;
        QCOMPARE(table.get(other).value, 0);
        table.put(other, 7);
        QCOMPARE(table.get(other).value, 7);
        QCOMPARE(table.get(key).value, 0);
    }

    /// Every column's score of positions 8 to 12 moves in (random play, as the bench's), as a
    /// plain alpha-beta negamax over every move to the end found them: the whole window, no
    /// null windows, no moves left out, centre-first order, every bound kept in a hash map.
    void theSolverAgreesWithKnownScoresEarlyInTheGame()
    {
        struct Known {
            std::string_view moves;
            std::array<int, 7> columns;
        };
        constexpr Known kKnown[] = {
            {"54726623", {-5, -17, -17, -17, -17, -17, -17}},
            {"1725333551", {-14, 10, -14, 16, -14, 10, -14}},
            {"73356362564", {-15, -15, -15, -1, -15, -15, -15}},
            {"774622352235", {15, 4, 14, 12, 5, 5, 4}},
            {"676741347771", {3, 3, 9, 9, 15, 14, 5}},
        };
        Connect4Solver solver;
        for (const Known& known : kKnown) {
            const Solution solution = solver.analyze(boardOf(known.moves));
            for (std::size_t column = 0; column < 7; ++column)
                QCOMPARE(solution.moves[column], std::optional<int>(known.columns[column]));
            QCOMPARE(solution.score, *std::max_element(known.columns.begin(), known.columns.end()));
        }
    }

    void theSolverScoresInPonsConvention()
    {
        Connect4Solver solver;
        // X wins at once in column 1 with its 4th disc: 18; the other columns let O win at once
        // with its 4th disc, -18, except column 2, which blocks it and loses later.
        const Solution threes = solver.analyze(boardOf("121212"));
        QCOMPARE(threes.score, 18);
        QCOMPARE(threes.moves[0], std::optional<int>(18));
        QCOMPARE(threes.best, std::optional<std::size_t>(0));
        QCOMPARE(threes.moves[3], std::optional<int>(-18));
        QCOMPARE(threes.movesName, std::string_view("columns"));
        QCOMPARE(threes.moverPlaced, 3); // X to move, three discs each
        QCOMPARE(threes.opponentPlaced, 3);
        // A won game scores the loss of the side to move, and has no moves.
        const Solution lost = solver.analyze(boardOf("1212121"));
        QCOMPARE(lost.score, -18);
        QCOMPARE(lost.moverPlaced, 3); // O to move, after X's fourth disc
        QCOMPARE(lost.opponentPlaced, 4);
        QVERIFY(!lost.best);
        // A full column has no score. (Late in the game, so that the solve is quick: X has three
        // in the bottom row and wins with its 10th disc in column 2 or 6.)
        const Solution full = solver.analyze(boardOf("444444333333555555"));
        QCOMPARE(full.score, 12);
        QCOMPARE(full.moves[3], std::nullopt);
        QVERIFY(full.nodes > 0);
    }

    void theSolverStopsWhenCancelled()
    {
        Connect4Solver solver;
        std::atomic<bool> cancel = true;
        std::size_t reported = 0;
        const SolveControl control{&cancel, [&](std::size_t solved, std::size_t) { reported = solved; }};
        const Solution solution = solver.analyze(boardOf("4444"), control);
        QVERIFY(solution.cancelled);
        QCOMPARE(reported, std::size_t(0));
    }

    /// Each figure the Connect Four presets and lessons write out is what the search, the other
    /// runs they speak of, or the solver find.
    void theClassroomPositionsSayWhatTheSearchAndTheSolverFind()
    {
        const Trace counted = searchOf("c4-horizon", 4);
        QCOMPARE(bestMoveOf(counted), std::string("6"));
        QVERIFY(writtenIn("c4-horizon", "count plays 6, worth " + signedText(counted.result.value)));
        const Trace weighted = searchOf("c4-horizon", 4, {.evaluation = Connect4Game::kWeightedWindows});
        QCOMPARE(bestMoveOf(weighted), std::string("4"));
        QVERIFY(writtenIn("c4-horizon", "windows it plays 4, worth " + signedText(weighted.result.value)));
        Connect4Solver solver;
        const Solution solved = solver.analyze(boardOf(Catalogue::findPreset("c4-horizon")->text));
        QCOMPARE(solved.best, std::optional<std::size_t>(3));
        const int win = *solved.moves[3];
        QVERIFY(writtenIn("c4-horizon",
            "4 wins (" + signedText(win) + ": X connects four with its " + std::to_string(solved.winBase - win)
                + "th disc) and 6 loses (" + signedText(*solved.moves[5]) + ")"));
        // Six deep: the order 1 to 7, centre first, and centre first with the table.
        const auto entered
            = [](const Trace& trace) { return QLocale(QLocale::English).toString(trace.result.visited); };
        const Trace numeric = searchOf("c4-horizon", 6);
        const Trace centre = searchOf("c4-horizon", 6, {.order = Connect4Game::kCentreFirst});
        const Trace table = searchOf("c4-horizon", 6, {.order = Connect4Game::kCentreFirst, .table = true});
        QVERIFY(writtenIn("c4-horizon",
            QString("enters %1 positions in the columns' order 1 to 7, %2 centre first, and %3 centre first")
                .arg(entered(numeric), entered(centre), entered(table))
                .toStdString()));
        for (const Trace* run : {&numeric, &centre, &table})
            QCOMPARE(bestMoveOf(*run), std::string("5"));
        // The budget of the deepening lesson ends depth 6; depth 6 finished plays 5, which wins (+4).
        const Enhancements deepening{.order = Connect4Game::kCentreFirst, .table = true, .iterative = true};
        Enhancements budget = deepening;
        budget.nodeLimit = 2'000;
        const Trace limited = searchOf("c4-horizon", 8, budget);
        QCOMPARE(limited.result.completedDepth, 5u);
        QCOMPARE(limited.result.interruptedDepth, 6u);
        QCOMPARE(bestMoveOf(limited), std::string("6"));
        QCOMPARE(limited.result.value, Value(4));
        QCOMPARE(bestMoveOf(searchOf("c4-horizon", 5, deepening)), std::string("6"));
        QCOMPARE(bestMoveOf(searchOf("c4-horizon", 6, deepening)), std::string("5"));
        QCOMPARE(solved.moves[4], std::optional<int>(4));
        // The trap: depth 4 plays 5, which the solver says loses; 3 and 6 win.
        QCOMPARE(bestMoveOf(searchOf("c4-trap", 4)), std::string("5"));
        const Solution trap = solver.analyze(boardOf(Catalogue::findPreset("c4-trap")->text));
        const int loss = *trap.moves[4];
        QVERIFY(writtenIn("c4-trap",
            "5 loses (" + signedText(loss) + ": X connects four with its " + std::to_string(trap.winBase + loss)
                + "th disc), while 3 and 6 win for O (" + signedText(*trap.moves[2]) + ")"));
        QCOMPARE(trap.moves[5], trap.moves[2]);
        QCOMPARE(trap.score, *trap.moves[2]);
        // The threat: two moves deep the search plays 4, which loses; with quiescence it plays 1,
        // after which every answer of O's lets X complete four at once.
        const Trace shallow = searchOf("c4-threat", 2);
        QCOMPARE(bestMoveOf(shallow), std::string("4"));
        QVERIFY(writtenIn("c4-threat", "count plays 4, worth " + signedText(shallow.result.value)));
        const Solution threat = solver.analyze(boardOf(Catalogue::findPreset("c4-threat")->text));
        const int lost = *threat.moves[3];
        const int won = *threat.moves[0];
        QVERIFY(writtenIn("c4-threat",
            "4 loses (" + signedText(lost) + ": O connects four with its " + std::to_string(threat.winBase + lost)
                + "th disc), while 1, 2 and 5 win for X (" + signedText(won) + ")"));
        for (const std::size_t column : {1, 4})
            QCOMPARE(threat.moves[column], threat.moves[0]);
        QCOMPARE(threat.score, won);
        const Trace quiet = Search::run(Catalogue::findPreset("c4-threat")->build(),
            {Algorithm::NegamaxAlphaBeta, false, {.depth = 2, .quiescence = true}});
        QCOMPARE(bestMoveOf(quiet), std::string("1"));
        std::size_t fours = 0;
        const GameTree& grown = *quiet.grownTree;
        for (const Event& e : quiet.events)
            fours += e.kind == EventKind::Leaf && grown.depth(e.node) == 3 && grown.path(e.node).starts_with("1/");
        QCOMPARE(fours, std::size_t(7));
        QCOMPARE(shallow.result.visited, NodeId(39));
    }

    /// The lessons' own words about the other runs and the solver are those of the preset,
    /// checked above; here, that they say them.
    void theConnectFourLessonsQuoteTheirPreset()
    {
        const auto captions = [](std::string_view name) {
            std::string all;
            const auto outline = BuiltInLessons::outline(name);
            const GameTree given = Catalogue::findPreset(outline->presetName)->build();
            const Trace trace = Search::run(given, outline->options);
            const auto lesson = BuiltInLessons::make(name, trace.searchedTree(given), trace);
            for (const LessonStop& stop : lesson->stops)
                all += stop.caption + "\n";
            return all;
        };
        QVERIFY(captions("c4-horizon").find("6 loses (−3) and 4 wins: +8, X connects four with its 14th")
            != std::string::npos);
        QVERIFY(captions("c4-ordering").find("enters 15,039 positions") != std::string::npos);
        QVERIFY(captions("c4-deepening").find("play 5, which wins too (+4)") != std::string::npos);
        QVERIFY(captions("c4-deepening").find("depth 5's: column 6, worth 4 (") != std::string::npos);
        QVERIFY(captions("c4-ordering").find("table enters 1,501; the order 1 to 7, 15,039") != std::string::npos);
        QVERIFY(
            captions("c4-quiescence").find("without quiescence, 39 positions and the losing 4") != std::string::npos);
        QVERIFY(writtenIn("c4-horizon", "6 loses (−3)"));
        QVERIFY(writtenIn("c4-horizon", "+8: X connects four with its 14th"));
        QVERIFY(writtenIn("c4-horizon", "15,039 positions in the columns' order 1 to 7, 1,501 centre first"));
    }
};

QTEST_GUILESS_MAIN(Connect4Test)
#include "tst_connect4.moc"
