// SPDX-License-Identifier: GPL-3.0-or-later
// Sequences of runs in one window — games with engine moves, lessons, presets, comparisons,
// Monte Carlo tree search, chance trees and the dice game, in many orders: after each, what the
// window shows is that run's own (its options in the search controls, its title, its panels, its
// pseudocode and counters), and nothing of the run before it.
#include "core/content/BuiltInLessons.h"
#include "core/games/GameRegistry.h"
#include "core/games/connect4/Connect4Kind.h"
#include "core/games/tictactoe/TicTacToeKind.h"
#include "core/search/SearchFamilyEntry.h"
#include "tests/support/TestTrees.h"
#include "tests/support/UiFixtures.h"
#include "ui/compare/ComparePane.h"
#include "ui/compare/CompareWindow.h"
#include "ui/editing/TreeSession.h"
#include "ui/jobs/JobProgress.h"
#include "ui/jobs/JobRunner.h"
#include "ui/language/Translated.h"
#include "ui/language/ValueText.h"
#include "ui/lessons/LessonCommands.h"
#include "ui/mcts/MctsSettingsEditor.h"
#include "ui/panels/CountersPanel.h"
#include "ui/panels/PseudocodePanel.h"
#include "ui/play/BoardWidget.h"
#include "ui/play/PlayPanel.h"
#include "ui/playback/RunModel.h"
#include "ui/window/game/PlayFeature.h"
#include "ui/window/search/EnhancementsMenu.h"

#include <QComboBox>
#include <QDockWidget>
#include <QRandomGenerator>
#include <QSet>
#include <QSignalSpy>
#include <QSpinBox>
#include <QToolBar>
#include <QtTest>

using namespace gtl;
using namespace gtl::ui;
using namespace gtl::ui::test;

namespace {

constexpr int kEngineMs = 30000;

/// What a sequence is made of, by the letters a row of the table spells it with; the random
/// order draws from kRunLetters.
enum class RunKind : char {
    TicTacToeGame = 't',
    Connect4Game = 'f',
    CancelledGame = 'x',
    /// Only after a tic-tac-toe game: its one engine move taken back.
    TakenBack = 'b',
    Lesson = 'l',
    Preset = 'p',
    Comparison = 'c',
    MonteCarlo = 'm',
    ChanceTree = 'a',
    DiceGame = 'd',
};
constexpr std::string_view kRunLetters = "tfxlpcmad";

/// What the run just made should show: the options chosen for it, whether it is a game's,
/// and a piece of its title.
struct Expected {
    SearchOptions chosen;
    bool game = false;
    QString title;
    bool lesson = false;
    /// What was wrong already while the run was made, or "".
    QString problem;
};

NewGame gameOf(const char* name, std::optional<char> human, SearchOptions engine)
{
    NewGame game;
    game.game = GameRegistry::find(name);
    game.human = human;
    game.engine.options = engine;
    return game;
}

/// Drives one window through runs as a user would, and knows what each should show.
class Runs {
public:
    explicit Runs(MainWindow& window)
        : window_(window)
        , user_(window.searchOptions())
    {
    }

    /// Makes a run of @p kind, as a user would.
    Expected make(RunKind kind)
    {
        switch (kind) {
        case RunKind::TicTacToeGame:
            return game(gameOf("tic-tac-toe", 'O', {Algorithm::NegamaxAlphaBeta, false, {.depth = 3, .table = true}}));
        case RunKind::Connect4Game:
            return game(gameOf("Connect Four", 'O', {Algorithm::AlphaBeta, false, {.depth = 3}}));
        case RunKind::CancelledGame: return cancelledGame();
        case RunKind::TakenBack: return takenBack();
        case RunKind::Lesson: {
            static constexpr const char* kLessons[] = {"alphabeta", "table-hit", "aspiration", "mcts-phases"};
            return lesson(kLessons[lessonCount_++ % std::size(kLessons)]);
        }
        case RunKind::Preset: return preset("mixed");
        case RunKind::Comparison: return comparison();
        case RunKind::MonteCarlo: return monteCarlo();
        case RunKind::ChanceTree: return preset("aima-chance");
        case RunKind::DiceGame: return preset("pig");
        }
        return {};
    }

private:
    Expected game(const NewGame& game)
    {
        PlayFeature& play = window_.play();
        QSignalSpy moved(&play, &PlayFeature::engineMoved);
        play.start(game);
        if (moved.count() == 0 && !moved.wait(kEngineMs))
            qWarning("the engine did not move");
        return last_ = {game.engine.searchOptions(*game.game), true, QStringLiteral("the engine's move 1"), false, {}};
    }

