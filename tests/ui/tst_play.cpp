// SPDX-License-Identifier: GPL-3.0-or-later
// Games against the engine in the window: the game's record, the New Game dialog, moves by click
// and by digit, the engine's reply searched off the window's thread and put on screen as the
// run, take-backs, cancels that change nothing, and a window that keeps answering meanwhile.
#include "core/games/GameRecord.h"
#include "core/games/GameRegistry.h"
#include "core/games/connect4/Connect4Game.h"
#include "core/games/connect4/Connect4Kind.h"
#include "core/games/pig/PigKind.h"
#include "core/games/sticks/SticksKind.h"
#include "core/games/tictactoe/TicTacToeKind.h"
#include "core/match/GamesFile.h"
#include "core/match/Openings.h"
#include "tests/support/UiFixtures.h"
#include "ui/charts/ScoreChart.h"
#include "ui/editing/TreeSession.h"
#include "ui/games/GamePainters.h"
#include "ui/match/Crosstable.h"
#include "ui/match/GameReplay.h"
#include "ui/match/MatchPresets.h"
#include "ui/match/MatchWindow.h"
#include "ui/panels/CountersPanel.h"
#include "ui/play/BoardWidget.h"
#include "ui/play/EngineSearch.h"
#include "ui/play/NewGameDialog.h"
#include "ui/play/PerfectPlay.h"
#include "ui/play/PlayPanel.h"
#include "ui/play/PlaySession.h"
#include "ui/play/VerdictNotes.h"
#include "ui/window/game/PlayFeature.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabBar>
#include <QtTest>

using namespace gtl;
using namespace gtl::ui;
using namespace gtl::ui::test;

namespace {

/// The verdict perfect play gives Connect Four's @p column when Pascal Pons' solver scores it
/// @p score with @p discs on the board.
MoveVerdict connect4Verdict(int column, int score, int discs)
{
    Solution solution;
    solution.winBase = 22;
    solution.moverPlaced = discs / 2;
    solution.opponentPlaced = discs - discs / 2;
    solution.moves.resize(7);
    solution.moves[std::size_t(column - 1)] = score;
    return verdictsOf(solution).front();
}

const GameKind& ticTacToe()
{
    return *GameRegistry::find("tic-tac-toe");
}

NewGame ticTacToeGame(std::optional<char> human, SearchOptions options)
{
    NewGame game;
    game.game = &ticTacToe();
    game.human = human;
    game.engine.options = options;
    return game;
}

/// Alpha-beta to the end of the game: the engine never loses at tic-tac-toe.
SearchOptions perfectAlphaBeta()
{
    return {Algorithm::NegamaxAlphaBeta, false, {.depth = 0}};
}

Position afterMoves(const GameKind& kind, std::initializer_list<int> numbers)
{
    GameRecord record(kind, kind.newGame());
    for (int number : numbers)
        record.play(*record.moveNamed(std::to_string(number)));
    return record.position();
}

} // namespace

class PlayTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { useOwnSettings(); }

    void cleanupTestCase() { removeOwnSettings(); }

    /// A whole game of Connect Four played through the session alone, with no window: the
    /// user's moves, the engine's answers searched on the job service, refusals, take-backs,
    /// and perfect play's verdicts on the positions of the game, to the end.
    void aSessionPlaysAWholeGameWithoutAWindow()
    {
        PlaySession session;
        QSignalSpy moved(&session, &PlaySession::engineMoved);
        NewGame game;
        game.game = &connect4Kind();
        game.human = 'X';
        game.engine.options = {Algorithm::NegamaxAlphaBeta, false, {.depth = 2}};
        QVERIFY(PlaySession::problem(game).empty());
        session.start(game);
        const GameRecord& record = *session.record();
        QCOMPARE(record.moves().size(), std::size_t(0));
        QCOMPARE(session.play(8), PlaySession::Refusal::NoSuchMove);
        // The user plays @p column (the next with room when it is full); the engine answers with
        // the best move of its search, rooted at the position it moved from.
        const auto userPlays = [&](int column) {
            while (!record.moveNamed(std::to_string(column)))
                column = column % 7 + 1;
            QCOMPARE(session.play(column), PlaySession::Refusal::None);
            if (record.isOver())
                return;
            QCOMPARE(session.play(column), PlaySession::Refusal::NotYourMove); // the engine is thinking
            QTRY_VERIFY_WITH_TIMEOUT(!session.isThinking(), 20000);
            QCOMPARE(session.engineRuns().size(), record.moves().size() / 2);
            const PlaySession::EngineRun& engine = session.engineRuns().back();
            QCOMPARE(engine.moves, record.moves().size());
            QCOMPARE(std::string(engine.run->trace.result.bestMoveLabel(*engine.run->tree)), record.moves().back());
        };
        for (int column : {1, 7, 1, 7, 2, 6})
            userPlays(column);
        QCOMPARE(record.moves().size(), std::size_t(12));
        QCOMPARE(moved.count(), 6);
        // Taken back: the user's move and the engine's reply, and the search of that reply.
        QCOMPARE(session.takeBack(), std::size_t(2));
        QCOMPARE(record.moves().size(), std::size_t(10));
        QCOMPARE(session.engineRuns().size(), std::size_t(5));
        userPlays(3);
        QCOMPARE(session.engineRuns().size(), std::size_t(6));
        // Perfect play's verdicts on the position on the board: one per legal move, as the
        // solver's solution says. From here the user plays perfect play's best move.
        session.setPerfectPlay(true);
        QTRY_VERIFY_WITH_TIMEOUT(session.verdicts(), 60000);
        const std::atomic<bool> going = false;
        QCOMPARE(*session.verdicts(), PerfectPlay::verdicts(connect4Kind(), record.position(), going));
        QCOMPARE(session.verdicts()->size(), std::size_t(7));
        while (!record.isOver() && !QTest::currentTestFailed()) {
            QTRY_VERIFY_WITH_TIMEOUT(session.verdicts(), 60000);
            const auto best = std::ranges::min_element(*session.verdicts(), {}, &MoveVerdict::rank);
            userPlays(best->number);
        }
        QVERIFY(!record.result().empty());
        QCOMPARE(session.play(1), PlaySession::Refusal::NotYourMove);
    }

    void recordPlaysTakesBackAndSaysWhoWon()
    {
        GameRecord record(ticTacToe(), ticTacToe().newGame());
        QCOMPARE(record.sideToMove(), 'X');
        QVERIFY(!record.moveNamed("0"));
        QVERIFY(!record.moveNamed("10"));
        for (const char* square : {"1", "4", "2", "5"})
            record.play(*record.moveNamed(square));
        QVERIFY(!record.moveNamed("1")); // taken
        QCOMPARE(record.result(), std::string());
        record.play(*record.moveNamed("3"));
        QVERIFY(record.isOver());
        QCOMPARE(record.result(), std::string("X wins"));
        QVERIFY(!record.moveNamed("9")); // the game is over
        QCOMPARE(record.moves(), (std::vector<std::string>{"1", "4", "2", "5", "3"}));
        QCOMPARE(record.takeBack(2), std::size_t(2));
        QCOMPARE(record.sideToMove(), 'O');
        QCOMPARE(record.takeBack(10), std::size_t(3));
        QCOMPARE(record.position(), ticTacToe().newGame());
        // O wins on the other diagonal; a full board with no line is a draw.
        for (const char* square : {"1", "3", "2", "5", "9", "7"})
            record.play(*record.moveNamed(square));
        QCOMPARE(record.result(), std::string("O wins"));
        record.takeBack(6);
        for (const char* square : {"1", "2", "3", "5", "4", "6", "8", "7", "9"})
            record.play(*record.moveNamed(square));
        QCOMPARE(record.result(), std::string("A draw"));
    }

    void newGameDialogOffersEveryGameAndKeepsTheSettings()
    {
        NewGame initial = ticTacToeGame('O', {Algorithm::AlphaBeta, false, {.depth = 3, .table = true, .pvs = true}});
        NewGameDialog dialog(initial);
        auto* games = dialog.findChild<QComboBox*>("game");
        const auto registered = GameRegistry::games();
        QCOMPARE(games->count(), int(std::count_if(registered.begin(), registered.end(), [](const GameKind* game) {
            return !game->hasChance();
        })));
        QCOMPARE(games->findText(QString::fromUtf8(pigKind().names().title.data())), -1); // a game of chance
        const NewGame chosen = dialog.chosen();
        QCOMPARE(chosen.game, initial.game);
        QCOMPARE(chosen.human, initial.human);
        QCOMPARE(chosen.engine.options, initial.engine.options);
        NewGameDialog itself(ticTacToeGame(std::nullopt, perfectAlphaBeta()));
        QVERIFY(!itself.chosen().human);
        QCOMPARE(itself.chosen().engine.options.enhancements.depth, 0u);
    }

    /// The dialog offers the game's evaluations and a time per move, which reach the engine's
    /// search: a time limit deepens iteratively and answers with the last depth finished.
    void newGameDialogSetsTheTimePerMoveAndTheEvaluation()
    {
        NewGame initial;
        initial.game = GameRegistry::find("Connect Four");
        initial.engine.options
            = {Algorithm::NegamaxAlphaBeta, false, {.depth = 6, .evaluation = Connect4Game::kWeightedWindows}};
        initial.engine.timeLimitMs = 1500;
        NewGameDialog dialog(initial);
        auto* evaluation = dialog.findChild<QComboBox*>("evaluation");
        auto* timeLimit = dialog.findChild<QDoubleSpinBox*>("timeLimit");
        QVERIFY(evaluation && timeLimit);
        QCOMPARE(evaluation->count(), 2);
        QCOMPARE(evaluation->currentText(), QString("weighted windows"));
        QCOMPARE(timeLimit->value(), 1.5);
        QCOMPARE(dialog.chosen().engine, initial.engine);
        timeLimit->setValue(0.5);
        evaluation->setCurrentIndex(0);
        const NewGame chosen = dialog.chosen();
        QCOMPARE(chosen.engine.timeLimitMs, 500);
        QCOMPARE(chosen.engine.options.enhancements.evaluation, std::size_t(0));
        const SearchOptions searched = chosen.engine.searchOptions(*chosen.game);
        QVERIFY(searched.enhancements.iterative);
        QCOMPARE(searched.enhancements.timeLimit, 500u);
        timeLimit->setValue(0);
        QCOMPARE(timeLimit->text(), QString("no limit"));
        QCOMPARE(dialog.chosen().engine.timeLimitMs, 0);
        // Tic-tac-toe has no evaluation but its own: the choice is off.
        auto* games = dialog.findChild<QComboBox*>("game");
        games->setCurrentIndex(games->findText("Tic-tac-toe"));
        QCOMPARE(evaluation->count(), 1);
        QVERIFY(!evaluation->isEnabled());
        QCOMPARE(dialog.chosen().engine.options.enhancements.evaluation, std::size_t(0));
    }

    /// The engine searches with the evaluation and the time per move of the new game.
    void theEngineSearchesWithTheChosenEvaluationAndTime()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        PlayFeature& play = window.play();
        QSignalSpy moved(&play, &PlayFeature::engineMoved);
        NewGame game;
        game.game = GameRegistry::find("Connect Four");
        game.human = 'O';
        game.engine.options
            = {Algorithm::NegamaxAlphaBeta, false, {.depth = 5, .evaluation = Connect4Game::kWeightedWindows}};
        game.engine.timeLimitMs = 300;
        play.start(game);
        QVERIFY(moved.wait(20000));
        const SearchOptions& searched = window.runModel().run().trace.options;
        QCOMPARE(searched.enhancements.evaluation, Connect4Game::kWeightedWindows);
        QCOMPARE(searched.enhancements.timeLimit, 300u);
        QVERIFY(searched.enhancements.iterative);
        QCOMPARE(play.record()->moves().size(), std::size_t(1));
        // The iterations are counted against the depth the clock may cut short.
        window.controller().toEnd();
        QVERIFY2(window.counters().counter("iteration").endsWith(" of 5"),
            qPrintable(window.counters().counter("iteration")));
    }

    /// A depth typed beyond the deepest offered becomes the deepest, not its first digit.
    void theDepthFieldTakesANumberTypedBeyondItsRange()
    {
        NewGame initial;
        initial.game = GameRegistry::find("Connect Four");
        initial.engine.options = {Algorithm::NegamaxAlphaBeta, false, {.depth = 4}};
        NewGameDialog dialog(initial);
        auto* depth = dialog.findChild<QSpinBox*>("depth");
        QVERIFY(depth);
        depth->selectAll();
        QTest::keyClicks(depth, "14");
        QTest::keyClick(depth, Qt::Key_Return);
        QCOMPARE(depth->value(), depth->maximum());
        QCOMPARE(dialog.chosen().engine.options.enhancements.depth, std::uint32_t(depth->maximum()));
        depth->selectAll();
        QTest::keyClicks(depth, "7");
        QTest::keyClick(depth, Qt::Key_Return);
        QCOMPARE(depth->value(), 7);
    }

    void theEnginesReplyIsTheRunOnScreen()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        PlayFeature& play = window.play();
        const SearchOptions chosen{Algorithm::Minimax, false, {}};
        window.setSearchOptions(chosen);
        QSignalSpy moved(&play, &PlayFeature::engineMoved);
        play.start(ticTacToeGame('X', perfectAlphaBeta()));
        QVERIFY(!play.isThinking()); // the user moves first
        play.play(5);
        QVERIFY(play.isThinking());
        QVERIFY(moved.wait(20000));
        const GameRecord& record = *play.record();
        QCOMPARE(record.moves().size(), std::size_t(2));
        // Against the centre only a corner holds the draw; the search's first best is square 1.
        QCOMPARE(record.moves()[1], std::string("1"));
        const SearchRun& run = window.runModel().run();
        QCOMPARE(GameKind::positionOf(*run.tree, GameTree::root()), afterMoves(ticTacToe(), {5}));
        QCOMPARE(std::string(run.trace.result.bestMoveLabel(*run.tree)), record.moves()[1]);
        QCOMPARE(run.trace.result.value, 0); // a draw with perfect play
        QCOMPARE(run.trace.options.enhancements.depth, ticTacToe().longestGame());
        QCOMPARE(window.session().options(), chosen); // the engine's settings are its own
        QVERIFY(window.session().title().find("the engine's move 2") != std::string::npos);
        QCOMPARE(window.runModel().step(), std::size_t(0));
        QCOMPARE(play.panel().moveLines(), QStringList({"1. 5  1"}));
        QVERIFY(play.panel().status().contains("The engine played 1"));
        // The next move's search, then Take Back: the search of the move still in the game.
        play.play(9);
        QVERIFY(moved.wait(20000));
        QCOMPARE(
            GameKind::positionOf(*window.runModel().run().tree, GameTree::root()), afterMoves(ticTacToe(), {5, 1, 9}));
        play.takeBack();
        QCOMPARE(play.record()->moves().size(), std::size_t(2));
        QCOMPARE(GameKind::positionOf(*window.runModel().run().tree, GameTree::root()), afterMoves(ticTacToe(), {5}));
        QVERIFY(window.session().title().find("the engine's move 2") != std::string::npos);
        // A preset opened after the game runs the search chosen, not the engine's.
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "mixed", {}}));
        QCOMPARE(window.runModel().run().trace.options, chosen);
        QCOMPARE(window.runModel().run().title, std::string("Mixed order"));
    }

    void aMoveIsAClickOrADigitOnTheBoard()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        PlayFeature& play = window.play();
        QSignalSpy moved(&play, &PlayFeature::engineMoved);
        play.start(ticTacToeGame('X', {Algorithm::NegamaxAlphaBeta, false, {.depth = 1}}));
        BoardWidget& board = play.panel().board();
        QVERIFY(board.isVisible());
        QVERIFY(board.hasFocus());
        QTest::keyClick(&board, Qt::Key_5);
        QCOMPARE(play.record()->moves().front(), std::string("5"));
        QVERIFY(moved.wait(20000));
        const int taken = std::stoi(play.record()->moves()[1]);
        // A click on a taken square plays nothing; on a free one, that square.
        const GamePainter& painter = *GamePainters::of(ticTacToeKind());
        const auto centreOf = [&](int number) { return painter.moveArea(board.boardBox(), number).center().toPoint(); };
        QTest::mouseClick(&board, Qt::LeftButton, {}, centreOf(taken));
        QCOMPARE(play.record()->moves().size(), std::size_t(2));
        const int free = taken == 9 ? 8 : 9;
        QTest::mouseClick(&board, Qt::LeftButton, {}, centreOf(free));
        QCOMPARE(play.record()->moves()[2], std::to_string(free));
        QVERIFY(moved.wait(20000));
        // Playing out of turn is refused.
        QVERIFY(!play.isThinking());
        play.takeBack();
        QCOMPARE(play.record()->moves().size(), std::size_t(2));
        QCOMPARE(play.record()->sideToMove(), 'X');
    }

    /// Sticks for three: the dialog seats A, B or C and offers the searches of several players;
    /// with the user in B's seat, A's engine opens, and after each move of the user C's and A's
    /// engines answer in turn, each searching the whole tree from its position.
    void aGameOfThreeSeatsThePersonAnywhere()
    {
        NewGame sticks;
        sticks.game = &sticksKind();
        sticks.human = 'B';
        sticks.engine.options = {algorithmNamed("maxn")};
        NewGameDialog dialog(sticks);
        auto* side = dialog.findChild<QComboBox*>("side");
        QCOMPARE(side->count(), 4);
        QCOMPARE(side->itemText(2), QString("C, moving third"));
        QCOMPARE(side->itemText(3), QString("None: the engines play each other"));
        auto* algorithm = dialog.findChild<QComboBox*>("algorithm");
        QCOMPARE(algorithm->count(), 2);
        QCOMPARE(dialog.chosen().human, std::optional<char>('B'));
        QCOMPARE(dialog.chosen().engine.options.algorithm, algorithmNamed("maxn"));
        // Back to tic-tac-toe: two seats and the searches of two players.
        dialog.findChild<QComboBox*>("game")->setCurrentIndex(0);
        QCOMPARE(side->count(), 3);
        QVERIFY(algorithm->findData(int(algorithmNamed("maxn"))) < 0);
        // From tic-tac-toe at depth 3 to Sticks: max^n, to the end, and the dialog accepts it.
        NewGameDialog fromTicTacToe(ticTacToeGame('X', {Algorithm::AlphaBeta, false, {.depth = 3, .killers = true}}));
        auto* games = fromTicTacToe.findChild<QComboBox*>("game");
        games->setCurrentIndex(games->findText("Sticks"));
        QCOMPARE(fromTicTacToe.chosen().engine.options.algorithm, algorithmNamed("maxn"));
        QVERIFY(!fromTicTacToe.chosen().engine.options.enhancements.any());
        QVERIFY(fromTicTacToe.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled());

        MainWindow window(MainWindow::Settings::Ignore);
        PlayFeature& play = window.play();
        QSignalSpy moved(&play, &PlayFeature::engineMoved);
        play.start(sticks);
        QVERIFY2(moved.wait(20000), qPrintable(play.panel().status())); // A opens
        QCOMPARE(play.record()->sideToMove(), 'B');
        const SearchRun& opened = window.runModel().run();
        QCOMPARE(opened.tree->size(), NodeId(326)); // nine sticks, the whole tree
        QVERIFY(opened.tree->scoresEachPlayer());
        play.play(4); // no such move
        QCOMPARE(play.record()->moves().size(), std::size_t(1));
        play.play(1);
        QCOMPARE(play.record()->sideToMove(), 'C');
        QVERIFY(play.isThinking());
        QTRY_VERIFY_WITH_TIMEOUT(play.record()->moves().size() == 4, 20000); // C, then A
        const SearchRun& answered = window.runModel().run();
        QCOMPARE(answered.tree->size(), NodeId(28)); // A's search, from five sticks
        QCOMPARE(answered.tree->seat(GameTree::root()), std::uint32_t(0));
        QCOMPARE(play.record()->sideToMove(), 'B');
        const std::vector<std::string>& moves = play.record()->moves();
        QCOMPARE(play.panel().moveLines(),
            QStringList({QString::fromStdString("1. " + moves[0] + "  1  " + moves[2]),
                QString::fromStdString("2. " + moves[3])}));
        QVERIFY(play.panel().status().startsWith(
            QString::fromStdString("C played " + moves[2] + ". A played " + moves[3] + ". You play B")));
        while (!play.record()->isOver()) {
            const std::size_t played = play.record()->moves().size();
            play.play(1);
            QTRY_VERIFY_WITH_TIMEOUT(
                play.record()->isOver() || (play.record()->moves().size() > played + 1 && !play.isThinking()), 20000);
        }
        QVERIFY(play.panel().status().contains(QString::fromStdString(play.record()->result())));
        QVERIFY(QString::fromStdString(play.record()->result()).endsWith(" wins"));
        // Take Back returns to B's turn, whatever the engines played since.
        play.takeBack();
        QCOMPARE(play.record()->sideToMove(), 'B');
    }

    /// Game → Match…: two engines from the New Game editor play a game's random openings on
    /// the job service; the pairs come in as a table and the score as a sentence.
    void aMatchPlaysInTheWindow()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.play().showMatchWindow();
        MatchWindow& match = *window.play().matchWindow();
        QVERIFY(match.isVisible());
        // Every Alt key of the window reaches one control: none is taken twice.
        QVERIFY2(sharedKey(match).isEmpty(), qPrintable(sharedKey(match)));
        auto* games = match.findChild<QComboBox*>("game");
        QCOMPARE(games->findText("Sticks"), -1); // matches are of two players
        QCOMPARE(games->findText("Pig"), -1);
        games->setCurrentIndex(games->findText("Tic-tac-toe"));
        match.findChild<QSpinBox*>("games")->setValue(10);
        match.start();
        QTRY_VERIFY_WITH_TIMEOUT(!match.isRunning(), 20000);
        QCOMPARE(match.matchReport().counts.games(), 10u);
        QCOMPARE(match.table().rowCount(), 5);
        QCOMPARE(match.table().item(0, 0)->text().size(), 9); // the opening's board
        // The engine New Game starts with against one two moves less deep, named as the
        // Search box names them, and the counts of the games.
        const MatchCounts& counts = match.matchReport().counts;
        QVERIFY2(
            match.summary().contains(
                QString("10 games: won %1, drawn %2, lost %3.").arg(counts.wins).arg(counts.draws).arg(counts.losses)),
            qPrintable(match.summary()));
        QVERIFY2(match.summary().startsWith("Engine 1 (Negamax alpha-beta, depth 4) against engine 2 (Negamax "
                                            "alpha-beta, depth 2)"),
            qPrintable(match.summary()));
        // The chart drew the score as the pairs came in: from an even 50% with nothing known
        // to the score the sentence gives, inside its interval at every point.
        const QList<QPointF> scores = match.chart().scorePoints();
        const QList<QPointF> lows = match.chart().lowPoints();
        const QList<QPointF> highs = match.chart().highPoints();
        QCOMPARE(scores.front(), QPointF(0, 50));
        QCOMPARE(lows.front().y(), 0.0);
        QCOMPARE(highs.front().y(), 100.0);
        QCOMPARE(scores.back(), QPointF(10, 100 * counts.score()));
        QCOMPARE(scores.size(), 6); // nothing known, then after each of the five pairs
        QCOMPARE(lows.size(), scores.size());
        QCOMPARE(highs.size(), scores.size());
        for (qsizetype point = 1; point < scores.size(); ++point) {
            QVERIFY(scores[point].x() > scores[point - 1].x());
            QVERIFY(lows[point].y() <= scores[point].y() && scores[point].y() <= highs[point].y());
        }
        const ScoreInterval last = MatchStatistics::scoreInterval(counts);
        QCOMPARE(lows.back().y(), 100 * last.low);
        QCOMPARE(highs.back().y(), 100 * last.high);

        // The second game of the second pair, replayed: engine 2 moved first from the opening.
        const MatchGame& played = match.matchReport().pairs[1][1];
        match.replayGame(1, 2);
        GameReplay& replay = *match.replay();
        QVERIFY(replay.isVisible());
        QCOMPARE(replay.windowTitle(), QString("Game 4 of the match"));
        QCOMPARE(replay.moves().count(), int(played.moves.size()) + 1);
        QVERIFY2(replay.heading().startsWith("Engine 1 (Negamax alpha-beta, depth 4) played O, engine 2 (Negamax "
                                             "alpha-beta, depth 2) played X."),
            qPrintable(replay.heading()));
        const RoundRobinSettings& settings = match.played();
        const std::vector<Position> positions
            = Match::positionsOf(ticTacToe(), settings.openings[played.opening], played);
        QCOMPARE(replay.shownPosition(), positions.back()); // it opens at the end
        replay.showMove(0);
        QCOMPARE(replay.description(), QString("The opening, before the engines' first move."));
        replay.searchShownMove(); // the opening has no search behind it
        QVERIFY(!replay.isSearching());
        // The first engine's first move, searched again: the run on screen is rooted at the
        // position it was made from, with engine 1's settings, and chooses the move played.
        replay.showMove(2);
        QCOMPARE(replay.shownPosition(), positions[2]);
        QCOMPARE(replay.description(),
            QString::fromStdString("Move 2: O played " + played.moves[1]
                + ", chosen by engine 1 (Negamax alpha-beta, depth 4). Return opens the search behind it."));
        QSignalSpy ready(&replay, &GameReplay::searchReady);
        replay.searchShownMove();
        QVERIFY(ready.wait(20000));
        const SearchRun& searched = window.runModel().run();
        QCOMPARE(GameKind::positionOf(*searched.tree, GameTree::root()), positions[1]);
        QCOMPARE(searched.trace.options, *settings.engines[0].search);
        QCOMPARE(std::string(searched.trace.result.bestMoveLabel(*searched.tree)), played.moves[1]);
        QVERIFY2(searched.title.ends_with(" · move 2 of game 4 of the match"), searched.title.c_str());
        QVERIFY2(sharedKey(replay).isEmpty(), qPrintable(sharedKey(replay)));
    }

    /// A third engine makes a round robin: every two play a match of the same openings, and the
    /// crosstable shows each one's score against each other and over all its games.
    void moreEnginesPlayARoundRobinInTheWindow()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.play().showMatchWindow();
        MatchWindow& match = *window.play().matchWindow();
        auto* games = match.findChild<QComboBox*>("game");
        games->setCurrentIndex(games->findText("Tic-tac-toe"));
        match.findChild<QSpinBox*>("games")->setValue(4);
        QVERIFY(match.findChild<ScoreChart*>()->isVisible());
        match.addEngine();
        QCOMPARE(match.engineCount(), std::size_t(3));
        QVERIFY(!match.findChild<ScoreChart*>()->isVisible());
        QVERIFY(match.crosstable().isVisible());
        // Before it is played, the crosstable names the engines, every match still to play.
        QCOMPARE(match.crosstable().cell(2, 0), QString("Negamax alpha-beta, depth 1"));
        QCOMPARE(match.crosstable().cell(0, 2), QString("–"));
        QVERIFY2(sharedKey(match).isEmpty(), qPrintable(sharedKey(match)));
        match.start();
        QTRY_VERIFY_WITH_TIMEOUT(!match.isRunning(), 20000);
        const RoundRobinReport& report = match.report();
        QCOMPARE(report.pairings.size(), std::size_t(3));
        QCOMPARE(report.gamesDone, std::size_t(12));
        const Crosstable& table = match.crosstable();
        QCOMPARE(table.rowCount(), 3);
        QCOMPARE(table.cell(2, 0), QString("Negamax alpha-beta, depth 1")); // two plies less deep than engine 2
        for (int row = 0; row < 3; ++row) {
            QCOMPARE(table.cell(row, row + 1), QString("·"));
            for (int column = 0; column < 3; ++column)
                if (column != row)
                    QCOMPARE(table.cell(row, column + 1),
                        QString("%1%").arg(100 * *report.score(std::size_t(row), std::size_t(column)), 0, 'f', 1));
            QCOMPARE(table.cell(row, 4),
                QString("%1%").arg(100 * report.points(std::size_t(row)) / report.games(std::size_t(row)), 0, 'f', 1));
        }
        QVERIFY2(
            match.summary().startsWith("Round robin of 3 engines, 12 of 12 games played"), qPrintable(match.summary()));
        // The third engine closes; the first two stay, and the match is of two again.
        match.removeEngine(1);
        QCOMPARE(match.engineCount(), std::size_t(3));
        match.removeEngine(2);
        QCOMPARE(match.engineCount(), std::size_t(2));
        QVERIFY(match.findChild<ScoreChart*>()->isVisible());
        QVERIFY(!match.crosstable().isVisible());
    }

    /// A question of the manual's table, chosen in the window, sets up the match the manual
    /// measured with the command line, and comes to the figures the manual gives.
    void aPresetMatchReproducesTheManualsClaim()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.play().showMatchWindow();
        MatchWindow& match = *window.play().matchWindow();
        match.addEngine();
        auto* presets = match.findChild<QComboBox*>("preset");
        QCOMPARE(presets->count(), int(matchPresets().size()) + 1);
        QCOMPARE(presets->itemText(1),
            QString("Depth against evaluation: depth 6 counting open windows, or depth 4 weighing them?"));
        match.choosePreset(1);
        QCOMPARE(match.engineCount(), std::size_t(2));
        QCOMPARE(match.findChild<QComboBox*>("game")->currentText(), QString("Connect Four"));
        QCOMPARE(match.findChild<QSpinBox*>("games")->value(), 200);
        QCOMPARE(match.summary(), presets->itemText(1) + " Press Play to find out.");
        match.start();
        QTRY_VERIFY_WITH_TIMEOUT(!match.isRunning(), 120000);
        const RoundRobinSettings& played = match.played();
        QCOMPARE(played.engines[0].search->enhancements.depth, 6u);
        QCOMPARE(played.engines[1].search->enhancements.evaluation, std::size_t(1));
        // comparing.md: "32.8%, −125.0 ± 42.5 Elo"
        QVERIFY2(match.summary().contains("200 games: won 43, drawn 45, lost 112. Score 32.8%, Elo -125.0 ± 42.5"),
            qPrintable(match.summary()));
    }

    /// A games file the command line wrote opens as its match: the pairs, the chart and the
    /// sentence, and its games replay; its engines are names, so no search is made again.
    void aGamesFileOpensAsItsMatch()
    {
        const GameKind& ticTacToe = ticTacToeKind();
        MatchSettings settings;
        settings.game = &ticTacToe;
        settings.engines = {MatchEngine{"perfect", std::nullopt},
            MatchEngine{"--depth 1", SearchOptions{Algorithm::Minimax, false, {.depth = 1}}}};
        settings.openings = *Openings::random(ticTacToe, ticTacToe.newGame(), 2, 3, 4);
        const MatchReport played = Match::run(settings, nullptr, nullptr);
        const QTemporaryDir folder;
        const QString path = folder.filePath("games.tsv");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray::fromStdString(GamesFile::write(
            ticTacToe, {settings.engines[0], settings.engines[1]}, settings.openings, {Pairing{0, 1, played}})));
        file.close();
        MainWindow window(MainWindow::Settings::Ignore);
        window.play().showMatchWindow();
        MatchWindow& match = *window.play().matchWindow();
        QVERIFY(match.openGames(path));
        QCOMPARE(match.matchReport().pairs, played.pairs);
        QCOMPARE(match.table().rowCount(), 4);
        QCOMPARE(match.findChild<QComboBox*>("game")->currentText(), QString("Tic-tac-toe"));
        QVERIFY2(match.summary().startsWith("Engine 1 (perfect) against engine 2 (--depth 1), 8 games: "),
            qPrintable(match.summary()));
        match.replayGame(0, 2);
        GameReplay& replay = *match.replay();
        replay.showMove(1);
        QVERIFY2(
            replay.description().endsWith(
                "The games file names the engine, not its settings: play the match here to search its moves again."),
            qPrintable(replay.description()));
        replay.searchShownMove();
        QVERIFY(!replay.isSearching());
        // A file that is not one says where and why.
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write("2254\tX\t1\t1-0\t1\n");
        file.close();
        QVERIFY(!match.openGames(path));
        QVERIFY2(match.summary().startsWith(path + ", line 1, column 1: no '# game: OPTION' line"),
            qPrintable(match.summary()));
    }

    void theEngineCanPlayBothSides()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        PlayFeature& play = window.play();
        QSignalSpy moved(&play, &PlayFeature::engineMoved);
        play.start(ticTacToeGame(std::nullopt, {Algorithm::NegamaxAlphaBeta, false, {.depth = 2}}));
        QVERIFY(!play.isThinking()); // it waits to be asked, so each search can be stepped
        play.play(5);
        QVERIFY(play.record()->moves().empty()); // no side is the user's
        for (std::size_t move = 1; move <= 9 && !play.record()->isOver(); ++move) {
            play.engineMove();
            QVERIFY(moved.wait(20000));
            QCOMPARE(play.record()->moves().size(), move);
        }
        QVERIFY(play.record()->isOver());
        QVERIFY(play.panel().status().contains(QString::fromStdString(play.record()->result())));
        play.takeBack();
        QVERIFY(!play.record()->isOver());
    }

    /// Cancelling drops the search: the run, the game and the panel stay as they were, even
    /// after the search's answer comes in.
    void cancelLeavesTheWindowAsItWas()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        PlayFeature& play = window.play();
        QSignalSpy moved(&play, &PlayFeature::engineMoved);
        play.start(ticTacToeGame(std::nullopt, {Algorithm::Minimax, false, {.depth = 0}}));
        const auto runBefore = window.runModel().sharedRun();
        const QStringList linesBefore = play.panel().moveLines();
        play.engineMove();
        QVERIFY(play.isThinking());
        QVERIFY(play.panel().isThinking());
        play.cancel();
        QVERIFY(!play.isThinking());
        QVERIFY(!play.panel().isThinking());
        QTest::qWait(3000); // long enough for the search to end
        QCOMPARE(moved.count(), 0);
        QCOMPARE(window.runModel().sharedRun(), runBefore);
        QVERIFY(play.record()->moves().empty());
        QCOMPARE(play.panel().moveLines(), linesBefore);
    }

    /// Cancel stops the worker's search, not only its answer: the search ends where it is,
    /// before it is done, and nothing comes back.
    void cancelStopsTheWorkersSearch()
    {
        EngineSearch engine;
        QSignalSpy finished(&engine, &EngineSearch::finished);
        QSignalSpy failed(&engine, &EngineSearch::failed);
        // Minimax over the whole tic-tac-toe tree, recorded: 549,946 positions, well over 50 ms.
        const auto start = std::make_shared<const GameTree>(ticTacToe().tree(ticTacToe().newGame()));
        engine.start(start, {Algorithm::Minimax, false, {.depth = 9}}, "Tic-tac-toe");
        QTest::qWait(20);
        QVERIFY(engine.hasBusyWorker());
        QElapsedTimer clock;
        clock.start();
        engine.cancel();
        QVERIFY(!engine.isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(!engine.hasBusyWorker(), 1000);
        qInfo("the search stopped %lld ms after the cancel", clock.elapsed());
        QCOMPARE(engine.stoppedSearches(), 1);
        QTest::qWait(50);
        QCOMPARE(finished.count(), 0);
        QCOMPARE(failed.count(), 0);
        // Not cancelled, the same search runs to its end and answers.
        engine.start(start, {Algorithm::Minimax, false, {.depth = 9}}, "Tic-tac-toe");
        QVERIFY(finished.wait(30000));
        QCOMPARE(engine.stoppedSearches(), 1);
        QCOMPARE(finished.count(), 1);
    }

    /// The whole tic-tac-toe tree by minimax, recorded step by step, takes a while: the window's
    /// thread goes on handling events all along.
    void theWindowAnswersWhileTheEngineThinks()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        PlayFeature& play = window.play();
        QSignalSpy moved(&play, &PlayFeature::engineMoved);
        play.start(ticTacToeGame(std::nullopt, {Algorithm::Minimax, false, {.depth = 0}}));
        QElapsedTimer clock;
        qint64 longestGap = 0;
        int ticks = 0;
        qint64 last = 0;
        QTimer ticker;
        ticker.setInterval(5);
        connect(&ticker, &QTimer::timeout, this, [&] {
            const qint64 now = clock.elapsed();
            longestGap = std::max(longestGap, now - last);
            last = now;
            ++ticks;
        });
        clock.start();
        ticker.start();
        play.engineMove();
        QVERIFY(moved.wait(60000));
        const qint64 took = clock.elapsed();
        ticker.stop();
        qInfo("search took %lld ms, %d ticks, longest gap %lld ms", took, ticks, longestGap);
        QVERIFY(took > 50);
        QVERIFY(ticks >= took / 50);
        QVERIFY(longestGap < 250);
        QCOMPARE(window.runModel().run().tree->size(), NodeId(549'946));
    }

    void perfectPlayOnTicTacToeIsAnExactSearch()
    {
        const std::atomic<bool> going = false;
        // X to move on XXOOOX...: only 7 blocks O's diagonal; after 8 or 9, O wins at once.
        const Position block = *ticTacToe().parse("XXOOOX...", std::nullopt);
        using O = MoveVerdict::Outcome;
        QCOMPARE(PerfectPlay::verdicts(ticTacToe(), block, going),
            (std::vector<MoveVerdict>{{7, O::Draw, 0}, {8, O::Loss, 1}, {9, O::Loss, 1}}));
        // X wins at once on 3; anywhere but 3 or 6, O wins at once on 6.
        const Position twoInARow = *ticTacToe().parse("XX.OO....", std::nullopt);
        const auto verdicts = PerfectPlay::verdicts(ticTacToe(), twoInARow, going);
        QCOMPARE(verdicts.front(), (MoveVerdict{3, O::Win, 1}));
        QCOMPARE(verdicts[2], (MoveVerdict{7, O::Loss, 1}));
        QCOMPARE(verdicts.size(), std::size_t(5));
        QCOMPARE(verdictNote(verdicts.front()), QString("win\nin 1"));
        QCOMPARE(verdictNote(MoveVerdict{}), QString("draw"));
        // From the empty board every square draws.
        for (const MoveVerdict& verdict : PerfectPlay::verdicts(ticTacToe(), ticTacToe().newGame(), going))
            QCOMPARE(verdict.outcome, O::Draw);
        const std::atomic<bool> cancelled = true;
        QVERIFY(PerfectPlay::verdicts(ticTacToe(), ticTacToe().newGame(), cancelled).empty());
    }

    /// The toggle writes each move's verdict on the board, worked out off the window's thread,
    /// and the engine's move is judged by the verdicts of the position it moved from.
    void perfectPlayIsWrittenOnTheBoard()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        PlayFeature& play = window.play();
        QSignalSpy changed(&play, &PlayFeature::gameChanged);
        QSignalSpy moved(&play, &PlayFeature::engineMoved);
        play.start(ticTacToeGame('X', {Algorithm::NegamaxAlphaBeta, false, {.depth = 1}}));
        play.showPerfectPlay(true);
        QTRY_VERIFY(play.verdicts());
        QCOMPARE(play.panel().board().notes().size(), std::size_t(9));
        QCOMPARE(play.panel().board().notes().at(5), QString("draw"));
        play.play(1);
        QTRY_VERIFY_WITH_TIMEOUT(moved.count() == 1 && play.verdicts(), 20000);
        QCOMPARE(play.panel().board().notes().size(), std::size_t(7));
        QVERIFY2(play.panel().status().contains("Perfect play: "), qPrintable(play.panel().status()));
        // Taken back, a position solved before shows its verdicts at once, not worked out again.
        play.takeBack();
        QVERIFY(play.verdicts());
        QVERIFY(!play.isSolving());
        QCOMPARE(play.panel().board().notes().size(), std::size_t(9));
        QVERIFY2(!play.panel().status().contains("Working out"), qPrintable(play.panel().status()));
        QCOMPARE(window.statusBar()->currentMessage(), QString("Took back 2 moves"));
        play.showPerfectPlay(false);
        QVERIFY(play.panel().board().notes().empty());
    }

    /// Pascal Pons' scores become wins and losses in the mover's own moves.
    void connectFourScoresSayHowSoon()
    {
        using O = MoveVerdict::Outcome;
        QCOMPARE(connect4Verdict(4, 18, 0), (MoveVerdict{4, O::Win, 4})); // X's 4th disc wins
        QCOMPARE(connect4Verdict(3, -18, 0), (MoveVerdict{3, O::Loss, 4})); // after O's 4th
        QCOMPARE(connect4Verdict(5, 0, 7), (MoveVerdict{5, O::Draw, 0}));
        QCOMPARE(connect4Verdict(7, 18, 6), (MoveVerdict{7, O::Win, 1})); // X has 3 down
        QCOMPARE(connect4Verdict(1, -17, 6), (MoveVerdict{1, O::Loss, 2})); // O's 5th disc
        // X to move with 4, 5 and 6 on the bottom row: 3 and 7 win at once, any other column
        // next move (O cannot block both).
        const GameKind& connect4 = *GameRegistry::find("Connect Four");
        const std::atomic<bool> going = false;
        const auto verdicts = PerfectPlay::verdicts(connect4, *connect4.parse("445566", std::nullopt), going);
        QCOMPARE(verdicts.size(), std::size_t(7));
        for (const MoveVerdict& verdict : verdicts) {
            const bool now = verdict.number == 3 || verdict.number == 7;
            QCOMPARE(verdict, (MoveVerdict{verdict.number, O::Win, now ? 1 : 2}));
        }
    }

    /// A game of Connect Four in the window: the engine's search grows the tree from the
    /// position, a click on a column plays there, a full column plays nothing.
    void connectFourIsPlayedByColumn()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        PlayFeature& play = window.play();
        QSignalSpy moved(&play, &PlayFeature::engineMoved);
        NewGame game;
        game.game = GameRegistry::find("Connect Four");
        game.engine.options = {Algorithm::NegamaxAlphaBeta, false, {.depth = 3}};
        play.start(game);
        BoardWidget& board = play.panel().board();
        const GamePainter& painter = *GamePainters::of(connect4Kind());
        // The top of column 1: the whole column is its move.
        QTest::mouseClick(
            &board, Qt::LeftButton, {}, painter.moveArea(board.boardBox(), 1).topLeft().toPoint() + QPoint(3, 3));
        QCOMPARE(play.record()->moves().front(), std::string("1"));
        QVERIFY(moved.wait(20000));
        const SearchRun& run = window.runModel().run();
        QCOMPARE(run.tree->game(), std::string("Connect Four"));
        QVERIFY(run.tree->size() <= 1 + 7 + 49 + 343);
        QCOMPARE(GameKind::positionOf(*run.tree, GameTree::root()), *game.game->parse("1", std::nullopt));
        GameRecord full(*game.game, *game.game->parse("111111", std::nullopt));
        QVERIFY(!full.moveNamed("1"));
        QVERIFY(full.moveNamed("2"));
    }

    /// In projector mode at 1280×720 the Game panel shows its board, its status in larger bold
    /// type than the panel's, and the moves under it, none cut off by the window's edge.
    void theGamePanelReadsFromTheBackOfTheRoom()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.setProjectorMode(true, false);
        PlayFeature& play = window.play();
        QSignalSpy moved(&play, &PlayFeature::engineMoved);
        NewGame game;
        game.game = GameRegistry::find("Connect Four");
        game.human = 'O';
        play.start(game);
        QVERIFY(moved.wait(20000));
        QApplication::processEvents();
        PlayPanel& panel = play.panel();
        QVERIFY(panel.isVisible());
        auto* status = panel.findChild<QLabel*>("gameStatus");
        auto* moves = panel.findChild<QLabel*>("gameMoves");
        QVERIFY(status->font().bold());
        QVERIFY(QFontInfo(status->font()).pixelSize() > QFontInfo(panel.font()).pixelSize());
        for (QLabel* label : {status, moves}) {
            const QRect inWindow(label->mapTo(&window, QPoint(0, 0)), label->size());
            QVERIFY2(window.rect().contains(inWindow), qPrintable(label->objectName()));
            QVERIFY2(label->height() >= label->heightForWidth(label->width()), qPrintable(label->objectName()));
        }
        QCOMPARE(moves->text(), QString("1. 4"));
        QVERIFY2(panel.board().height() >= panel.board().minimumSizeHint().height(),
            qPrintable(QStringLiteral("%1 < %2, panel %3")
                           .arg(panel.board().height())
                           .arg(panel.board().minimumSizeHint().height())
                           .arg(panel.height())));
    }

    /// On a 1280×720 screen a maximised window stays maximised and within the screen through
    /// a game of Connect Four, perfect play on: the board, the moves listed and the status
    /// take the room the window has and never make it grow.
    void theWindowStaysWithinItsScreen()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.showMaximized();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QRect screen = window.screen()->availableGeometry();
        QCOMPARE(screen.size(), QSize(1280, 720));
        PlayFeature& play = window.play();
        QSignalSpy moved(&play, &PlayFeature::engineMoved);
        NewGame game;
        game.game = GameRegistry::find("Connect Four");
        game.human = 'X';
        game.engine.options = {Algorithm::NegamaxAlphaBeta, false, {.depth = 2}};
        play.start(game);
        play.showPerfectPlay(true);
        const auto staysOnScreen = [&](const QString& when) {
            QApplication::processEvents();
            QVERIFY2(window.isMaximized(), qPrintable(when));
            QVERIFY2(screen.contains(window.geometry()),
                qPrintable(
                    QStringLiteral("%1: the window is %2×%3").arg(when).arg(window.width()).arg(window.height())));
            QVERIFY2(window.minimumSizeHint().height() <= screen.height(), qPrintable(when));
        };
        staysOnScreen("at the start");
        if (QTest::currentTestFailed())
            return;
        for (int move = 0; move < 12 && !play.record()->isOver(); ++move) {
            int column = 1 + (move * 3) % 7;
            while (!play.record()->moveNamed(std::to_string(column)))
                column = column % 7 + 1;
            play.play(column);
            if (play.isThinking())
                QVERIFY(moved.wait(20000));
            staysOnScreen(QStringLiteral("after move %1").arg(move + 1));
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY(play.record()->moves().size() >= 10);
    }

    void perfectPlayReadsOnAProjectorScreen_data()
    {
        QTest::addColumn<bool>("projector");
        QTest::addColumn<int>("valuePx");
        QTest::newRow("standard") << false << 21;
        QTest::newRow("projector mode") << true << 23;
    }

    /// On a 1280×720 screen a game of Connect Four with perfect play shown keeps a board a
    /// class can see, every column's verdict with how soon ("W" over "5", "D") and the columns'
    /// numbers, each as large as the values on the tree's nodes and none wider than its column,
    /// and the status whole.
    void perfectPlayReadsOnAProjectorScreen()
    {
        QFETCH(bool, projector);
        QFETCH(int, valuePx);
        MainWindow window(MainWindow::Settings::Ignore);
        window.showMaximized();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.setProjectorMode(projector, false);
        PlayFeature& play = window.play();
        NewGame game;
        game.game = GameRegistry::find("Connect Four");
        game.human = 'X';
        game.engine.options = {Algorithm::NegamaxAlphaBeta, false, {.depth = 2}};
        play.start(game);
        play.play(4);
        QTRY_VERIFY_WITH_TIMEOUT(!play.isThinking() && play.record()->sideToMove() == 'X', 20000);
        // The widest verdicts a column takes (the solver on a position this early takes minutes):
        // the notes as the Game panel makes them of perfect play's verdicts.
        BoardWidget& board = play.panel().board();
        std::map<int, QString> notes;
        std::map<int, QString> shortNotes;
        for (int column = 1; column <= 7; ++column) {
            const int scores[] = {-9, 17, 0, 10, -1, 0, -12};
            const MoveVerdict verdict = connect4Verdict(column, scores[column - 1], 2);
            notes.emplace(column, verdictNote(verdict));
            shortNotes.emplace(column, verdictShortNote(verdict));
        }
        board.setNotes(notes, shortNotes);
        QApplication::processEvents();
        QVERIFY2(board.boardBox().width() >= 160,
            qPrintable(QStringLiteral("%1×%2").arg(board.boardBox().width()).arg(board.boardBox().height())));
        QVERIFY(QRect(board.mapTo(&window, QPoint(0, 0)), board.size()).bottom() <= window.height());
        QList<int> numbers;
        for (const BoardWidget::Label& label : board.labels()) {
            const QString what = QStringLiteral("%1 on %2").arg(label.text).arg(label.move);
            QVERIFY2(QFontInfo(label.font).pixelSize() >= valuePx, qPrintable(what));
            QVERIFY2(QFontMetricsF(label.font).boundingRect(label.area, Qt::AlignCenter, label.text).width()
                    <= label.area.width(),
                qPrintable(what));
            QVERIFY2(QRectF(board.rect()).contains(label.area), qPrintable(what));
            if (label.kind == BoardWidget::Label::Kind::Number) {
                numbers << label.text.toInt();
                QVERIFY2(label.area.top() >= board.boardBox().bottom() - 1, qPrintable(what));
            } else {
                QVERIFY2(QRegularExpression("^(D|draw|[WL]\\n\\d+|(win|loss)\\nin \\d+)$").match(label.text).hasMatch(),
                    qPrintable(what));
            }
        }
        QCOMPARE(numbers, QList<int>({1, 2, 3, 4, 5, 6, 7}));
        // The longest status a game with perfect play says, whole.
        play.panel().setStatus(QStringLiteral("The engine played 3. Perfect play: 3 is a loss in 18. 4 was a win in "
                                              "19. You play X: click or type a number."));
        QApplication::processEvents();
        auto* status = play.panel().findChild<QLabel*>("gameStatus");
        QVERIFY2(status->visibleRegion().boundingRect().height() >= status->heightForWidth(status->width()),
            qPrintable(QStringLiteral("%1 px of %2 shown")
                           .arg(status->visibleRegion().boundingRect().height())
                           .arg(status->heightForWidth(status->width()))));
    }

    void theGameMenuHoldsThePlayActions()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QMenu& menu = window.play().menu();
        QCOMPARE(menu.title(), QString("&Game"));
        QStringList texts;
        for (const QAction* action : menu.actions()) {
            if (!action->isSeparator())
                texts << action->text();
        }
        QCOMPARE(texts,
            QStringList({"&New Game…", "&Take Back", "&Engine Moves Now", "&Cancel Engine Search", "&Perfect Play",
                "&Match…", "&Show the Board"}));
        bool inBar = false;
        for (const QAction* entry : window.menuBar()->actions())
            inBar = inBar || entry->menu() == &menu;
        QVERIFY(inBar);
    }
};

int main(int argc, char** argv)
{
    // A classroom's projector: the screen the window must stay within, 1280×720.
    QTemporaryDir dir;
    QFile screens(dir.filePath("screens.json"));
    if (!screens.open(QIODevice::WriteOnly))
        return 1;
    screens.write(R"({"screens": [{"name": "projector", "x": 0, "y": 0, "width": 1280, "height": 720,
        "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})");
    screens.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + screens.fileName().toLocal8Bit());
    QApplication app(argc, argv);
    PlayTest test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_play.moc"
