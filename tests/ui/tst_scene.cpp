// SPDX-License-Identifier: GPL-3.0-or-later
// GUI tests of the tree scene on the offscreen platform: the scene against the replay, windows, tags,
// animations, boards, fitting, node types, and focus and context; the marks several features put
// on the tree at once, and the painter that draws a game's positions in the palette's colours.
#include "core/content/Catalogue.h"
#include "core/content/TreeSource.h"
#include "core/games/GameRegistry.h"
#include "core/games/tictactoe/TicTacToeBoard.h"
#include "core/games/tictactoe/TicTacToeKind.h"
#include "core/io/TreeTextParser.h"
#include "core/search/EventFields.h"
#include "core/search/Search.h"
#include "core/search/mcts/Reward.h"
#include "core/teaching/Narrator.h"
#include "tests/support/SceneChecks.h"
#include "tests/support/UiFixtures.h"
#include "ui/games/GameIcon.h"
#include "ui/games/GamePainters.h"
#include "ui/language/ValueText.h"
#include "ui/lessons/LessonCommands.h"
#include "ui/panels/TableEntriesModel.h"
#include "ui/playback/PlaybackController.h"
#include "ui/playback/RunModel.h"
#include "ui/scene/AnimationOverlay.h"
#include "ui/scene/SampleAppearance.h"
#include "ui/scene/SceneRecord.h"
#include "ui/scene/TreeItem.h"
#include "ui/scene/TreeMarks.h"
#include "ui/scene/TreeView.h"
#include "ui/window/MainWindow.h"

#include <QImage>
#include <QPainter>
#include <QtTest>

using namespace gtl;
using namespace gtl::ui;
using namespace gtl::ui::test;

namespace {

std::shared_ptr<const SearchRun> ticTacToeRun(const char* board, SearchOptions options)
{
    const TreeSource source = TreeSource::position(ticTacToeKind(), board);
    return SearchRun::create(source.load()->tree, options, "ttt");
}

/// How many pixels of @p image are @p colour, give or take the antialiasing's blend.
int pixelsOf(const QImage& image, const QColor& colour)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QColor pixel = image.pixelColor(x, y);
            count += std::abs(pixel.red() - colour.red()) + std::abs(pixel.green() - colour.green())
                    + std::abs(pixel.blue() - colour.blue())
                < 24;
        }
    }
    return count;
}

SceneStyle styleOf(SceneStyle::Palette palette)
{
    return SceneStyle::make(palette, false);
}

} // namespace

class SceneTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { useOwnSettings(); }

    void cleanupTestCase() { removeOwnSettings(); }

    void sceneMatchesReplay_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<int>("algorithm");
        for (const Preset& preset : Catalogue::presets()) {
            const GameTree tree = preset.build();
            for (Algorithm a : algorithmsOf(SearchFamily::Minimax)) {
                if (!Search::problem(tree, {a, false}).empty())
                    continue; // refused: the product never runs it
                const std::string row = std::string(preset.name) + " " + std::string(algorithmName(a));
                QTest::newRow(row.c_str()) << QString::fromUtf8(preset.name.data(), int(preset.name.size())) << int(a);
            }
        }
    }

    void sceneMatchesReplay()
    {
        QFETCH(QString, preset);
        QFETCH(int, algorithm);
        Playback playback;
        RunModel& m = playback.model;
        PlaybackController& controller = playback.controller;
        TreeView view(m);
        view.resize(1200, 800);
        m.load(presetRun(preset.toUtf8().constData(), Algorithm(algorithm)));
        const Replay& replay = m.replay();
        const GameTree& tree = replay.tree();
        const TreeItem& item = view.treeItem();
        // Each leaf shows, faded, the score the search will read there.
        std::vector<QString> pending(tree.size());
        for (NodeId n = 0; n < tree.size(); ++n) {
            pending[n] = item.appearance(n).pendingValue;
            QCOMPARE(pending[n].isEmpty(), !tree.isLeaf(n));
        }
        for (std::size_t step = 0; step <= m.stepCount(); step += 3) {
            controller.seek(step);
            for (NodeId n = 0; n < tree.size(); ++n) {
                const NodeAppearance look = item.appearance(n);
                const QString where = QString("step %1 node %2").arg(step).arg(QString::fromStdString(tree.path(n)));
                QVERIFY2(look.status == replay.status(n), qPrintable(where));
                QVERIFY2(look.pruned == (replay.status(n) == NodeStatus::Pruned), qPrintable(where));
                QVERIFY2(look.value.isEmpty() == (replay.value(n) == kNoValue), qPrintable(where));
                if (!look.value.isEmpty())
                    QCOMPARE(look.value, QString::fromStdString(formatValue(replay.value(n))));
                if (tree.isLeaf(n))
                    QCOMPARE(look.value.isEmpty() ? look.pendingValue : look.value, pending[n]);
                else
                    QVERIFY2(look.pendingValue.isEmpty(), qPrintable(where));
                QVERIFY2(look.bounds.isEmpty() || ((look.onPath || look.current) && usesWindow(Algorithm(algorithm))),
                    qPrintable(where));
                const Event* e = replay.currentEvent();
                QCOMPARE(look.current, e && e->node == n);
            }
        }
    }

    /// Monte Carlo tree search's nodes show their mover's rewards over their visits as the
    /// replay counts them; the step's node says UCB1's terms, the playout or the back-up in
    /// the replay's numbers; the playout hangs off its node until the next iteration starts.
    void samplesMatchTheReplay()
    {
        SearchOptions options;
        options.algorithm = Algorithm::Mcts;
        options.mcts = {60, 3};
        Playback playback;
        RunModel& m = playback.model;
        TreeView view(m);
        view.resize(1280, 720);
        m.load(ticTacToeRun("X...O....", options));
        const Replay& replay = m.replay();
        const GameTree& tree = replay.tree();
        const TreeItem& item = view.treeItem();
        const QLocale locale;
        int playouts = 0;
        for (std::size_t step = 0; step <= m.stepCount(); ++step) {
            playback.controller.seek(step);
            for (NodeId n = 0; n < tree.size(); ++n) {
                if (!replay.isGenerated(n))
                    continue;
                const NodeAppearance look = item.appearance(n);
                const QString where = QString("step %1 node %2").arg(step).arg(QString::fromStdString(tree.path(n)));
                const QString visits = locale.toString(replay.visits(n));
                const QString expected = replay.visits(n) == 0 ? QString()
                    : n == GameTree::root()
                    ? visits
                    : QStringLiteral("%1/%2").arg(locale.toString(double(replay.rewardSum(n)) / kRewardOne, 'f',
                                                      replay.rewardSum(n) % kRewardOne == 0 ? 0 : 1),
                        visits);
                QVERIFY2(look.value == expected, qPrintable(where + ": " + look.value + " against " + expected));
            }
            const Event* e = replay.currentEvent();
            if (!e || e->kind == EventKind::Sample)
                continue;
            const QString tag = item.appearance(e->node).bounds;
            if (e->kind == EventKind::Select) {
                const EventFields::Terms terms = EventFields::select(*e);
                QVERIFY2(tag.contains(QStringLiteral("UCB1 %1").arg(locale.toString(unpackReal(terms.mean), 'f', 2))),
                    qPrintable(tag));
                QVERIFY(tag.contains(locale.toString(unpackReal(terms.mean) + unpackReal(terms.exploration), 'f', 2)));
            }
            if (e->kind == EventKind::Backup)
                QVERIFY2(tag.endsWith(item.appearance(e->node).value), qPrintable(tag));
            if (e->kind == EventKind::Playout) {
                ++playouts;
                QVERIFY2(tag.contains(
                             QStringLiteral("reward %1")
                                 .arg(locale.toString(double(EventFields::playout(*e).reward) / kRewardOne, 'f', 2))),
                    qPrintable(tag));
            }
            const Event* shown = SampleAppearance::playoutOnShow(replay);
            QCOMPARE(shown != nullptr, e->kind == EventKind::Playout || e->kind == EventKind::Backup);
        }
        QCOMPARE(playouts, 60);
    }

    /// A window of width one is a null window only where principal variation search chose it:
    /// plain alpha-beta's narrow windows are just α and β, on the tree and in the narration.
    void nullWindowsOnlyWhereTheSearchChoseThem()
    {
        const auto tagged = [](const SearchOptions& options) {
            RunModel model;
            model.load(SearchRun::create(presetTree("mixed"), options, "mixed"));
            TreeView view(model);
            int tags = 0;
            int narrowed = 0;
            for (std::size_t step = 0; step <= model.stepCount(); ++step) {
                model.seek(step);
                const bool said = Narrator::describe(model.replay()).find("null window") != std::string::npos;
                for (NodeId n = 0; n < model.tree().size(); ++n) {
                    const NodeAppearance look = view.treeItem().appearance(n);
                    tags += look.bounds.contains("null window");
                    const Value a = model.replay().alpha(n);
                    narrowed += look.onPath && a != kNoValue && a != -kInfinity && model.replay().beta(n) == a + 1;
                }
                tags += said;
            }
            return std::pair(tags, narrowed);
        };
        const auto [plainTags, plainNarrowed] = tagged({Algorithm::AlphaBeta, false});
        QVERIFY(plainNarrowed > 0); // α 5, β 6 at C: narrow, but not chosen
        QCOMPARE(plainTags, 0);
        SearchOptions pvs{Algorithm::AlphaBeta, false};
        pvs.enhancements.pvs = true;
        QVERIFY(tagged(pvs).first > 0);
    }

    /// Under the enhanced searches, as under the plain ones, each leaf within the horizon shows
    /// its score, faded until it is read; a node the table answers shows the table's value.
    void enhancedScenesShowLeafScoresAndTableAnswers()
    {
        const auto with = [](const std::function<void(Enhancements&)>& choose) {
            SearchOptions options{Algorithm::AlphaBeta, false};
            choose(options.enhancements);
            return options;
        };
        const std::vector<std::pair<const char*, SearchOptions>> runs{
            {"transpositions", with([](Enhancements& e) { e.table = true; })},
            {"ttt-transpositions", with([](Enhancements& e) { e.table = true; })},
            {"horizon", with([](Enhancements& e) { e.depth = 2; })},
            {"aspiration", with([](Enhancements& e) {
                 e.iterative = e.table = true;
                 e.aspiration = 1;
             })},
            {"mixed", with([](Enhancements& e) { e.pvs = true; })},
        };
        int answers = 0;
        for (const auto& [preset, options] : runs) {
            RunModel model;
            model.load(SearchRun::create(presetTree(preset), options, preset));
            TreeView view(model);
            const Replay& replay = model.replay();
            const GameTree& tree = replay.tree();
            for (std::size_t step = 0; step <= model.stepCount(); ++step) {
                model.seek(step);
                for (NodeId n = 0; n < tree.size(); ++n) {
                    const NodeAppearance look = view.treeItem().appearance(n);
                    if (!tree.isLeaf(n) || tree.isOpen(n) || look.beyondHorizon)
                        continue;
                    const QString where = QString("%1 step %2 node %3").arg(preset).arg(step).arg(tree.path(n).c_str());
                    QVERIFY2((look.value.isEmpty() ? look.pendingValue : look.value)
                            == valueText(Search::leafScore(tree, n, options.algorithm)),
                        qPrintable(where));
                }
                const Event* e = replay.currentEvent();
                if (!e || e->kind != EventKind::Probe || replay.answeredAt(e->node) == Replay::kNone)
                    continue;
                const NodeAppearance answered = view.treeItem().appearance(e->node);
                QCOMPARE(answered.value, valueText(EventFields::probe(*e).value));
                QVERIFY2(
                    answered.tableTag.contains(valueText(EventFields::probe(*e).value)), qPrintable(answered.tableTag));
                ++answers;
            }
        }
        QVERIFY(answers >= 2);
    }

    /// Quiescence search's band is named beside the horizon at every step, its plies counted, and
    /// a position that stands pat is tagged with the evaluation it took.
    void aQuiescentSearchNamesItsBandAndTagsTheStandPat()
    {
        SearchOptions options{Algorithm::AlphaBeta, false};
        options.enhancements.depth = 1;
        options.enhancements.quiescence = true;
        options.enhancements.quiescenceDepth = 2;
        Playback playback;
        TreeView view(playback.model);
        view.resize(1000, 600);
        const auto tree = TreeTextParser::parse("(A:(3, 12)[4], B:(2, !x:(-5, !y:(1, 8)[2])[-3])[6])", Player::Max);
        QVERIFY(tree);
        playback.model.load(SearchRun::create(std::make_shared<const GameTree>(*tree), options, ""));
        QImage image(1000, 600, QImage::Format_ARGB32_Premultiplied);
        int standPats = 0;
        for (std::size_t step = 0; step <= playback.model.stepCount(); ++step) {
            playback.controller.seek(step);
            SceneRecord record;
            view.treeItem().setRecord(&record);
            QPainter painter(&image);
            view.scene()->render(&painter);
            painter.end();
            view.treeItem().setRecord(nullptr);
            const auto band = std::ranges::find(record.items(), QStringLiteral("quiescence"), &SceneRecord::Item::kind);
            QVERIFY2(band != record.items().end(), qPrintable(QStringLiteral("step %1").arg(step)));
            QVERIFY2(band->text.endsWith("horizon + 2 at most"), qPrintable(band->text));
            const Event* e = playback.model.replay().currentEvent();
            if (!e || e->kind != EventKind::StandPat)
                continue;
            const NodeAppearance look = view.treeItem().appearance(e->node);
            QCOMPARE(
                look.tableTag, QStringLiteral("stands pat: evaluation %1").arg(valueText(EventFields::change(*e).to)));
            ++standPats;
        }
        QCOMPARE(standPats, 2); // B, then B/x
    }

    void aDiceGamesHorizonStatesTheReplaysValue()
    {
        // Pig searched to a depth grows its tree; its values are sixths and thirty-sixths.
        SearchOptions options{Algorithm::Star1, false};
        options.enhancements.depth = 4;
        RunModel model;
        model.load(SearchRun::create(presetTree("pig"), options, "pig"));
        TreeView view(model);
        const Replay& replay = model.replay();
        int horizons = 0;
        for (std::size_t step = 1; step <= model.stepCount(); ++step) {
            model.seek(step);
            const Event* e = replay.currentEvent();
            if (e->kind != EventKind::Evaluate)
                continue;
            const NodeAppearance look = view.treeItem().appearance(e->node);
            const QString value = valueText(replay.trace(), EventFields::answer(*e).value);
            QCOMPARE(look.value, value);
            QVERIFY2(look.tableTag.endsWith(" " + value), qPrintable(look.tableTag));
            ++horizons;
        }
        QCOMPARE(horizons, 5);
    }

    /// Every outcome of a throw the dice game's tree labels says its face and how likely it
    /// is, a run of outcomes its faces and their chance together, and a collapsed run counts
    /// outcomes, not moves.
    void aThrowsOutcomesSayTheirFacesAndChances()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "pig", {}}));
        window.setSearchOptions({Algorithm::Star1, false});
        window.resize(1280, 720);
        window.show();
        QApplication::processEvents();
        const QRegularExpression outcome(QStringLiteral("^\\d+(–\\d+)? · \\d+([/.]\\d+)?$"));
        int outcomes = 0;
        for (std::size_t step = 0; step <= window.runModel().stepCount(); step += 7) {
            window.controller().seek(step);
            const GameTree& tree = window.runModel().tree();
            QHash<QString, bool> isOutcome; // by path
            for (NodeId node = 1; node < tree.size(); ++node)
                isOutcome.insert(
                    QString::fromStdString(tree.path(node)), tree.player(tree.parent(node)) == Player::Chance);
            for (const QJsonValue& item : window.view().paintedScene()["items"].toArray()) {
                const QJsonObject o = item.toObject();
                const QString text = o["text"].toString();
                const bool ofAnOutcome = isOutcome.value(o["node"].toString());
                if (o["kind"] == "glyph")
                    QVERIFY2(!ofAnOutcome || !text.endsWith("moves"), qPrintable(text));
                if (o["kind"] != "label" || !ofAnOutcome)
                    continue;
                QVERIFY2(outcome.match(text).hasMatch(), qPrintable(o["node"].toString() + ": " + text));
                ++outcomes;
            }
        }
        QVERIFY(outcomes > 10);
        // Tree text's own numbering of outcomes is no face: its edges say the probability.
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "aima-chance", {}}));
        window.controller().toEnd();
        QStringList labels;
        for (const QJsonValue& item : window.view().paintedScene()["items"].toArray()) {
            if (item.toObject()["kind"] == "label")
                labels << item.toObject()["text"].toString();
        }
        QVERIFY2(labels.contains("0.9") && labels.contains("0.1") && !labels.join(' ').contains("·"),
            qPrintable(labels.join(" | ")));
    }

    void cutTagShowsTheBounds()
    {
        Playback playback;
        RunModel& m = playback.model;
        PlaybackController& controller = playback.controller;
        TreeView view(m);
        m.load(presetRun("textbook"));
        controller.nextCutoff();
        const NodeAppearance b = view.treeItem().appearance(2);
        QVERIFY(b.cut);
        QCOMPARE(b.cutTag, QStringLiteral("✂ α≥β\n3 ≥ 2"));
        QVERIFY(view.treeItem().appearance(8).pruned);
        QVERIFY(view.treeItem().appearance(9).pruned);
        QVERIFY(!view.treeItem().appearance(7).pruned);
        controller.toEnd();
        QVERIFY(view.treeItem().appearance(2).cut); // the tag stays once the cut is made
        const QString tip = view.describeNode(2);
        QVERIFY2(tip.contains("MIN to move") && tip.contains("α 3") && tip.contains("β 2"), qPrintable(tip));
        controller.toStart();
        QVERIFY(!view.treeItem().appearance(2).cut);
        QVERIFY(!view.treeItem().appearance(8).pruned);
    }

    /// Rendered into a block of a page, as a handout renders each stop, the tree keeps its
    /// texts inside the block: at every step of the mixed game, its tags find their room within.
    void aTreeInABlockOfAPageKeepsItsTextsInside()
    {
        Playback playback;
        TreeView view(playback.model);
        playback.model.load(presetRun("mixed"));
        view.resize(900, 500);
        const QRectF source = view.treeItem().fitRect();
        QImage page(1000, 1400, QImage::Format_ARGB32_Premultiplied);
        const QRectF block(60, 300, 560, 560 * source.height() / source.width());
        for (std::size_t step = 0; step <= playback.model.stepCount(); ++step) {
            playback.controller.seek(step);
            SceneRecord record;
            view.treeItem().setRecord(&record);
            QPainter painter(&page);
            painter.setClipRect(block);
            view.scene()->render(&painter, block, source, Qt::KeepAspectRatio);
            painter.end();
            view.treeItem().setRecord(nullptr);
            for (const SceneRecord::Item& item : record.items()) {
                if (item.fontPx > 0)
                    QVERIFY2(block.adjusted(-1, -1, 1, 1).contains(item.rect),
                        qPrintable(QStringLiteral("step %1: %2 '%3'").arg(step).arg(item.kind, item.text)));
            }
        }
    }

    void animationsDoNotChangeTheState()
    {
        Playback playback;
        RunModel& m = playback.model;
        PlaybackController& controller = playback.controller;
        TreeView view(m);
        m.load(presetRun("mixed"));
        controller.setSpeed(0.25);
        controller.seek(4);
        controller.stepForward();
        QVERIFY(view.overlay().isRunning());
        const NodeStatus before = m.replay().status(1);
        controller.stepForward(); // a new step finishes the running transition at once
        QCOMPARE(m.step(), std::size_t(6));
        QCOMPARE(m.replay().status(1), before);
        controller.seek(30); // jumps do not animate
        QVERIFY(!view.overlay().isRunning());
        QCOMPARE(view.nodeAt(view.mapFromScene(view.treeItem().nodeCenter(3))), NodeId(3));
        QCOMPARE(view.nodeAt(view.mapFromScene(view.treeItem().nodeCenter(3) + QPointF(0, 70))), kNoNode);
    }

    /// Collapse, expand and focus by hand; a step forward and back gives the same picture.
    void focusAndContextByHand()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Random, "3,4,4711", {}}));
        window.resize(1280, 720);
        window.show();
        QApplication::processEvents();
        TreeView& view = window.view();
        const TreeItem& item = view.treeItem();
        window.controller().seek(27);
        const std::vector<FocusLayout::Place> at27 = item.layout().placed();
        window.controller().stepForward();
        window.controller().stepBack();
        QVERIFY(std::equal(at27.begin(), at27.end(), item.layout().placed().begin(), item.layout().placed().end(),
            [](const auto& a, const auto& b) { return a.node == b.node && a.x == b.x && a.collapsed == b.collapsed; }));
        // B (node 2) is not on the path, and collapsed for lack of room: open it by hand, then
        // collapse it again.
        QVERIFY(item.layout().find(2)->collapsed);
        view.toggleCollapsed(2);
        QVERIFY(!item.layout().find(2)->collapsed);
        QVERIFY(item.layout().find(tree(window).firstChild(2)));
        view.toggleCollapsed(2);
        QVERIFY(item.layout().find(2)->collapsed);
        QVERIFY(!item.layout().find(tree(window).firstChild(2)));
        // Focus on B: it is the top of the view; the whole tree comes back with Shift+Z.
        view.focusOn(2);
        QCOMPARE(item.layout().focus(), NodeId(2));
        QVERIFY(!item.layout().find(0));
        window.windowActions().wholeTree->trigger();
        QCOMPARE(item.layout().focus(), NodeId(0));
        QVERIFY(item.choices() == FocusChoices());
        // The node menu offers the same.
        const QList<QAction*> actions = view.nodeActions(2);
        QCOMPARE(actions.size(), 2);
        QCOMPARE(actions[1]->text(), QString("Focus on Subtree"));
        qDeleteAll(actions);
    }

    /// Zoomed in or out, at both sizes, deep in the full tic-tac-toe tree: no board covers a
    /// node or another board, and every tag stays by its node.
    void boardsKeepClearOfNodes()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource(TreeSource::position(ticTacToeKind(), ".........")));
        const std::size_t deep = window.runModel().run().cutoffSteps.at(40);
        for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
            window.resize(size);
            window.show();
            QApplication::processEvents();
            window.controller().seek(deep);
            window.view().fitToView();
            for (int zoom = 0; zoom < 4; ++zoom) {
                const QString problem = legibilityProblem(
                    window.view().paintedScene(), window.view(), window.view().treeItem().style().minTextPx);
                QVERIFY2(problem.isEmpty(),
                    qPrintable(QStringLiteral("%1×%2, zoomed %3: %4")
                                   .arg(size.width())
                                   .arg(size.height())
                                   .arg(zoom)
                                   .arg(problem)));
                window.view().zoomOut();
            }
        }
    }

    void boardsShowTheirNodesOwnPosition_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("position");
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<int>("depth");
        using A = Algorithm;
        QTest::newRow("tic-tac-toe block, minimax") << "tic-tac-toe"
                                                    << "XXOOOX..." << int(A::Minimax) << 0;
        QTest::newRow("tic-tac-toe block, alpha-beta") << "tic-tac-toe"
                                                       << "XXOOOX..." << int(A::AlphaBeta) << 0;
        QTest::newRow("tic-tac-toe block, negamax alpha-beta") << "tic-tac-toe"
                                                               << "XXOOOX..." << int(A::NegamaxAlphaBeta) << 0;
        QTest::newRow("tic-tac-toe block, Monte Carlo") << "tic-tac-toe"
                                                        << "XXOOOX..." << int(A::Mcts) << 0;
        QTest::newRow("tic-tac-toe empty, Monte Carlo") << "tic-tac-toe"
                                                        << "........." << int(A::Mcts) << 0;
        QTest::newRow("Connect Four 4453, alpha-beta") << "Connect Four"
                                                       << "4453" << int(A::AlphaBeta) << 2;
        QTest::newRow("Connect Four 4453, negamax") << "Connect Four"
                                                    << "4453" << int(A::Negamax) << 2;
        QTest::newRow("Connect Four empty, Monte Carlo") << "Connect Four"
                                                         << "" << int(A::Mcts) << 0;
        QTest::newRow("Connect Four 4453, Monte Carlo") << "Connect Four"
                                                        << "4453" << int(A::Mcts) << 0;
        QTest::newRow("Pig, expectiminimax") << "pig"
                                             << "" << int(A::Expectiminimax) << 0;
        QTest::newRow("Pig, Star1") << "pig"
                                    << "" << int(A::Star1) << 0;
    }

    /// The board beside each node is the node's own position, whichever algorithm searched
    /// and whether it grew its tree or searched one built in advance: the root's the position
    /// searched, each child's its parent's with the move on its edge played.
    void boardsShowTheirNodesOwnPosition()
    {
        QFETCH(QString, game);
        QFETCH(QString, position);
        QFETCH(int, algorithm);
        QFETCH(int, depth);
        const GameKind* kind = GameRegistry::find(game.toStdString());
        QVERIFY(kind);
        MainWindow window(MainWindow::Settings::Ignore);
        SearchOptions options{Algorithm(algorithm), false, {}};
        options.enhancements.depth = std::uint32_t(depth);
        options.mcts.iterations = 60;
        window.setSearchOptions(options);
        const bool preset = game == "pig";
        QVERIFY(window.openSource(preset ? TreeSource{TreeSource::Kind::Preset, "pig", {}}
                                         : TreeSource::position(*kind, position.toStdString())));
        QCOMPARE(window.runModel().run().trace.options.algorithm, Algorithm(algorithm));
        const Position root
            = preset ? presetTree("pig")->payload(GameTree::root()) : *kind->parse(position.toStdString(), {});
        window.resize(1920, 1080);
        window.show();
        QApplication::processEvents();
        int checked = 0;
        const std::size_t steps = window.runModel().stepCount();
        for (const std::size_t step : {std::size_t(0), std::size_t(1), steps / 3, steps / 2, steps}) {
            window.controller().seek(step);
            window.view().fitToView();
            int boards = 0;
            const QString problem
                = boardPositionProblem(window.view().paintedScene(), window.runModel().tree(), *kind, root, boards);
            QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("step %1: %2").arg(step).arg(problem)));
            checked += boards;
        }
        QVERIFY(checked > 0);
    }

    /// Fit Tree shows all the moves at the top and, once the search is over, the chosen one,
    /// even where the tree is wider than the budget (the full tic-tac-toe tree at 720p).
    void fitShowsTheRootsMovesAndTheChosenOne()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource(TreeSource::position(ticTacToeKind(), ".........")));
        window.resize(1280, 720);
        window.show();
        QApplication::processEvents();
        window.controller().toEnd();
        window.windowActions().fit->trigger();
        TreeView& view = window.view();
        const GameTree& game = tree(window);
        const NodeId best = window.runModel().run().trace.result.bestMove;
        QVERIFY(best != kNoNode);
        for (NodeId move : game.children(GameTree::root())) {
            const QPoint at = view.mapFromScene(view.treeItem().targetCenter(move));
            QVERIFY2(view.viewport()->rect().adjusted(20, 0, -20, 0).contains(at),
                qPrintable(QStringLiteral("move %1 at %2,%3")
                               .arg(QString::fromStdString(std::string(game.label(move))))
                               .arg(at.x())
                               .arg(at.y())));
        }
    }

    /// The Knuth–Moore labels: on best-first the search is the minimal tree exactly; worst
    /// first, CUT nodes search every move and nodes beyond the minimal tree are searched.
    void nodeTypesShowWhereTheSearchStrays()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.windowActions().nodeTypes->setChecked(true);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "best-first", {}}));
        const TreeItem& item = window.view().treeItem();
        window.controller().toEnd();
        QCOMPARE(item.nodeTypeLabel(0), QString("PV"));
        for (NodeId n = 0; n < window.runModel().tree().size(); ++n) {
            bool differs = true;
            item.nodeTypeLabel(n, &differs);
            QVERIFY(!differs);
        }
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "worst-first", {}}));
        window.controller().toEnd();
        bool differs = false;
        QCOMPARE(item.nodeTypeLabel(2, &differs), QString("CUT: 2 moves")); // A, searched in full
        QVERIFY(differs);
        window.windowActions().nodeTypes->setChecked(false);
        QCOMPARE(item.nodeTypeLabel(2), QString());
    }

    // --- the marks on the tree -----------------------------------------------------------
    void marksOfEachLayerCombine()
    {
        TreeMarks marks;
        QVERIFY(marks.set(TreeMarks::Layer::Lesson, {{5, 2}, {}}));
        QVERIFY(marks.set(TreeMarks::Layer::Practice, {{0}, {{8, LeafMark::Crossed}, {9, LeafMark::Missed}}}));
        QVERIFY(marks.set(TreeMarks::Layer::TableSource, {{7, 5}, {}}));
        for (NodeId ringed : {0, 2, 5, 7})
            QVERIFY(marks.isRinged(ringed));
        QVERIFY(!marks.isRinged(8));
        QCOMPARE(marks.leafMark(8), LeafMark::Crossed);
        QCOMPARE(marks.leafMark(9), LeafMark::Missed);
        QCOMPARE(marks.leafMark(2), LeafMark::None);
        // Setting one layer again leaves the others as they were; the same marks change nothing.
        QVERIFY(!marks.set(TreeMarks::Layer::Lesson, {{2, 5}, {}}));
        QVERIFY(marks.set(TreeMarks::Layer::Lesson, {}));
        QVERIFY(!marks.isRinged(2));
        QVERIFY(marks.isRinged(5)); // the table source's ring stays
        QVERIFY(marks.isRinged(0));
        QCOMPARE(marks.leafMark(8), LeafMark::Crossed);
        QVERIFY(marks.set(TreeMarks::Layer::Practice, {}));
        QVERIFY(!marks.isRinged(0));
        QCOMPARE(marks.leafMark(8), LeafMark::None);
    }

    void theTreeShowsEveryLayersMarks()
    {
        RunModel model;
        TreeView view(model);
        model.load(presetRun("textbook"));
        TreeItem& item = view.treeItem();
        item.setMarks(TreeMarks::Layer::Lesson, {{2}, {}});
        item.setMarks(TreeMarks::Layer::Practice, {{0}, {{8, LeafMark::Crossed}}});
        QVERIFY(item.appearance(2).ringed);
        QVERIFY(item.appearance(0).ringed);
        QCOMPARE(item.appearance(8).mark, LeafMark::Crossed);
        item.setMarks(TreeMarks::Layer::Practice, {});
        QVERIFY(item.appearance(2).ringed); // the lesson's ring outlives practice's marks
        QVERIFY(!item.appearance(0).ringed);
        QCOMPARE(item.appearance(8).mark, LeafMark::None);
    }

    /// A lesson stop rings the node it is about, and clicking a node the table answered rings
    /// the node whose entry answered it: each feature sets its own layer, so both are shown.
    /// The table's ring lasts until the cursor moves.
    void theLessonAndTheTableRingNodesEachInTheirOwnLayer()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.lessons().openBuiltIn("table-hit"));
        for (int stop = 0; stop < 3; ++stop)
            window.windowActions().nextStop->trigger();
        const GameTree& tree = window.runModel().tree();
        const Event* probe = window.runModel().replay().currentEvent();
        QVERIFY(probe && probe->kind == EventKind::Probe);
        const NodeId c1 = probe->node;
        const NodeId a1 = window.view().tableSource(c1);
        QCOMPARE(tree.path(c1), std::string("C/C1"));
        QCOMPARE(tree.path(a1), std::string("A/A1"));
        const TreeItem& item = window.view().treeItem();
        QVERIFY(item.appearance(c1).ringed);
        QVERIFY(!item.appearance(a1).ringed);
        emit window.view().nodeClicked(c1);
        QVERIFY(item.appearance(a1).ringed);
        QCOMPARE(item.marks().of(TreeMarks::Layer::Lesson).rings, std::vector<NodeId>{c1});
        QCOMPARE(item.marks().of(TreeMarks::Layer::TableSource).rings,
            (std::vector<NodeId>{std::min(a1, c1), std::max(a1, c1)}));
        window.controller().stepForward();
        QVERIFY(!item.appearance(a1).ringed);
        QVERIFY(!item.appearance(c1).ringed);
        window.controller().stepBack();
        QVERIFY(item.appearance(c1).ringed); // the lesson's stop again
        QVERIFY(!item.appearance(a1).ringed);
    }

    // --- a game's painter ----------------------------------------------------------------
    void theTicTacToePainterDrawsInThePalettesColours()
    {
        const GamePainter* painter = GamePainters::of(ticTacToeKind());
        QVERIFY(painter);
        const std::uint64_t position = TicTacToeBoard::parse("X...O....", std::nullopt)->packed();
        for (const auto palette : {SceneStyle::Palette::Standard, SceneStyle::Palette::ColourBlindSafe}) {
            const SceneStyle style = styleOf(palette);
            QImage image(90, 90, QImage::Format_RGB32);
            image.fill(Qt::white);
            QPainter canvas(&image);
            painter->paint(canvas, QRectF(0, 0, 90, 90), position, style, 2);
            canvas.end();
            QVERIFY(pixelsOf(image, style.markX) > 20);
            QVERIFY(pixelsOf(image, style.markO) > 20);
        }
        const SceneStyle standard = styleOf(SceneStyle::Palette::Standard);
        const SceneStyle safe = styleOf(SceneStyle::Palette::ColourBlindSafe);
        QVERIFY(standard.markO != safe.markO);
    }

    /// The table panel's icons are drawn by the same painter, so they follow the palette too.
    void theTablesIconsFollowThePalette()
    {
        RunModel model;
        PlaybackController controller(model);
        SearchOptions options{Algorithm::AlphaBeta, false};
        options.enhancements.table = true;
        model.load(ticTacToeRun("XOX.O....", options));
        controller.toEnd();
        TableEntriesModel entries(model);
        entries.refresh();
        QVERIFY(entries.rowCount() > 0);
        auto iconImage = [&] {
            const QIcon icon
                = entries.data(entries.index(0, TableEntriesModel::Position), Qt::DecorationRole).value<QIcon>();
            return icon.pixmap(30, 30).toImage();
        };
        const SceneStyle safe = styleOf(SceneStyle::Palette::ColourBlindSafe);
        QCOMPARE(pixelsOf(iconImage(), safe.markO), 0);
        entries.setStyle(safe);
        QVERIFY(pixelsOf(iconImage(), safe.markO) > 0);
        QVERIFY(pixelsOf(iconImage(), safe.markX) > 0);
    }

    /// A node's tool tip draws its position in the rows its game gives.
    void aGamesNodeTipShowsItsPositionInRows()
    {
        RunModel model;
        TreeView view(model);
        model.load(ticTacToeRun("XOX.O....", {Algorithm::Minimax, false}));
        const QString tip = view.describeNode(GameTree::root());
        QVERIFY2(tip.contains("<tt>XOX<br>.O.<br>...</tt>"), qPrintable(tip));
        model.load(presetRun("textbook"));
        QVERIFY(!view.describeNode(GameTree::root()).contains("<tt>"));
    }
};

QTEST_MAIN(SceneTest)
#include "tst_scene.moc"