    /// A new game whose engine is stopped while it thinks of its first move: the new game's
    /// start is on screen, not the last game's search.
    Expected cancelledGame()
    {
        PlayFeature& play = window_.play();
        // Minimax over the whole tree from the empty board: long enough to be cancelled.
        const NewGame game = gameOf("tic-tac-toe", 'O', {Algorithm::Minimax, false, {.depth = 0}});
        play.start(game);
        play.cancel();
        const GameKind& kind = *game.game;
        return last_
            = {game.engine.searchOptions(kind), true, QString::fromStdString(kind.text(kind.newGame())), false, {}};
    }

    /// The engine's only move taken back: the game's start is on screen again, unsearched.
    Expected takenBack()
    {
        window_.play().takeBack();
        const GameKind& kind = window_.play().record()->kind();
        last_.title = QString::fromStdString(kind.text(kind.newGame()));
        return last_;
    }

    Expected lesson(const char* name)
    {
        if (!window_.lessons().openBuiltIn(QString::fromLatin1(name)))
            qWarning("cannot open the lesson %s: %s", name, qPrintable(window_.lessons().lastError()));
        // A lesson's tree runs the lesson's search; the user's choice stays for the next tree.
        return last_
            = {BuiltInLessons::outline(name)->options, false, translatedTitle(window_.session().title()), true, {}};
    }

    Expected preset(const char* name)
    {
        if (!window_.openSource({TreeSource::Kind::Preset, name, {}}))
            qWarning("cannot open the preset %s", name);
        return last_ = {user_, false, translatedTitle(window_.session().title()), false, {}};
    }

    /// A comparison opens a window of its own, with the tree and search on screen: the main
    /// window's run stays as it was.
    Expected comparison()
    {
        CompareWindow& compare = window_.compare(Comparison::MinimaxVersusAlphaBeta);
        // A game's position is compared to the depth it was searched to, not to the end.
        const std::uint32_t depth = window_.runModel().run().trace.options.enhancements.depth;
        Expected shown = last_;
        for (const ComparePane* pane : compare.panes()) {
            if (pane->model().run().refusal.empty() && pane->model().run().trace.options.enhancements.depth != depth)
                shown.problem = QStringLiteral("a comparison searches to another depth than the run on screen");
        }
        compare.close();
        return shown;
    }

    /// Tic-tac-toe chosen in the Tree box, Monte Carlo tree search in the Search box, and its
    /// iterations in their box.
    Expected monteCarlo()
    {
        preset("ttt-block");
        auto* searchBar = window_.findChild<QToolBar*>("searchToolBar");
        auto* algorithms = searchBar->findChild<QComboBox*>();
        const int mcts = algorithms->findData(int(Algorithm::Mcts));
        algorithms->setCurrentIndex(mcts);
        emit algorithms->activated(mcts);
        auto* editor = searchBar->findChild<MctsSettingsEditor*>("mctsSettings");
        editor->findChild<QSpinBox*>()->setValue(150 + 50 * int(monteCarloCount_++ % 3));
        user_ = {};
        user_.algorithm = Algorithm::Mcts;
        user_.mcts = editor->settings();
        return last_ = {user_, false, translatedTitle(window_.session().title()), false, {}};
    }

