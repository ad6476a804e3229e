// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the games: the registry and what each game's descriptor says of it, the text of
// positions (read back as written, bad ones refused with what and where), the sources and files
// that carry a game's positions, tic-tac-toe positions and trees, and random trees.
#include "core/content/TreeSource.h"
#include "core/games/GameRegistry.h"
#include "core/games/MoveVerdict.h"
#include "core/games/connect4/Connect4Board.h"
#include "core/games/connect4/Connect4Solver.h"
#include "core/games/sticks/SticksKind.h"
#include "core/games/tictactoe/TicTacToeKind.h"
#include "core/games/tictactoe/TicTacToeSolver.h"
#include "core/games/tictactoe/TicTacToeTree.h"
#include "core/io/TreeFile.h"
#include "core/io/TreeTextParser.h"
#include "core/io/TreeTextWriter.h"
#include "core/search/Search.h"
#include "core/tree/EditableTree.h"
#include "core/tree/RandomTree.h"
#include "tests/support/ReferenceSearch.h"
#include "tests/support/TestTrees.h"

#include <QtTest>

#include <numeric>
#include <random>
#include <unordered_map>

#include <set>

using namespace gtl;
using namespace gtl::test;

namespace {

/// The registered games as test rows, by name.
/// How a game ends under perfect play, written plainly: for the side that just moved, a win
/// (+1), a draw (0) or a loss (−1), and in how many plies from its move, the winner ending the
/// game as soon as it can and the loser as late.
struct PlainEnd {
    int result = 0;
    int plies = 0;
};

bool canPlay(const TicTacToeBoard& board, int square)
{
    return board.at(square) == TicTacToeBoard::Mark::Empty;
}

bool canPlay(const Connect4Board& board, int column)
{
    return board.canPlay(column);
}

/// The end of the game for the side that moved into @p next, by trying every line of play;
/// @p memo (by packed board) for tic-tac-toe's repeated positions.
template <class Board>
PlainEnd plainEndAfter(const Board& next, int moves, std::unordered_map<std::uint32_t, PlainEnd>* memo)
{
    if (next.winner() != decltype(next.winner()){})
        return {1, 1};
    if (next.isFull())
        return {0, 1};
    if constexpr (std::is_same_v<Board, TicTacToeBoard>) {
        if (const auto known = memo->find(next.packed()); known != memo->end())
            return known->second;
    }
    std::optional<PlainEnd> best; // the best reply, for the side to move in next
    for (int move = 0; move < moves; ++move) {
        if (!canPlay(next, move))
            continue;
        const PlainEnd reply = plainEndAfter(next.played(move), moves, memo);
        const bool better = !best || reply.result > best->result
            || (reply.result == best->result
                && (reply.result > 0 ? reply.plies < best->plies : reply.plies > best->plies));
        if (better)
            best = reply;
    }
    const PlainEnd end{-best->result, best->plies + 1};
    if constexpr (std::is_same_v<Board, TicTacToeBoard>)
        memo->emplace(next.packed(), end);
    return end;
}

/// Every legal move's verdict on @p board, found by plainEndAfter().
template <class Board>
std::vector<MoveVerdict> plainVerdicts(const Board& board, int moves, std::unordered_map<std::uint32_t, PlainEnd>* memo)
{
    std::vector<MoveVerdict> verdicts;
    for (int move = 0; move < moves; ++move) {
        if (!canPlay(board, move))
            continue;
        const PlainEnd end = plainEndAfter(board.played(move), moves, memo);
        using O = MoveVerdict::Outcome;
        verdicts.push_back({move + 1,
            end.result > 0       ? O::Win
                : end.result < 0 ? O::Loss
                                 : O::Draw,
            end.result == 0 ? 0 : (end.plies + 1) / 2});
    }
    return verdicts;
}

void addGameRows()
{
    QTest::addColumn<QString>("name");
    for (const GameKind* game : GameRegistry::games())
        QTest::newRow(game->names().name.data())
            << QString::fromUtf8(game->names().name.data(), game->names().name.size());
}

const GameKind& gameNamed(const QString& name)
{
    const GameKind* game = GameRegistry::find(name.toStdString());
    if (!game)
        qFatal("no game %s", qPrintable(name));
    return *game;
}

Position parsedPosition(const GameKind& game, std::string_view text, std::optional<char> toMove = std::nullopt)
{
    const auto position = game.parse(text, toMove);
    if (!position)
        qFatal("cannot parse %s: %s", std::string(text).c_str(), position.error().toString().c_str());
    return *position;
}

std::vector<Value> scoresOfPath(const GameTree& tree, std::string_view path)
{
    for (NodeId node = 0; node < tree.size(); ++node)
        if (tree.path(node) == path)
            return {tree.scores(node).begin(), tree.scores(node).end()};
    return {};
}

/// A document of @p tree, as the window saves a position of a game.
TreeDocument documentOf(GameTree tree)
{
    return {.tree = std::make_shared<const GameTree>(std::move(tree)), .title = "O to move"};
}
} // namespace

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
        const std::string error = parsed.error().message.english();
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

    void registryFindsEveryGameByNameAndOption()
    {
        QVERIFY(!GameRegistry::games().empty());
        std::set<std::string_view> names, options, members;
        for (const GameKind* game : GameRegistry::games()) {
            const GameKind::Names& words = game->names();
            QCOMPARE(GameRegistry::find(words.name), game);
            QCOMPARE(GameRegistry::findByOption(words.option), game);
            QVERIFY(words.option.starts_with("--"));
            QVERIFY(!words.title.empty() && !words.fileMember.empty() && !words.sides.empty());
            // Each name, option and file member says which game it is: none is shared, and none
            // is a member a tree file keeps for itself.
            QVERIFY(names.insert(words.name).second);
            QVERIFY(options.insert(words.option).second);
            QVERIFY(members.insert(words.fileMember).second);
            QVERIFY(words.fileMember != "tree" && words.fileMember != "to_move");
        }
        QCOMPARE(GameRegistry::find("chess"), nullptr);
        QCOMPARE(GameRegistry::findByOption("--tree"), nullptr);
        QCOMPARE(GameRegistry::find("tic-tac-toe"), &ticTacToeKind());
        QCOMPARE(GameRegistry::findByOption("--ttt"), &ticTacToeKind());
    }

    /// A game says whether it has an exact solver; one without answers nothing, and one with
    /// answers with the pieces each side has placed.
    void aGameSaysWhetherItSolves()
    {
        for (const GameKind* game : GameRegistry::games()) {
            if (!game->solves())
                QVERIFY(!game->solve(parsedPosition(*game, game->names().example), {}));
        }
        QVERIFY(ticTacToeKind().solves() && GameRegistry::find("Connect Four")->solves());
        QVERIFY(!sticksKind().solves());
        // XXOOOX...: X placed 3, O placed 3, X to move.
        const Solution block = *ticTacToeKind().solve(parsedPosition(ticTacToeKind(), "XXOOOX..."), {});
        QCOMPARE(block.moverPlaced, 3);
        QCOMPARE(block.opponentPlaced, 3);
    }

    /// The verdicts worked out from a game's solution are those of perfect play found by trying
    /// every line: on every tic-tac-toe position reached in play, and on Connect Four positions
    /// eight discs from full, won, lost and drawn.
    void verdictsFromTheSolutionAreThoseOfPerfectPlay()
    {
        std::unordered_map<std::uint32_t, PlainEnd> memo;
        std::vector<TicTacToeBoard> boards{TicTacToeBoard()};
        std::set<std::uint32_t> seen;
        int positions = 0;
        while (!boards.empty()) {
            const TicTacToeBoard board = boards.back();
            boards.pop_back();
            if (board.isOver() || !seen.insert(board.packed()).second)
                continue;
            ++positions;
            QCOMPARE(verdictsOf(solveTicTacToe(board)), plainVerdicts(board, 9, &memo));
            for (int square = 0; square < 9; ++square) {
                if (canPlay(board, square))
                    boards.push_back(board.played(square));
            }
        }
        QCOMPARE(positions, 4520); // the positions not yet decided
        std::mt19937 random(4711);
        std::set<MoveVerdict::Outcome> kinds;
        for (int tried = 0; tried < 40; ++tried) {
            Connect4Board board;
            while (!board.isOver() && board.discs() < Connect4Bitboard::kSquares - 8) {
                int column = int(random() % Connect4Board::kColumns);
                while (!board.canPlay(column))
                    column = (column + 1) % Connect4Board::kColumns;
                board = board.played(column);
            }
            if (board.isOver())
                continue;
            const std::vector<MoveVerdict> verdicts = verdictsOf(Connect4Solver().analyze(board));
            QCOMPARE(verdicts, plainVerdicts(board, Connect4Board::kColumns, nullptr));
            for (const MoveVerdict& verdict : verdicts)
                kinds.insert(verdict.outcome);
        }
        QCOMPARE(kinds.size(), std::size_t(3));
    }

    void registryTellsTheGameOfATree_data() { addGameRows(); }
    void registryTellsTheGameOfATree()
    {
        QFETCH(QString, name);
        const GameKind& game = gameNamed(name);
        const Position start = parsedPosition(game, game.names().example);
        const GameTree tree = game.tree(start);
        QCOMPARE(tree.game(), game.names().name);
        QCOMPARE(GameRegistry::of(tree), &game);
        QCOMPARE(GameKind::positionOf(tree, GameTree::root()), start);
        const auto played = GameRegistry::gameFromRoot(tree);
        QVERIFY(played);
        QCOMPARE(played->start(), start);
        // An edit builds a new tree; its nodes are still the game's positions.
        QCOMPARE(GameRegistry::of(EditableTree(tree).build()), &game);
    }

    void treesOfTheirOwnHaveNoGame()
    {
        const auto tree = TreeTextParser::parse("(A:(3,12,8), B:(2,4,6))");
        QVERIFY(tree);
        QVERIFY(tree->game().empty());
        QCOMPARE(GameRegistry::of(*tree), nullptr);
        QVERIFY(!GameRegistry::gameFromRoot(*tree));
        QCOMPARE(GameRegistry::of(EditableTree(*tree).build()), nullptr);
    }

    void positionTextReadsBack_data() { addGameRows(); }
    void positionTextReadsBack()
    {
        QFETCH(QString, name);
        const GameKind& game = gameNamed(name);
        const Position example = parsedPosition(game, game.names().example);
        QCOMPARE(game.text(example), std::string(game.names().example));
        QVERIFY(int(game.names().example.size()) <= game.names().longestText);
        // Every position of the example's tree, written and read again with its side to move,
        // is the position it was.
        const GameTree tree = game.tree(example);
        for (NodeId node = 0; node < tree.size(); ++node) {
            const Position position = GameKind::positionOf(tree, node);
            const std::string text = game.text(position);
            QVERIFY(int(text.size()) <= game.names().longestText);
            const auto again = game.parse(text, game.sideToMove(position));
            QVERIFY2(again, (text + ": " + again.error().toString()).c_str());
            QCOMPARE(*again, position);
            QVERIFY(game.names().sides.find(game.sideToMove(position)) != std::string_view::npos);
        }
    }

    void ticTacToePositionText()
    {
        const GameKind& game = ticTacToeKind();
        const Position block = parsedPosition(game, "xxooox-_.");
        QCOMPARE(game.text(block), std::string("XXOOOX..."));
        QCOMPARE(game.sideToMove(block), 'X');
        // On equal counts the side to move is X unless the text's reader is told otherwise.
        const Position oToMove = parsedPosition(game, "XO.......", 'O');
        QCOMPARE(game.sideToMove(oToMove), 'O');
        QCOMPARE(game.text(oToMove), std::string("XO......."));
        QVERIFY(oToMove != parsedPosition(game, "XO......."));
        QCOMPARE(game.tree(oToMove).rootPlayer(), Player::Min);
        QCOMPARE(game.longestGame(), 9u);
        QCOMPARE(game.rows(block), (std::vector<std::string>{"XXO", "OOX", "..."}));
        QCOMPARE(game.tree(parsedPosition(game, ".........")).height(), 9u);
    }

    void everyReachableTicTacToePositionReadsBack()
    {
        const GameKind& game = ticTacToeKind();
        const auto positions = reachableTicTacToe();
        QCOMPARE(positions.size(), std::size_t(5'478));
        for (const auto& [board, mover] : positions) {
            const auto position = game.parse(board, mover);
            QVERIFY2(position, board.c_str());
            QCOMPARE(game.text(*position), board);
            QCOMPARE(game.sideToMove(*position), mover);
        }
    }

    void badPositionsSayWhatAndWhere_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("toMove");
        QTest::addColumn<QString>("message");
        QTest::newRow("short") << "XO."
                               << ""
                               << "a board has 9 squares but \"XO.\" has 3 characters";
        QTest::newRow("long") << ".........."
                              << ""
                              << "has 10 characters";
        QTest::newRow("empty") << ""
                               << ""
                               << "\"\" has 0 characters";
        QTest::newRow("letter on square 8") << "XXOOOX.Z."
                                            << ""
                                            << "square 8 is 'Z': use X, O or . (empty)";
        QTest::newRow("control character") << "XXOOOX.\t."
                                           << ""
                                           << "square 8 is '\\x09'";
        QTest::newRow("counts") << "XXXX.O..."
                                << ""
                                << "X has 4 marks and O has 1";
        QTest::newRow("two winners") << "XXXOOO..."
                                     << ""
                                     << "both X and O have three in a row";
        QTest::newRow("side Z") << "........."
                                << "Z"
                                << "the side to move must be X or O";
        QTest::newRow("not X's turn") << "XXO......"
                                      << "X"
                                      << "it cannot be X's turn: X has 2 marks and O has 1";
        QTest::newRow("winner to move") << "OOOXX.X.."
                                        << "O"
                                        << "O is to move but already has three in a row";
    }
    void badPositionsSayWhatAndWhere()
    {
        QFETCH(QString, text);
        QFETCH(QString, toMove);
        QFETCH(QString, message);
        const std::optional<char> side = toMove.isEmpty() ? std::nullopt : std::optional<char>(toMove.at(0).toLatin1());
        const auto position = ticTacToeKind().parse(text.toStdString(), side);
        QVERIFY(!position);
        const QString error = QString::fromStdString(position.error().toString());
        QVERIFY2(error.contains(message), qPrintable(error));
        // Opened as a source, the message names the game before it.
        const auto loaded = TreeSource::position(ticTacToeKind(), text.toStdString(), side).load();
        QVERIFY(!loaded);
        QCOMPARE(QString::fromStdString(loaded.error().toString()), "tic-tac-toe position: " + error);
    }

    /// Sticks for three: its tree and seats, what it refuses, and how its end reads.
    void sticksForThree()
    {
        const GameKind& sticks = sticksKind();
        QCOMPARE(sticks.players(), std::uint32_t(3));
        const GameTree tree = sticks.tree(parsedPosition(sticks, "9"));
        QCOMPARE(tree.size(), NodeId(326)); // 1 + T(8) + T(7) + T(6), T(n) the positions from n sticks
        QVERIFY(tree.scoresEachPlayer());
        for (NodeId node = 0; node < tree.size(); ++node) {
            if (tree.isLeaf(node)) // the winner's 1
                QCOMPARE(std::accumulate(tree.scores(node).begin(), tree.scores(node).end(), Value(0)), Value(1));
        }
        // 1/1/1 ends it with C taking the last of three sticks; 3 with A taking the rest.
        const GameTree three = sticks.tree(parsedPosition(sticks, "3"));
        QCOMPARE(scoresOfPath(three, "1/1/1"), (std::vector<Value>{0, 0, 1}));
        QCOMPARE(scoresOfPath(three, "3"), (std::vector<Value>{1, 0, 0}));
        QCOMPARE(tree.path(tree.firstChild(tree.firstChild(GameTree::root()))), std::string("1/1"));
        // B to move: B's turn at the root, MAX in the paranoid reading, and C's below it.
        const GameTree fromB = sticks.tree(parsedPosition(sticks, "5", 'B'));
        QCOMPARE(fromB.seat(GameTree::root()), std::uint32_t(1));
        QCOMPARE(fromB.player(GameTree::root()), Player::Max);
        QCOMPARE(fromB.seat(fromB.firstChild(GameTree::root())), std::uint32_t(2));
        QCOMPARE(fromB.player(fromB.firstChild(GameTree::root())), Player::Min);
        QCOMPARE(sticks.text(parsedPosition(sticks, "5", 'B')), std::string("5"));
        QCOMPARE(sticks.sideToMove(parsedPosition(sticks, "5", 'b')), 'B');
        QCOMPARE(sticks.parse("16", std::nullopt).error().toString(),
            std::string("'16' is not a Sticks position: write the sticks left, up to 15, as 9"));
        for (const char* bad : {"x", "5,1", "-2", "05x", ""})
            QVERIFY2(!sticks.parse(bad, std::nullopt), bad);
        QCOMPARE(sticks.parse("9", 'Z').error().toString(), std::string("the side to move must be A, B or C, not 'Z'"));
        QCOMPARE(sticks.parse("9", char(0xE9)).error().toString(),
            std::string("the side to move must be A, B or C, not '\\xE9'"));
        // The searches of two players refuse it even where its tree is only the root.
        const auto root = TreeSource::position(sticks, "9").load(TreeSource::Extent::RootOnly);
        QCOMPARE(Search::problem(*root->tree, {algorithmNamed("alphabeta")}).english(),
            std::string("Alpha-beta searches a game of two players, MAX and MIN, but Sticks is a game of 3 players: "
                        "choose max^n or paranoid"));
        // A finished game: C to move, so B took the last stick.
        const GameTree over = sticks.tree(parsedPosition(sticks, "0", 'C'));
        QCOMPARE(
            Search::gameOver(over).english(), std::string("the game is over: B has won; there is no move to search"));
    }

    void aSourceOfAGameIsItsTree()
    {
        const auto loaded = TreeSource::position(ticTacToeKind(), "XXOOOX...").load();
        QVERIFY2(loaded, loaded.error().toString().c_str());
        QCOMPARE(loaded->title, std::string("Tic-tac-toe XXOOOX..."));
        QCOMPARE(GameRegistry::of(*loaded->tree), &ticTacToeKind());
        QCOMPARE(loaded->tree->size(), NodeId(14));
        const auto withoutGame = TreeSource{TreeSource::Kind::Game, "XXOOOX...", {}}.load();
        QVERIFY(!withoutGame);
        QVERIFY(withoutGame.error().message.english().find("game") != std::string::npos);
    }

    void aFileKeepsAGameAsItsPosition_data() { addGameRows(); }
    void aFileKeepsAGameAsItsPosition()
    {
        QFETCH(QString, name);
        const GameKind& game = gameNamed(name);
        const Position start = parsedPosition(game, game.names().example);
        const TreeDocument document{.tree = std::make_shared<const GameTree>(game.tree(start)), .title = "A game"};
        const std::string text = TreeFile::write(document);
        QVERIFY2(text.find("\"" + std::string(game.names().fileMember) + "\": \"" + game.text(start) + "\"")
                != std::string::npos,
            text.c_str());
        QVERIFY(text.find("\"tree\"") == std::string::npos);
        const auto read = TreeFile::read(text);
        QVERIFY2(read, read.error().toString().c_str());
        QCOMPARE(GameRegistry::of(*read->tree), &game);
        QCOMPARE(GameKind::positionOf(*read->tree, GameTree::root()), start);
        QCOMPARE(TreeFile::readBackProblem(document, text).english(), std::string());
    }

    void aFileKeepsTheSideToMove()
    {
        const GameKind& game = ticTacToeKind();
        const Position oToMove = parsedPosition(game, "XO.......", 'O');
        const std::string text = TreeFile::write(documentOf(game.tree(oToMove)));
        QVERIFY2(text.find("\"to_move\": \"O\"") != std::string::npos, text.c_str());
        const auto read = TreeFile::read(text);
        QVERIFY(read);
        QCOMPARE(game.sideToMove(GameKind::positionOf(*read->tree, GameTree::root())), 'O');
        // The same board with X to move is another tree, and the check after saving says so.
        const std::string xToMove = TreeFile::write(documentOf(game.tree(parsedPosition(game, "XO......."))));
        QCOMPARE(TreeFile::readBackProblem(documentOf(game.tree(oToMove)), xToMove).english(),
            std::string("it reads back as another tree"));
    }

    void aFileRefusesABadPositionWithItsMember_data()
    {
        QTest::addColumn<QString>("members");
        QTest::addColumn<QString>("message");
        QTest::newRow("bad square") << "\"tic_tac_toe\": \"XXOOOX.Z.\""
                                    << "\"tic_tac_toe\": square 8 is 'Z'";
        QTest::newRow("not a string") << "\"tic_tac_toe\": 9"
                                      << "\"tic_tac_toe\" must be a string";
        QTest::newRow("side Z") << "\"tic_tac_toe\": \".........\", \"to_move\": \"Z\""
                                << "\"to_move\" must be \"X\" or \"O\"";
        QTest::newRow("side XO") << "\"tic_tac_toe\": \".........\", \"to_move\": \"XO\""
                                 << "\"to_move\" must be \"X\" or \"O\"";
        QTest::newRow("side the counts refuse") << "\"tic_tac_toe\": \"XXO......\", \"to_move\": \"X\""
                                                << "\"tic_tac_toe\": it cannot be X's turn";
        QTest::newRow("tree and position") << "\"tree\": \"1\", \"tic_tac_toe\": \".........\""
                                           << "the file has both \"tree\" and \"tic_tac_toe\": keep one";
        QTest::newRow("neither") << "\"title\": \"\""
                                 << "the file has neither \"tree\" nor \"tic_tac_toe\"";
    }
    void aFileRefusesABadPositionWithItsMember()
    {
        QFETCH(QString, members);
        QFETCH(QString, message);
        const QString text = "{\"format\": \"gametree-lab-tree\", \"version\": 1, " + members + "}";
        const auto read = TreeFile::read(text.toStdString());
        QVERIFY(!read);
        const QString error = QString::fromStdString(read.error().toString());
        QVERIFY2(error.contains(message), qPrintable(error));
    }

    void randomTreesAreReproducible()
    {
        const auto spec = RandomTreeSpec::parse("3,4,4711");
        QVERIFY2(spec, spec.error().message.english().c_str());
        const std::string text = toTreeText(buildRandomTree(*spec));
        QCOMPARE(toTreeText(buildRandomTree(*spec)), text);
        QCOMPARE(buildRandomTree(*spec).size(), NodeId(1 + 3 + 9 + 27 + 81));
        RandomTreeSpec other = *spec;
        other.seed = 4712;
        QVERIFY(toTreeText(buildRandomTree(other)) != text);
        const auto ranged = RandomTreeSpec::parse("2-4,5,7,-20,20");
        QVERIFY2(ranged, ranged.error().message.english().c_str());
        QCOMPARE(ranged->toString(), std::string("2-4,5,7,-20,20"));
        const GameTree tree = buildRandomTree(*ranged);
        for (NodeId n = 0; n < tree.size(); ++n) {
            QVERIFY(tree.isLeaf(n) || (tree.childCount(n) >= 2 && tree.childCount(n) <= 4));
            QVERIFY(!tree.isLeaf(n) || (tree.leafValue(n) >= -20 && tree.leafValue(n) <= 20));
        }
    }

    /// `players=N` scores each player at every leaf, within the value range or, with `sum=S`,
    /// from 0 up in scores that add up to S; the spec is written back in the same words.
    void randomTreesOfSeveralPlayers()
    {
        const auto ranged = RandomTreeSpec::parse("2,3,5,-4,4,players=3");
        QVERIFY2(ranged, ranged.error().message.english().c_str());
        QCOMPARE(ranged->toString(), std::string("2,3,5,-4,4,players=3"));
        const GameTree scored = buildRandomTree(*ranged);
        QCOMPARE(scored.players(), 3u);
        QVERIFY(scored.scoresEachPlayer());
        for (NodeId leaf = 0; leaf < scored.size(); ++leaf) {
            for (const Value score : scored.scores(leaf))
                QVERIFY(score >= -4 && score <= 4);
        }
        const auto constantSum = RandomTreeSpec::parse("3,4,9,sum=10,players=4");
        QVERIFY2(constantSum, constantSum.error().message.english().c_str());
        QCOMPARE(constantSum->toString(), std::string("3,4,9,players=4,sum=10"));
        const GameTree shared = buildRandomTree(*constantSum);
        QCOMPARE(shared.players(), 4u);
        bool uneven = false;
        for (NodeId leaf = 0; leaf < shared.size(); ++leaf) {
            if (!shared.isLeaf(leaf))
                continue;
            const auto scores = shared.scores(leaf);
            QCOMPARE(std::accumulate(scores.begin(), scores.end(), 0), 10);
            QVERIFY(std::ranges::all_of(scores, [](Value score) { return score >= 0; }));
            uneven = uneven || scores[0] != scores[1];
        }
        QVERIFY(uneven);
        const auto withChance = RandomTreeSpec::parse("2,4,1,players=3,chance");
        QVERIFY2(withChance, withChance.error().message.english().c_str());
        QVERIFY(buildRandomTree(*withChance).hasChance());
    }

    void randomSpecErrors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("not numbers")
            << "a,b,c"
            << "the branching of 'a,b,c': 'a' is not a whole number (it must be between 0 and 20)";
        QTest::newRow("seed below zero") << "3,2,-1"
                                         << "the seed of '3,2,-1': '-1' is out of range";
        QTest::newRow("depth too deep") << "2,31,1"
                                        << "the depth of '2,31,1': '31' is out of range: it must be between 0 and 30";
        QTest::newRow("too few parts") << "3,4"
                                       << "is not a random tree";
        QTest::newRow("empty range") << "4-2,3,1"
                                     << "is empty";
        QTest::newRow("too big") << "10,9,1"
                                 << "more than";
        QTest::newRow("values reversed") << "2,2,1,5,-5"
                                         << "is empty";
        QTest::newRow("one player") << "2,2,1,players=1"
                                    << "the players must number from 2 to 6";
        QTest::newRow("seven players") << "2,2,1,players=7"
                                       << "the players of '2,2,1,players=7': '7' is out of range";
        QTest::newRow("sum without players") << "2,2,1,sum=10"
                                             << "give players=N too";
        QTest::newRow("sum below zero") << "2,2,1,players=3,sum=-1"
                                        << "the sum of the scores of '2,2,1,players=3,sum=-1'";
        QTest::newRow("sum beside a range") << "2,2,1,0,9,players=3,sum=9"
                                            << "leave out the value range";
    }

    void randomSpecErrors()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        const auto parsed = RandomTreeSpec::parse(text.toStdString());
        QVERIFY(!parsed);
        const std::string error = parsed.error().message.english();
        QVERIFY2(QString::fromStdString(error).contains(message), error.c_str());
    }
};

QTEST_APPLESS_MAIN(GamesTest)
#include "tst_games.moc"
