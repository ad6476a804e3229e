// SPDX-License-Identifier: GPL-3.0-or-later
// GUI tests of the scene's legibility on the offscreen platform: no text too small or overlapping, at
// every step of the presets, and the room spent on numbers.
#include "core/content/Preset.h"
#include "core/games/connect4/Connect4Kind.h"
#include "core/games/tictactoe/TicTacToeKind.h"
#include "tests/support/ClassroomChecks.h"
#include "tests/support/SceneChecks.h"
#include "tests/support/UiFixtures.h"
#include "ui/lessons/LessonCommands.h"
#include "ui/playback/RunModel.h"
#include "ui/scene/SceneExport.h"
#include "ui/scene/TreeItem.h"
#include "ui/window/MainWindow.h"

#include <QtTest>

#include <functional>

using namespace gtl;
using namespace gtl::ui;
using namespace gtl::ui::test;

class LegibilityTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { useOwnSettings(); }

    void cleanupTestCase() { removeOwnSettings(); }

    void sceneStaysLegible_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("enhancements");
        using K = TreeSource::Kind;
        QTest::newRow("random 3x4") << int(K::Random) << "3,4,4711"
                                    << "";
        QTest::newRow("random 4x4") << int(K::Random) << "4,4,12"
                                    << "";
        QTest::newRow("random 2x7") << int(K::Random) << "2,7,5"
                                    << "";
        QTest::newRow("ragged") << int(K::Random) << "0-4,5,99"
                                << "";
        QTest::newRow("mixed") << int(K::Preset) << "mixed"
                               << "";
        QTest::newRow("textbook") << int(K::Preset) << "textbook"
                                  << "";
        QTest::newRow("worst-first") << int(K::Preset) << "worst-first"
                                     << "";
        QTest::newRow("tic-tac-toe block") << int(K::Game) << "XXOOOX..."
                                           << "";
        QTest::newRow("full tic-tac-toe") << int(K::Game) << "........."
                                          << "";
        // The enhanced searches' tags, marks, horizon and best lines must find room too.
        QTest::newRow("table hit") << int(K::Preset) << "transpositions"
                                   << "table";
        QTest::newRow("horizon") << int(K::Preset) << "horizon"
                                 << "depth";
        QTest::newRow("aspiration") << int(K::Preset) << "aspiration"
                                    << "iterative";
        QTest::newRow("random with PVS") << int(K::Random) << "3,4,4711"
                                         << "pvs";
        QTest::newRow("tic-tac-toe with the table") << int(K::Game) << "XOX.O...."
                                                    << "table pvs";
        QTest::newRow("full tic-tac-toe, depth 3") << int(K::Game) << "........."
                                                   << "table depth";
        // Chance nodes: circles, probabilities on the edges, sums, Star1's intervals and cut tags.
        QTest::newRow("star1 cuts") << int(K::Preset) << "star1-cuts"
                                    << "star1";
        QTest::newRow("aima relabelled") << int(K::Preset) << "aima-relabelled"
                                         << "expectiminimax";
        QTest::newRow("random chance 3x4") << int(K::Random) << "3,4,4711,-9,9,chance"
                                           << "star1";
        QTest::newRow("random chance 2x6") << int(K::Random) << "2,6,5,-9,9,chance"
                                           << "expectiminimax";
        QTest::newRow("the dice game") << int(K::Preset) << "pig"
                                       << "expectiminimax";
        QTest::newRow("the dice game, Star1") << int(K::Preset) << "pig"
                                              << "star1";
    }

    /// At both classroom sizes, normal and projected, at every cut-off (the first ten of
    /// large trees) and at random steps (every step of small trees), what the canvas painted
    /// keeps the legibility rules.
    void sceneStaysLegible()
    {
        QFETCH(int, kind);
        QFETCH(QString, source);
        QFETCH(QString, enhancements);
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind(kind), source.toStdString(), {}, &ticTacToeKind()}));
        const Algorithm algorithm = enhancements == "star1" ? Algorithm::Star1
            : enhancements == "expectiminimax"              ? Algorithm::Expectiminimax
                                                            : Algorithm::AlphaBeta;
        SearchOptions options{algorithm, false, {}};
        Enhancements& e = options.enhancements;
        e.table = enhancements.contains("table") || enhancements.contains("iterative");
        e.pvs = enhancements.contains("pvs");
        e.iterative = enhancements.contains("iterative");
        e.aspiration = e.iterative ? 1 : 0;
        e.depth = enhancements.contains("depth") ? (kind == int(TreeSource::Kind::Game) ? 3 : 2) : 0;
        window.setSearchOptions(options);
        QCOMPARE(window.runModel().run().trace.options, options);
        // The presets carry the Knuth–Moore labels too: more text that must find room.
        window.windowActions().nodeTypes->setChecked(
            TreeSource::Kind(kind) == TreeSource::Kind::Preset && !algorithmEntry(algorithm).searchesChance());
        const bool countValues = source == "3,4,4711" && enhancements.isEmpty();
        checkAtClassroomSizes(window, [&](const QJsonObject& scene, QSize size, bool projector) {
            // Room for a dozen values at 720p: the layout spends it on the numbers the
            // search has found before what it pruned or has not reached.
            if (!countValues || size != QSize(1280, 720) || projector)
                return QString();
            const auto [shown, known] = readableValues(scene, window.runModel());
            return known >= 12 && shown < 12
                ? QStringLiteral("%1 of %2 known values are readable").arg(shown).arg(known)
                : QString();
        });
    }

    void everyPaletteKeepsTheContrastRules_data()
    {
        QTest::addColumn<QString>("palette");
        QTest::addColumn<QString>("preset");
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<bool>("table");
        const std::pair<const char*, int> searches[] = {{"mixed", int(Algorithm::AlphaBeta)},
            {"transpositions", int(Algorithm::AlphaBeta)}, {"star1-cuts", int(Algorithm::Star1)},
            {"ttt-block", int(Algorithm::Mcts)}, {"sticks", int(Algorithm::Maxn)}};
        for (const char* palette : {"colour-blind-safe", "high-contrast"}) {
            for (const auto& [preset, algorithm] : searches) {
                QTest::addRow("%s, %s", palette, preset)
                    << palette << preset << algorithm << (std::string_view(preset) == "transpositions");
            }
        }
    }

    /// Every palette keeps 4.5:1 for text and 3:1 for lines and outlines on a tree of each
    /// kind (tags, table answers, chance, Monte Carlo, several players), at both classroom sizes,
    /// normal and projected.
    void everyPaletteKeepsTheContrastRules()
    {
        QFETCH(QString, palette);
        QFETCH(QString, preset);
        QFETCH(int, algorithm);
        QFETCH(bool, table);
        MainWindow window(MainWindow::Settings::Ignore);
        window.windowActions().colourBlind->setChecked(palette == "colour-blind-safe");
        window.windowActions().highContrast->setChecked(palette == "high-contrast");
        QVERIFY(window.openSource({TreeSource::Kind::Preset, preset.toStdString(), {}}));
        SearchOptions options{Algorithm(algorithm), false, {}};
        options.enhancements.table = table;
        options.mcts.iterations = 100;
        window.setSearchOptions(options);
        window.windowActions().nodeTypes->setChecked(Algorithm(algorithm) == Algorithm::AlphaBeta);
        checkAtClassroomSizes(window);
    }

    void largerTreeTextKeepsTheRules_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<int>("algorithm");
        for (const auto& [preset, algorithm] :
            {std::pair{"mixed", Algorithm::AlphaBeta}, std::pair{"ttt-block", Algorithm::AlphaBeta},
                std::pair{"aima-chance", Algorithm::Star1}, std::pair{"ttt-block", Algorithm::Mcts}}) {
            QTest::addRow("%s, %s", preset, algorithmEntry(algorithm).name.data()) << preset << int(algorithm);
        }
    }

    /// The tree's text drawn at its largest, twice its size (View → Tree Text Size), where room
    /// is shortest, keeps the legibility and contrast rules at both classroom sizes, normal and
    /// projected, its floor raised with it.
    void largerTreeTextKeepsTheRules()
    {
        QFETCH(QString, preset);
        QFETCH(int, algorithm);
        const int percent = 200;
        MainWindow window(MainWindow::Settings::Ignore);
        const auto& sizes = window.windowActions().treeTextSizes;
        const auto size
            = std::find_if(sizes.begin(), sizes.end(), [&](const QAction* a) { return a->data().toInt() == percent; });
        QVERIFY(size != sizes.end());
        const int floor = window.view().treeItem().style().minTextPx;
        (*size)->setChecked(true);
        QCOMPARE(window.view().treeItem().style().minTextPx, int(std::lround(floor * percent / 100.0)));
        QVERIFY(window.openSource({TreeSource::Kind::Preset, preset.toStdString(), {}}));
        SearchOptions options{Algorithm(algorithm), false, {}};
        options.mcts.iterations = 100;
        window.setSearchOptions(options);
        checkAtClassroomSizes(window);
        sizes.front()->setChecked(true);
    }

    void connectFourSceneStaysLegible_data()
    {
        QTest::addColumn<QString>("moves");
        QTest::addColumn<QString>("enhancements");
        QTest::newRow("the empty board, depth 2") << ""
                                                  << "depth 2";
        QTest::newRow("4453, depth 3") << "4453"
                                       << "depth 3";
        QTest::newRow("a mid-game, depth 3 with the table and PVS") << "44455554221"
                                                                    << "depth 3 table pvs";
        QTest::newRow("a win in one, depth 2") << "445566"
                                               << "depth 2";
        QTest::newRow("four in a row") << "1212121"
                                       << "depth 1";
        QTest::newRow("the trap, depth 11") << "c4-trap"
                                            << "depth 11";
    }

    /// Connect Four's boards beside the nodes of a grown tree, the columns on its edges and the
    /// tags keep the rules at both classroom sizes, normal and projected.
    void connectFourSceneStaysLegible()
    {
        QFETCH(QString, moves);
        QFETCH(QString, enhancements);
        MainWindow window(MainWindow::Settings::Ignore);
        SearchOptions options{Algorithm::AlphaBeta, false, {}};
        Enhancements& e = options.enhancements;
        e.depth = std::uint32_t(enhancements.section("depth ", 1).section(' ', 0, 0).toInt());
        e.table = enhancements.contains("table");
        e.pvs = enhancements.contains("pvs");
        window.setSearchOptions(options);
        QVERIFY(
            window.openSource(moves.startsWith("c4-") ? TreeSource{TreeSource::Kind::Preset, moves.toStdString(), {}}
                                                      : TreeSource::position(connect4Kind(), moves.toStdString())));
        QCOMPARE(window.runModel().run().trace.options, options);
        QCOMPARE(window.runModel().tree().game(), std::string("Connect Four"));
        checkAtClassroomSizes(window);
    }

    void mctsSceneStaysLegible_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("source");
        QTest::addColumn<int>("iterations");
        using K = TreeSource::Kind;
        QTest::newRow("tic-tac-toe block, 100") << int(K::Game) << "XXOOOX..." << 100;
        QTest::newRow("tic-tac-toe, 1,000") << int(K::Game) << "........." << 1'000;
        QTest::newRow("random 3x4, 300") << int(K::Random) << "3,4,4711" << 300;
        QTest::newRow("Connect Four 4453, 500") << int(K::Game) << "4453" << 500;
        QTest::newRow("tic-tac-toe, 100,000") << int(K::Game) << "........." << 100'000;
    }

    /// Monte Carlo tree search's visits, UCB1 tags, playouts and weighted edges keep the rules
    /// at both classroom sizes, normal and projected, at the first iterations and random steps.
    void mctsSceneStaysLegible()
    {
        QFETCH(int, kind);
        QFETCH(QString, source);
        QFETCH(int, iterations);
        MainWindow window(MainWindow::Settings::Ignore);
        SearchOptions options{Algorithm::Mcts, false, {}};
        options.mcts.iterations = std::uint32_t(iterations);
        window.setSearchOptions(options);
        const GameKind& game = source.size() == 4 ? connect4Kind() : ticTacToeKind();
        QVERIFY(window.openSource({TreeSource::Kind(kind), source.toStdString(), {}, &game}));
        QCOMPARE(window.runModel().run().trace.options, options);
        checkAtClassroomSizes(window);
    }

    /// The room on the canvas goes to what carries numbers: on the mixed tree in projector
    /// mode at 720p the first moves are open at step 0, and the minimax lesson's last stop
    /// shows every leaf its caption speaks of.
    void layoutSpendsItsRoomOnNumbers()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.resize(1280, 720);
        window.show();
        window.setProjectorMode(true, false);
        QApplication::processEvents();
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "mixed", {}}));
        const TreeItem& item = window.view().treeItem();
        const GameTree& game = tree(window);
        const NodeId a = game.firstChild(GameTree::root());
        for (NodeId n : game.children(a))
            QVERIFY2(!item.layout().find(n)->collapsed, game.path(n).c_str());
        QVERIFY(window.lessons().openBuiltIn("minimax"));
        window.controller().toEnd();
        for (NodeId n = 0; n < game.size(); ++n) {
            if (game.isLeaf(n) && game.depth(n) > 1 && game.path(n).front() == 'A')
                QVERIFY2(item.layout().find(n), game.path(n).c_str());
        }
        window.setProjectorMode(false, false);
        // Random trees of 3×4 and 4×4 at 720p, normal and projected: at every cut-off (the
        // first ten) and at random steps, a dozen of the values found are readable; runs of
        // moves that carry no number share one slot to make the room.
        for (const char* source : {"3,4,4711", "4,4,7"}) {
            QVERIFY(window.openSource({TreeSource::Kind::Random, source, {}}));
            window.setSearchOptions({Algorithm::AlphaBeta, false, {}});
            const RunModel& model = window.runModel();
            std::vector<std::size_t> steps(model.run().cutoffSteps.begin(),
                model.run().cutoffSteps.begin() + std::min<std::size_t>(10, model.run().cutoffSteps.size()));
            std::mt19937 random(11);
            for (int i = 0; i < 6; ++i)
                steps.push_back(random() % (model.stepCount() + 1));
            for (const bool projector : {false, true}) {
                window.setProjectorMode(projector, false);
                window.resize(1280, 720);
                QApplication::processEvents();
                for (std::size_t step : steps) {
                    window.controller().seek(step);
                    window.view().fitToView();
                    const auto [shown, known] = readableValues(window.view().paintedScene(), model);
                    // Projected, the canvas holds ten columns: a 4×4 tree's search path and
                    // its cut-off moves leave room for ten values at its tightest steps.
                    const int dozen = projector && std::string(source) == "4,4,7" ? 10 : 12;
                    QVERIFY2(known < dozen || shown >= dozen,
                        qPrintable(QStringLiteral("%1%2, step %3: %4 of %5 known values are readable")
                                       .arg(source)
                                       .arg(projector ? " projector" : "")
                                       .arg(step)
                                       .arg(shown)
                                       .arg(known)));
                }
            }
        }
        window.setProjectorMode(false, false);
    }

    /// Negamax writes longer labels on its edges ("A · −(3)"): they still find room.
    void negamaxSceneStaysLegible()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Random, "3,4,4711", {}}));
        window.setSearchOptions({Algorithm::NegamaxAlphaBeta, false});
        window.resize(1280, 720);
        window.show();
        QApplication::processEvents();
        for (std::size_t step = 0; step <= window.runModel().stepCount(); step += 7) {
            window.controller().seek(step);
            const QString problem = legibilityProblem(window.view().paintedScene(), window.view(), 11);
            QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("step %1: %2").arg(step).arg(problem)));
        }
    }
};

QTEST_MAIN(LegibilityTest)
#include "tst_legibility.moc"