    MainWindow& window_;
    /// The user's search choice, for the trees they open.
    SearchOptions user_;
    Expected last_;
    int lessonCount_ = 0;
    int monteCarloCount_ = 0;
};

bool dockShown(MainWindow& window, const char* name)
{
    const auto* dock = window.findChild<QDockWidget*>(QString::fromLatin1(name));
    return dock && !dock->isHidden();
}

QStringList listing(const PseudocodePanel& panel)
{
    QStringList lines;
    for (int row = 0; row < panel.count(); ++row)
        lines << panel.item(row)->text();
    return lines;
}

QStringList counterTexts(const CountersPanel& panel)
{
    QStringList texts;
    for (const char* name : {"step", "visited", "pruned", "nodes", "leaves", "cutoffs", "value", "best", "iteration",
             "horizon", "quiescence", "dropped", "reduced", "nullmove", "table", "researches"}) {
        const QString counter = QString::fromLatin1(name);
        texts << counter + QLatin1Char('=') + (panel.isShown(counter) ? panel.counter(counter) : QStringLiteral("-"));
    }
    return texts;
}

QString words(const Enhancements& enhancements, const GameTree& tree)
{
    return QString::fromStdString(searchOptionsName({Algorithm::AlphaBeta, false, enhancements}, ChoiceNames(tree)));
}

/// The first way the window fails to show exactly the run it has, made as @p expected says;
/// "" when it shows it.
QString problemShowing(MainWindow& window, const Expected& expected)
{
    if (!expected.problem.isEmpty())
        return expected.problem;
    const SearchRun& run = window.runModel().run();
    const SearchOptions& options = run.trace.options;
    // A game's run has the engine's options; any other the options chosen, as the tree takes them.
    const SearchOptions wanted = expected.game
        ? expected.chosen
        : SearchRun::shown(window.session().sharedTree(), expected.chosen, run.title)->trace.options;
    if (!(options == wanted))
        return QStringLiteral("the run has other options than were chosen for it");
    auto* searchBar = window.findChild<QToolBar*>("searchToolBar");
    if (searchBar->findChild<QComboBox*>()->currentData().toInt() != int(options.algorithm))
        return QStringLiteral("the Search box shows another search");
    if (const Enhancements menu = window.findChild<EnhancementsMenu*>()->chosen();
        !(menu == expected.chosen.enhancements))
        return QStringLiteral("the Enhancements menu shows %1, not %2 as chosen")
            .arg(words(menu, *run.tree), words(expected.chosen.enhancements, *run.tree));
    const auto* editor = searchBar->findChild<MctsSettingsEditor*>("mctsSettings");
    if (algorithmEntry(options.algorithm).samples() && editor->settings().iterations != options.mcts.iterations)
        return QStringLiteral("the Iterations box shows %1, the run has %2")
            .arg(editor->settings().iterations)
            .arg(options.mcts.iterations);
    if (!window.windowTitle().contains(translatedTitle(run.title))
        || !translatedTitle(run.title).contains(expected.title))
        return QStringLiteral("the title is \"%1\", not of the run \"%2\"").arg(window.windowTitle(), expected.title);
    if (dockShown(window, "gameDock") != expected.game)
        return expected.game ? QStringLiteral("the Game panel is not shown") : QStringLiteral("the Game panel stays");
    if (dockShown(window, "lessonDock") != expected.lesson)
        return expected.lesson ? QStringLiteral("the lesson bar is not shown") : QStringLiteral("the lesson bar stays");
    if (dockShown(window, "convergenceDock") != algorithmEntry(options.algorithm).samples())
        return QStringLiteral("the Convergence panel is shown where it should not be, or not where it should");
    if (dockShown(window, "tableDock") != options.enhancements.table)
        return QStringLiteral("the Transposition Table panel does not follow the run's table");
    if (dockShown(window, "iterationsDock") != options.enhancements.iterative)
        return QStringLiteral("the Iterations panel does not follow the run's iterative deepening");
    // The panels show what panels made afresh for this run show, at the same step.
    RunModel fresh;
    const PseudocodePanel pseudocode(fresh);
    const CountersPanel counters(fresh);
    fresh.load(window.runModel().sharedRun());
    fresh.seek(window.runModel().step());
    if (listing(window.pseudocode()) != listing(pseudocode))
        return QStringLiteral("the pseudocode is of another search: %1, not %2")
            .arg(listing(window.pseudocode()).join('|'), listing(pseudocode).join('|'));
    if (counterTexts(window.counters()) != counterTexts(counters))
        return QStringLiteral("the counters show %1, the run %2")
            .arg(counterTexts(window.counters()).join(' '), counterTexts(counters).join(' '));
    return {};
}

/// Makes the runs @p letters names one after another in a new window, checking each at its
/// start and its end.
void walk(const QString& letters)
{
    MainWindow window(MainWindow::Settings::Ignore);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    Runs runs(window);
    for (qsizetype i = 0; i < letters.size(); ++i) {
        const auto kind = RunKind(letters[i].toLatin1());
        const Expected expected = runs.make(kind);
        const QString where = QStringLiteral("run %1 (%2) of %3").arg(i + 1).arg(letters[i]).arg(letters);
        QString problem = problemShowing(window, expected);
        QVERIFY2(problem.isEmpty(), qPrintable(where + ": " + problem));
        window.controller().seek(window.runModel().stepCount());
        problem = problemShowing(window, expected);
        QVERIFY2(problem.isEmpty(), qPrintable(where + " at its end: " + problem));
    }
}

} // namespace

class RunsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { useOwnSettings(); }

    void cleanupTestCase() { removeOwnSettings(); }

    void eachRunShowsOnlyItself_data()
    {
        QTest::addColumn<QString>("runs");
        QTest::newRow("a game, then a preset with the user's search") << "tp";
        QTest::newRow("Connect Four, a lesson, a comparison") << "flc";
        QTest::newRow("Monte Carlo, a game, Monte Carlo again") << "mtm";
        QTest::newRow("a lesson, the dice game, a chance tree, a preset") << "ldap";
        QTest::newRow("a chance tree, a game, a comparison, a preset") << "atcp";
        QTest::newRow("the dice game, Monte Carlo, Connect Four, a lesson") << "dmfl";
        QTest::newRow("a game, then a new game cancelled") << "tx";
        QTest::newRow("a game, its engine move taken back, a preset") << "tbp";
        QTest::newRow("a cancelled game, a comparison, a preset") << "xcp";
        QTest::newRow("a game, a lesson, a game, the table lesson") << "tltl";
        QTest::newRow("four lessons, with games between") << "ltlflxlp";
        QTest::newRow("Monte Carlo, a comparison, a chance tree") << "mca";
    }

    void eachRunShowsOnlyItself()
    {
        QFETCH(QString, runs);
        walk(runs);
    }

    /// Every search of the registry is in the Search box; chosen there on a tree it reads, it
    /// runs with a listing of its own and the counters of its family: values and cut-offs for
    /// a search that proves them, iterations for one that samples.
    void everySearchOfTheRegistryIsOffered()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        auto* algorithms = window.findChild<QToolBar*>("searchToolBar")->findChild<QComboBox*>();
        QSet<QString> firstLines;
        for (const AlgorithmEntry& entry : kAlgorithms) {
            const SearchFamilyEntry& family = familyEntry(entry.algorithm);
            QVERIFY(window.openSource({TreeSource::Kind::Preset, gtl::test::presetReadBy(entry.algorithm), {}}));
            const int index = algorithms->findData(int(entry.algorithm));
            QVERIFY2(index >= 0, entry.name.data());
            algorithms->setCurrentIndex(index);
            emit algorithms->activated(index);
            QTRY_COMPARE(int(window.runModel().run().trace.options.algorithm), int(entry.algorithm));
            QVERIFY2(window.runModel().run().refusal.empty(), entry.name.data());
            const QStringList lines = listing(window.pseudocode());
            QVERIFY2(!lines.isEmpty() && !firstLines.contains(lines.first()), qPrintable(lines.join('|')));
            firstLines.insert(lines.first());
            const CountersPanel& counters = window.counters();
            QCOMPARE(counters.isShown("cutoffs"), family.provesValues);
            QCOMPARE(counters.isShown("value"), family.provesValues);
            QCOMPARE(counters.isShown("iteration"), !family.provesValues);
        }
    }

    /// The runs in an order of chance, the seed written so that a failure can be made again.
    void runsInARandomOrderShowOnlyThemselves()
    {
        const quint32 seed = qEnvironmentVariableIsSet("GTL_RUNS_SEED")
            ? quint32(qEnvironmentVariableIntValue("GTL_RUNS_SEED"))
            : 20261203;
        qInfo("seed %u (GTL_RUNS_SEED gives another)", seed);
        QRandomGenerator random(seed);
        QString runs;
        for (int i = 0; i < 14; ++i)
            runs += QLatin1Char(kRunLetters[random.bounded(int(kRunLetters.size()))]);
        walk(runs);
    }

    /// While the engine thinks of its answer, the search of its last move stays on screen and
    /// the keys go on stepping it, wherever the keyboard is after the move was typed.
    void theKeysStepTheLastSearchWhileTheEngineThinks()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        PlayFeature& play = window.play();
        QSignalSpy moved(&play, &PlayFeature::engineMoved);
        play.start(gameOf("tic-tac-toe", 'X', {Algorithm::Minimax, false, {.depth = 0}}));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_5);
        QVERIFY(moved.count() > 0 || moved.wait(kEngineMs));
        const auto shown = window.runModel().sharedRun();
        const std::size_t steps = window.runModel().stepCount();
        QVERIFY(steps > 2);
        QWidget* keys = QApplication::focusWidget();
        QVERIFY(keys);
        QTest::keyClick(keys, play.record()->moveNamed("1") ? Qt::Key_1 : Qt::Key_2);
        QVERIFY(play.isThinking());
        keys = QApplication::focusWidget();
        QVERIFY(keys);
        qInfo("the keyboard is at %s %s", keys->metaObject()->className(), qPrintable(keys->objectName()));
        QTest::keyClick(keys, Qt::Key_End);
        QCOMPARE(window.runModel().step(), steps);
        QTest::keyClick(keys, Qt::Key_Left);
        QCOMPARE(window.runModel().step(), steps - 1);
        QTest::keyClick(keys, Qt::Key_Home);
        QCOMPARE(window.runModel().step(), std::size_t(0));
        QTest::keyClick(keys, Qt::Key_Right);
        QCOMPARE(window.runModel().step(), std::size_t(1));
        QCOMPARE(window.runModel().sharedRun(), shown);
        play.cancel();
    }

    /// A search that takes longer than a moment leaves the tree on screen unsearched and the
    /// window answering; it shows when done, and a cancel leaves the tree unsearched, saying so.
    void aLongSearchKeepsTheWindowAnsweringAndCancels()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.show();
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "textbook", {}}));
        window.session().setSearchWait(0);
        window.setSearchOptions({Algorithm::Minimax, false});
        QVERIFY(window.openSource({TreeSource::Kind::Game, ".........", {}, &ticTacToeKind()}));
        JobRunner& searches = window.session().searches();
        QVERIFY(searches.isRunning());
        QCOMPARE(window.runModel().run().tree->size(), window.session().tree().size());
        QCOMPARE(window.runModel().stepCount(), std::size_t(0));
        QVERIFY(window.session().searchRefusal().english().find("still running") != std::string::npos);
        bool fired = false;
        QTimer::singleShot(0, &window, [&fired] { fired = true; });
        QTRY_VERIFY(fired); // the window's thread handles its events while the tree is searched
        QTRY_VERIFY_WITH_TIMEOUT(!searches.isRunning(), 60000);
        QVERIFY(window.runModel().stepCount() > 500000);
        QVERIFY(window.session().searchRefusal().empty());
        QCOMPARE(window.runModel().run().trace.options.algorithm, Algorithm::Minimax);

        // Seconds of search: a Connect Four opening seven plies deep, every position entered.
        window.setSearchOptions({Algorithm::Minimax, false, {.depth = 7}});
        QVERIFY(window.openSource({TreeSource::Kind::Game, "", {}, &connect4Kind()}));
        QVERIFY(searches.isRunning());
        auto* strip = window.findChild<JobProgress*>("jobProgress");
        QVERIFY(strip);
        QTRY_VERIFY(strip->isVisibleTo(&window)); // shown after a moment
        QTest::keyClick(&window, Qt::Key_Escape);
        QVERIFY(!searches.isRunning());
        QVERIFY(!strip->isVisibleTo(&window));
        QCOMPARE(window.runModel().stepCount(), std::size_t(0));
        QVERIFY(window.session().searchRefusal().english().find("cancelled") != std::string::npos);
        // The same choice again searches again; so does the next change.
        window.session().setSearchWait(-1);
        window.setSearchOptions({Algorithm::Minimax, false, {.depth = 7}});
        QVERIFY(window.runModel().stepCount() > 2000000);
        QVERIFY(window.session().searchRefusal().empty());
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "textbook", {}}));
        QVERIFY(window.runModel().stepCount() > 0);
        QVERIFY(window.session().searchRefusal().empty());
    }
};

QTEST_MAIN(RunsTest)
#include "tst_runs.moc"
