// Tests of the games: tic-tac-toe positions and trees, and random trees.
#include "core/games/TicTacToeTree.h"
#include "core/io/TreeTextWriter.h"
#include "core/search/Search.h"
#include "core/tree/RandomTree.h"
#include "tests/support/TestTrees.h"

#include <QtTest>

using namespace gtl;
using namespace gtl::test;

class GamesTest : public QObject {
    Q_OBJECT

private slots:
    void ticTacToeFullTree()
    {
        const auto board = TicTacToeBoard::parse(".........", std::nullopt);
        QVERIFY(board);
        const GameTree tree = buildTicTacToeTree(*board);
        QCOMPARE(tree.size(), NodeId(549'946));
        QCOMPARE(tree.leafCount(), NodeId(255'168));
        const Trace trace = Search::run(tree, {Algorithm::Minimax, false});
        QCOMPARE(trace.result.value, 0);
        QCOMPARE(trace.result.visited, NodeId(549'946));
        const Trace ab = Search::run(tree, {Algorithm::AlphaBeta, false});
        QCOMPARE(ab.result.value, 0);
        QVERIFY(ab.result.visited < trace.result.visited / 5);
        QVERIFY(tree.hasPayload());
        QCOMPARE(TicTacToeBoard::unpacked(tree.payload(tree.firstChild(0))).toString(), std::string("X........"));
    }

    void ticTacToeBlockPosition()
    {
        const GameTree tree = presetTree("ttt-block");
        QCOMPARE(TicTacToeBoard::unpacked(tree.payload(0)).toString(), std::string("XXOOOX..."));
        QCOMPARE(tree.rootPlayer(), Player::Max);
        QCOMPARE(tree.childCount(0), NodeId(3));
        QCOMPARE(std::string(tree.label(1)), std::string("7"));
    }

    void ticTacToeInvalid_data()
    {
        QTest::addColumn<QString>("board");
        QTest::addColumn<QString>("toMove");
        QTest::addColumn<QString>("message");
        QTest::newRow("too short") << "XO."
                                   << ""
                                   << "has 3 characters";
        QTest::newRow("too long") << ".........."
                                  << ""
                                  << "has 10 characters";
        QTest::newRow("bad character") << "XOZ......"
                                       << ""
                                       << "square 3 is 'Z'";
        QTest::newRow("too many X") << "XXX......"
                                    << ""
                                    << "X has 3 marks and O has 0";
        QTest::newRow("both won") << "XXXOOO..."
                                  << ""
                                  << "both X and O";
        QTest::newRow("wrong mover") << "X........"
                                     << "X"
                                     << "cannot be X's turn";
        QTest::newRow("winner to move") << "XXXOO...."
                                        << "X"
                                        << "cannot be X's turn";
        QTest::newRow("O won, O to move") << "OOOXX.X.."
                                          << "O"
                                          << "already has three in a row";
    }

    void ticTacToeInvalid()
    {
        QFETCH(QString, board);
        QFETCH(QString, toMove);
        QFETCH(QString, message);
        const std::optional<char> mover
            = toMove.isEmpty() ? std::nullopt : std::optional<char>(toMove.at(0).toLatin1());
        const auto parsed = TicTacToeBoard::parse(board.toStdString(), mover);
        QVERIFY(!parsed);
        const std::string& error = parsed.error().message;
        QVERIFY2(QString::fromStdString(error).contains(message), error.c_str());
    }

    void ticTacToeSideToMove()
    {
        const auto oFirst = TicTacToeBoard::parse("O........", std::nullopt);
        QVERIFY(oFirst);
        QVERIFY(oFirst->toMove() == TicTacToeBoard::Mark::X);
        const auto given = TicTacToeBoard::parse("XO.......", 'O');
        QVERIFY(given);
        QVERIFY(given->toMove() == TicTacToeBoard::Mark::O);
        const GameTree tree = buildTicTacToeTree(*given);
        QCOMPARE(tree.rootPlayer(), Player::Min);
        const auto won = TicTacToeBoard::parse("XXXOO....", std::nullopt);
        QVERIFY(won);
        QCOMPARE(buildTicTacToeTree(*won).size(), NodeId(1));
    }

    void randomTreesAreReproducible()
    {
        const auto spec = RandomTreeSpec::parse("3,4,4711");
        QVERIFY2(spec, spec.error().message.c_str());
        const std::string text = toTreeText(buildRandomTree(*spec));
        QCOMPARE(toTreeText(buildRandomTree(*spec)), text);
        QCOMPARE(buildRandomTree(*spec).size(), NodeId(1 + 3 + 9 + 27 + 81));
        RandomTreeSpec other = *spec;
        other.seed = 4712;
        QVERIFY(toTreeText(buildRandomTree(other)) != text);
        const auto ranged = RandomTreeSpec::parse("2-4,5,7,-20,20");
        QVERIFY2(ranged, ranged.error().message.c_str());
        QCOMPARE(ranged->toString(), std::string("2-4,5,7,-20,20"));
        const GameTree tree = buildRandomTree(*ranged);
        for (NodeId n = 0; n < tree.size(); ++n) {
            QVERIFY(tree.isLeaf(n) || (tree.childCount(n) >= 2 && tree.childCount(n) <= 4));
            QVERIFY(!tree.isLeaf(n) || (tree.leafValue(n) >= -20 && tree.leafValue(n) <= 20));
        }
    }

    void randomSpecErrors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("not numbers") << "a,b,c"
                                     << "is not a random tree";
        QTest::newRow("too few parts") << "3,4"
                                       << "is not a random tree";
        QTest::newRow("empty range") << "4-2,3,1"
                                     << "is empty";
        QTest::newRow("too big") << "10,9,1"
                                 << "more than";
        QTest::newRow("values reversed") << "2,2,1,5,-5"
                                         << "is empty";
    }

    void randomSpecErrors()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        const auto parsed = RandomTreeSpec::parse(text.toStdString());
        QVERIFY(!parsed);
        const std::string& error = parsed.error().message;
        QVERIFY2(QString::fromStdString(error).contains(message), error.c_str());
    }
};

QTEST_APPLESS_MAIN(GamesTest)
#include "tst_games.moc"
