// GUI tests on the offscreen platform: the playback controller, the main window's controls and
// shortcuts, the scene against the replay, the panels, settings, and the full tic-tac-toe tree.
#include "core/io/TreeTextWriter.h"
#include "core/search/Search.h"
#include "core/teaching/BuiltInLessons.h"
#include "core/teaching/Lesson.h"
#include "core/teaching/Narrator.h"
#include "core/teaching/Preset.h"
#include "core/teaching/Pseudocode.h"
#include "core/tree/MoveOrdering.h"
#include "ui/compare/ComparePane.h"
#include "ui/compare/CompareWindow.h"
#include "ui/compare/LabWindow.h"
#include "ui/editing/RandomTreeDialog.h"
#include "ui/editing/TreePropertiesDialog.h"
#include "ui/editing/TreeSession.h"
#include "ui/editing/TreeTextEditor.h"
#include "ui/lessons/LessonBar.h"
#include "ui/lessons/LessonCommands.h"
#include "ui/lessons/LessonSession.h"
#include "ui/panels/CountersPanel.h"
#include "ui/panels/IterationsPanel.h"
#include "ui/panels/NarrationPanel.h"
#include "ui/panels/PseudocodePanel.h"
#include "ui/panels/ScrollingLabel.h"
#include "ui/panels/TableEntriesModel.h"
#include "ui/panels/TranspositionTablePanel.h"
#include "ui/playback/LockstepController.h"
#include "ui/playback/PlaybackController.h"
#include "ui/playback/RunModel.h"
#include "ui/playback/StepListModel.h"
#include "ui/practice/PracticePanel.h"
#include "ui/practice/PracticeSession.h"
#include "ui/scene/AnimationOverlay.h"
#include "ui/scene/CanvasPainter.h"
#include "ui/scene/SceneExport.h"
#include "ui/scene/SceneRecord.h"
#include "ui/scene/TreeItem.h"
#include "ui/scene/TreeView.h"
#include "ui/scene/ValueText.h"
#include "ui/window/EnhancementsMenu.h"
#include "ui/window/MainWindow.h"
#include "ui/window/TreeFiles.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QHeaderView>
#include <QInputDialog>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTableWidget>
#include <QTextEdit>
#include <QTimer>
#include <QtTest>

#include <filesystem>
#include <fstream>
#include <functional>
#include <numeric>
#include <random>
#include <set>

using namespace gtl;
using namespace gtl::ui;

namespace {

std::shared_ptr<const GameTree> presetTree(const char* name)
{
    return std::make_shared<const GameTree>(findPreset(name)->build());
}

std::shared_ptr<const SearchRun> presetRun(const char* name, Algorithm algorithm = Algorithm::AlphaBeta)
{
    return SearchRun::create(presetTree(name), {algorithm, false}, name);
}

/// A run model with a controller over it, as the window pairs them.
struct Playback {
    RunModel model;
    PlaybackController controller{model};
};

std::size_t firstStepOf(const Trace& trace, EventKind kind)
{
    for (std::size_t i = 0; i < trace.events.size(); ++i) {
        if (trace.events[i].kind == kind)
            return i + 1;
    }
    return 0;
}

/// Answers the next modal question with @p button, once the event loop shows it.
void answerNextQuestion(QMessageBox::StandardButton button)
{
    QTimer::singleShot(0, [button] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget()))
            box->button(button)->click();
    });
}

} // namespace

/// The rules every painted tree canvas keeps, checked on its record: the current node is on
/// the canvas with its value and its α/β tag, every cut-off drawn has its tag, no text is below
/// @p minFontPx, no two texts overlap, and no tag covers a node. Returns what broke, or "".
TreeView& view(MainWindow& window)
{
    return window.view();
}

const GameTree& tree(MainWindow& window)
{
    return window.runModel().tree();
}

QString legibilityProblem(const QJsonObject& scene, const TreeView& view, int minFontPx)
{
    const QJsonArray items = scene["items"].toArray();
    const QRectF canvas(0, 0, scene["width"].toDouble(), scene["height"].toDouble());
    const TreeItem& tree = view.treeItem();
    auto rectOf = [](const QJsonObject& item) {
        return QRectF(item["x"].toDouble(), item["y"].toDouble(), item["w"].toDouble(), item["h"].toDouble());
    };
    auto has = [&](const QString& kind, const QString& node) {
        return std::any_of(items.begin(), items.end(),
            [&](const QJsonValue& v) { return v["kind"].toString() == kind && v["node"].toString() == node; });
    };
    std::vector<std::pair<QRectF, QString>> texts;
    std::vector<QRectF> shapes;
    std::vector<std::pair<QRectF, QString>> nodes; // each shape with its node's path
    std::vector<std::pair<QRectF, QString>> boards;
    std::vector<std::pair<QRectF, QString>> leaders;
    for (const QJsonValue& value : items) {
        const QJsonObject item = value.toObject();
        const QString kind = item["kind"].toString();
        const QString what = kind + " " + item["node"].toString() + " '" + item["text"].toString() + "'";
        if (kind == "node") {
            shapes.push_back(rectOf(item));
            nodes.emplace_back(rectOf(item), item["node"].toString());
            continue;
        }
        if (kind == "board" || kind == "leader") {
            (kind == "board" ? boards : leaders).emplace_back(rectOf(item), item["node"].toString());
            continue;
        }
        if (item["font_px"].toInt() < minFontPx)
            return what + " is drawn at " + QString::number(item["font_px"].toInt()) + " px";
        texts.emplace_back(rectOf(item), what);
    }
    for (std::size_t i = 0; i < texts.size(); ++i) {
        for (std::size_t j = i + 1; j < texts.size(); ++j) {
            if (texts[i].first.adjusted(0.5, 0.5, -0.5, -0.5).intersects(texts[j].first))
                return texts[i].second + " overlaps " + texts[j].second;
        }
        if (texts[i].second.startsWith("bounds") || texts[i].second.startsWith("cutoff")
            || texts[i].second.startsWith("table")) {
            for (const QRectF& shape : shapes) {
                if (shape.adjusted(0.5, 0.5, -0.5, -0.5).intersects(texts[i].first))
                    return texts[i].second + " covers a node";
            }
        }
    }
    // A board keeps clear of every node and every other board.
    for (std::size_t i = 0; i < boards.size(); ++i) {
        const QRectF inner = boards[i].first.adjusted(0.5, 0.5, -0.5, -0.5);
        for (const auto& [shape, node] : nodes) {
            if (inner.intersects(shape))
                return "the board of " + boards[i].second + " covers the node " + node;
        }
        for (std::size_t j = i + 1; j < boards.size(); ++j) {
            if (inner.intersects(boards[j].first))
                return "the board of " + boards[i].second + " covers the board of " + boards[j].second;
        }
    }
    // Two tags' boxes (5 px around the text) do not touch.
    std::vector<std::pair<QRectF, QString>> tags;
    for (const QJsonValue& value : items) {
        const QString kind = value["kind"].toString();
        if (kind == "bounds" || kind == "cutoff" || kind == "table")
            tags.emplace_back(rectOf(value.toObject()), kind + " " + value["node"].toString());
    }
    for (std::size_t i = 0; i < tags.size(); ++i) {
        for (std::size_t j = i + 1; j < tags.size(); ++j) {
            if (tags[i].first.adjusted(-5, -3, 5, 3).intersects(tags[j].first.adjusted(-5, -3, 5, 3)))
                return tags[i].second + " touches " + tags[j].second;
        }
    }
    // A tag is nearer its own node than any other, or a leader line joins it to its node.
    for (const QJsonValue& value : items) {
        const QString kind = value["kind"].toString();
        if (kind != "bounds" && kind != "cutoff" && kind != "table")
            continue;
        const QRectF tag = rectOf(value.toObject());
        const QString owner = value["node"].toString();
        const bool led = std::any_of(leaders.begin(), leaders.end(), [&](const auto& leader) {
            return leader.second == owner && leader.first.adjusted(-1, -1, 1, 1).intersects(tag);
        });
        if (led)
            continue;
        qreal own = -1;
        qreal others = 1e9;
        QString nearest;
        for (const auto& [shape, node] : nodes) {
            const qreal gap = gapBetween(shape, tag);
            if (node == owner)
                own = own < 0 ? gap : std::min(own, gap);
            else if (gap < others) {
                others = gap;
                nearest = node;
            }
        }
        if (own < 0 || own >= others)
            return kind + " " + owner + " '" + value["text"].toString() + "' is nearer the node " + nearest
                + " than its own, with no leader line";
    }
    // No tag takes the place of a move on the search path: each of its edges on the canvas
    // keeps its label.
    auto onCanvas = [&](NodeId node) {
        const QString path
            = node == GameTree::root() ? QString() : QString::fromStdString(view.model().tree().path(node));
        return std::any_of(nodes.begin(), nodes.end(),
            [&](const auto& shape) { return shape.second == path && canvas.contains(shape.first); });
    };
    for (const FocusLayout::Place& place : tree.layout().placed()) {
        const QString path = QString::fromStdString(view.model().tree().path(place.node));
        if (tree.appearance(place.node).onPath && place.node != tree.layout().focus() && onCanvas(place.node)
            && onCanvas(view.model().tree().parent(place.node)) && !has("label", path))
            return "the move to " + path + " on the search path has no label";
    }
    if (!scene.contains("current"))
        return {};
    const QString current = scene["current"].toString();
    const NodeId currentNode = [&] {
        for (const FocusLayout::Place& place : tree.layout().placed()) {
            const NodeAppearance look = tree.appearance(place.node);
            if (look.current)
                return place.node;
        }
        return kNoNode;
    }();
    if (currentNode == kNoNode || !has("node", current))
        return "the current node " + current + " is not drawn";
    const QPoint at = view.mapFromScene(tree.targetCenter(currentNode));
    if (!canvas.contains(at))
        return "the current node " + current + " is off the canvas";
    const NodeAppearance look = tree.appearance(currentNode);
    if ((!look.value.isEmpty() || !look.pendingValue.isEmpty()) && !has("value", current))
        return "the current node " + current + " has no value";
    if (!look.bounds.isEmpty() && !has("bounds", current))
        return "the current node " + current + " has no α/β";
    if (!look.tableTag.isEmpty() && !has("table", current))
        return "the current node " + current + " has no tag for what the table did";
    for (const FocusLayout::Place& place : tree.layout().placed()) {
        const NodeAppearance other = tree.appearance(place.node);
        const QPoint where = view.mapFromScene(tree.targetCenter(place.node));
        if (other.cut && canvas.contains(where) && !std::any_of(items.begin(), items.end(), [&](const QJsonValue& v) {
                return v["kind"].toString() == "cutoff" && v["text"].toString() == other.cutTag;
            }))
            return "a cut-off has no tag: " + other.cutTag;
    }
    return {};
}

/// How many nodes @p scene shows with a value the search has found, against how many such
/// values there are at the current step of @p model.
std::pair<int, int> readableValues(const QJsonObject& scene, const RunModel& model)
{
    const Replay& replay = model.replay();
    const GameTree& tree = replay.tree();
    QSet<QString> known;
    for (NodeId n = 0; n < tree.size(); ++n) {
        if (replay.value(n) != kNoValue)
            known.insert(n == GameTree::root() ? QString() : QString::fromStdString(tree.path(n)));
    }
    QSet<QString> shown;
    for (const QJsonValue& item : scene["items"].toArray()) {
        if (item["kind"].toString() == "value" && known.contains(item["node"].toString()))
            shown.insert(item["node"].toString());
    }
    return {int(shown.size()), int(known.size())};
}

class UiTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("GameTreeLabTests");
        // A settings file of its own, so that two runs at once (say, plain and sanitized) do
        // not see each other's recent files.
        QCoreApplication::setApplicationName(QStringLiteral("tst_ui-%1").arg(QCoreApplication::applicationPid()));
        QSettings().clear();
    }

    void cleanupTestCase()
    {
        QSettings settings;
        settings.clear();
        QFile::remove(settings.fileName());
    }

    // --- controller ----------------------------------------------------------------------
    void controllerStepsAndSignals()
    {
        Playback playback;
        RunModel& m = playback.model;
        PlaybackController& controller = playback.controller;
        QSignalSpy loaded(&m, &RunModel::runLoaded);
        QSignalSpy moved(&m, &RunModel::stepChanged);
        m.load(presetRun("textbook"));
        QCOMPARE(loaded.count(), 1);
        QCOMPARE(m.step(), std::size_t(0));
        QCOMPARE(m.stepCount(), std::size_t(35));
        moved.clear();
        controller.stepForward();
        QCOMPARE(moved.count(), 1);
        QCOMPARE(moved.last().at(0).value<std::size_t>(), std::size_t(1));
        QCOMPARE(moved.last().at(1).value<std::size_t>(), std::size_t(0));
        controller.stepBack();
        QCOMPARE(m.step(), std::size_t(0));
        controller.stepBack(); // nothing before step 0
        QCOMPARE(moved.count(), 2);
        controller.seek(20);
        QCOMPARE(m.step(), std::size_t(20));
        controller.toEnd();
        QCOMPARE(m.step(), std::size_t(35));
        controller.stepForward(); // nothing after the end
        controller.seek(1000); // clamped
        QCOMPARE(m.step(), std::size_t(35));
        QCOMPARE(moved.count(), 4);
        controller.toStart();
        QCOMPARE(m.step(), std::size_t(0));
    }

    void controllerJumpsBetweenCutoffs()
    {
        Playback playback;
        RunModel& m = playback.model;
        PlaybackController& controller = playback.controller;
        m.load(presetRun("mixed"));
        const Trace& trace = m.run().trace;
        controller.nextCutoff();
        QCOMPARE(m.step(), firstStepOf(trace, EventKind::Cutoff));
        QCOMPARE(m.replay().currentEvent()->kind, EventKind::Cutoff);
        const std::size_t first = m.step();
        controller.nextCutoff();
        QVERIFY(m.step() > first);
        QCOMPARE(m.replay().currentEvent()->kind, EventKind::Cutoff);
        controller.previousCutoff();
        QCOMPARE(m.step(), first);
        controller.previousCutoff(); // no earlier cut-off: stay
        QCOMPARE(m.step(), first);
    }

    void cutoffButtonsAreDisabledWithNothingToJumpTo()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        PlaybackController& c = window.controller();
        const RunModel& m = window.runModel();
        QAction* previous = window.playbackActions().previousCutoff;
        QAction* next = window.playbackActions().nextCutoff;
        QVERIFY(!previous->isEnabled());
        QVERIFY(next->isEnabled());
        c.toEnd(); // the mixed game's last cut-off comes before the root returns
        QVERIFY(previous->isEnabled());
        QVERIFY(!next->isEnabled());
        previous->trigger();
        QCOMPARE(m.replay().currentEvent()->kind, EventKind::Cutoff);
        window.setSearchOptions({Algorithm::Minimax, false}); // minimax never cuts
        QVERIFY(!previous->isEnabled());
        QVERIFY(!next->isEnabled());
    }

    void stepListShowsTheStepsSoFar()
    {
        Playback playback;
        RunModel& m = playback.model;
        PlaybackController& controller = playback.controller;
        StepListModel model(m);
        m.load(presetRun("mixed"));
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.index(0).data().toString().trimmed(), QString("0   start"));
        controller.seek(36);
        QCOMPARE(model.rowCount(), 37); // nothing after the current step gives the search away
        QVERIFY(model.index(36).data().toString().contains("cut-off at B"));
        QCOMPARE(model.index(36).data(Qt::FontRole).value<QFont>().bold(), true);
        controller.stepBack();
        QCOMPARE(model.rowCount(), 36);
        // A long run lists its latest steps, and rows still map to their steps.
        TreeSource empty{TreeSource::Kind::TicTacToe, ".........", {}};
        m.load(SearchRun::create(
            std::make_shared<const GameTree>(std::move(empty.load()->tree)), {Algorithm::AlphaBeta, false}, "ttt"));
        controller.seek(50000);
        QCOMPARE(model.rowCount(), int(StepListModel::kWindow));
        QCOMPARE(model.stepAt(model.rowCount() - 1), std::size_t(50000));
        QCOMPARE(model.rowOf(50000), model.rowCount() - 1);
        QVERIFY(model.index(model.rowCount() - 1).data().toString().startsWith("50000"));
        controller.seek(3);
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.stepAt(0), std::size_t(0));
    }

    void controllerPlaysAndChangesSpeed()
    {
        Playback playback;
        RunModel& m = playback.model;
        PlaybackController& controller = playback.controller;
        m.load(presetRun("textbook"));
        QSignalSpy playing(&controller, &PlaybackController::playingChanged);
        QSignalSpy speed(&controller, &PlaybackController::speedChanged);
        controller.setSpeed(100);
        QCOMPARE(speed.count(), 1);
        controller.play();
        QVERIFY(controller.isPlaying());
        QTRY_COMPARE_WITH_TIMEOUT(m.step(), m.stepCount(), 5000);
        QTRY_VERIFY(!controller.isPlaying()); // stops at the end
        QCOMPARE(playing.count(), 2);
        controller.playBackward();
        QVERIFY(controller.isPlayingBackward());
        QTRY_COMPARE_WITH_TIMEOUT(m.step(), std::size_t(0), 5000);
        controller.setSpeed(1);
        controller.faster();
        QCOMPARE(controller.speed(), 2.0);
        controller.slower();
        controller.slower();
        QCOMPARE(controller.speed(), 0.5);
        controller.setSpeed(5000);
        QCOMPARE(controller.speed(), 1000.0);
        QCOMPARE(controller.stepsPerTick(), std::size_t(18));
        controller.setSpeed(8);
        QCOMPARE(controller.stepsPerTick(), std::size_t(1));
        controller.setSpeed(0.01);
        QCOMPARE(controller.speed(), 0.25);
        QVERIFY(controller.interval() > controller.animationDuration());
    }

    // --- scene against replay ---------------------------------------------------------------
    void sceneMatchesReplay_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<int>("algorithm");
        for (const Preset& preset : presets()) {
            for (Algorithm a : kAllAlgorithms) {
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
                QVERIFY2(look.grey == (replay.status(n) == NodeStatus::Pruned), qPrintable(where));
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
                QCOMPARE(answered.value, valueText(e->a));
                QVERIFY2(answered.tableTag.contains(valueText(e->a)), qPrintable(answered.tableTag));
                ++answers;
            }
        }
        QVERIFY(answers >= 2);
    }

    /// The counters say what they count: searches that enter positions again (iterations,
    /// re-searches) add up every search, against the number of positions.
    void countersSayWhatTheyCount()
    {
        const auto titled = [](const char* preset, const std::function<void(Enhancements&)>& choose) {
            SearchOptions options{Algorithm::AlphaBeta, false};
            choose(options.enhancements);
            RunModel model;
            CountersPanel counters(model);
            model.load(SearchRun::create(presetTree(preset), options, preset));
            QStringList titles;
            for (std::size_t step = 0; step <= model.stepCount(); step += 7) {
                model.seek(step);
                const Replay& replay = model.replay();
                const QString shown = QStringList{counters.counter("visited"), counters.counter("pruned"),
                    counters.counter("leaves"), counters.counter("cutoffs"), counters.counter("nodes")}
                                          .join(' ');
                const QString counted = QString("%1 %2 %3 %4 %5")
                                            .arg(replay.visited())
                                            .arg(replay.pruned())
                                            .arg(replay.leavesEvaluated())
                                            .arg(replay.cutoffs())
                                            .arg(replay.tree().size());
                if (shown != counted)
                    titles << QString("at step %1: %2 against %3").arg(step).arg(shown, counted);
            }
            for (const char* name : {"visited", "pruned", "leaves", "cutoffs", "nodes"})
                titles << counters.title(name);
            return titles.join(' ');
        };
        QCOMPARE(titled("mixed", [](Enhancements&) {}),
            QString("Visited: Pruned: Leaves evaluated: Cut-offs: Nodes in all:"));
        QCOMPARE(titled("transpositions", [](Enhancements& e) { e.table = true; }),
            QString("Entered: Pruned: Leaves evaluated: Cut-offs: Nodes in all:"));
        const QString summed("Entered in all: Pruned in all: Leaves read in all: Cut-offs in all: Positions:");
        QCOMPARE(titled("aspiration",
                     [](Enhancements& e) {
                         e.iterative = true;
                         e.aspiration = 1;
                     }),
            summed);
        QCOMPARE(titled("mixed", [](Enhancements& e) { e.pvs = true; }), summed);
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
        QVERIFY(view.treeItem().appearance(8).grey);
        QVERIFY(view.treeItem().appearance(9).grey);
        QVERIFY(!view.treeItem().appearance(7).grey);
        controller.toEnd();
        QVERIFY(view.treeItem().appearance(2).cut); // the tag stays once the cut is made
        const QString tip = view.describeNode(2);
        QVERIFY2(tip.contains("MIN to move") && tip.contains("α 3") && tip.contains("β 2"), qPrintable(tip));
        controller.toStart();
        QVERIFY(!view.treeItem().appearance(2).cut);
        QVERIFY(!view.treeItem().appearance(8).grey);
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

    // --- window --------------------------------------------------------------------------
    void keyboardShortcuts()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.activateWindow();
        window.view().setFocus();
        PlaybackController& c = window.controller();
        const RunModel& m = window.runModel();
        QCOMPARE(m.run().title, std::string("Mixed order"));
        QTest::keyClick(&window, Qt::Key_Right);
        QCOMPARE(m.step(), std::size_t(1));
        QTest::keyClick(&window, Qt::Key_Right);
        QTest::keyClick(&window, Qt::Key_Left);
        QCOMPARE(m.step(), std::size_t(1));
        QTest::keyClick(&window, Qt::Key_End);
        QCOMPARE(m.step(), m.stepCount());
        QTest::keyClick(&window, Qt::Key_Home);
        QCOMPARE(m.step(), std::size_t(0));
        QTest::keyClick(&window, Qt::Key_N);
        QCOMPARE(m.replay().currentEvent()->kind, EventKind::Cutoff);
        QTest::keyClick(&window, Qt::Key_Plus);
        QCOMPARE(c.speed(), 2.0);
        QTest::keyClick(&window, Qt::Key_Minus);
        QCOMPARE(c.speed(), 1.0);
        QTest::keyClick(&window, Qt::Key_Space);
        QVERIFY(c.isPlaying());
        QTest::keyClick(&window, Qt::Key_Space);
        QVERIFY(!c.isPlaying());
        window.view().zoomIn();
        const qreal zoomed = window.view().zoom();
        QTest::keyClick(&window, Qt::Key_F);
        QVERIFY(window.view().zoom() < zoomed);
        // Every key the window answers is named in its action's tool tip.
        QList<QAction*> keyed = window.findChildren<QAction*>();
        keyed.removeIf([](const QAction* action) { return action->shortcut().isEmpty(); });
        QVERIFY(keyed.size() >= 30);
        for (const QAction* action : keyed) {
            QVERIFY2(action->toolTip().contains(action->shortcut().toString(QKeySequence::NativeText)),
                qPrintable(action->text()));
        }
        QTest::keyClick(&window, Qt::Key_Q);
        QVERIFY(window.practice().isActive());
        QTest::keyClick(&window, Qt::Key_Q);
        QVERIFY(!window.practice().isActive());
    }

    void presetAndAlgorithmSwitching()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        const RunModel& m = window.runModel();
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "best-first", {}}));
        QCOMPARE(m.run().trace.result.visited, NodeId(15));
        auto* presetBox = window.findChild<QComboBox*>();
        QVERIFY(presetBox);
        QCOMPARE(presetBox->currentData().toString(), QString("best-first"));
        window.setSearchOptions({Algorithm::Minimax, false});
        QCOMPARE(m.run().trace.result.visited, NodeId(22));
        QCOMPARE(m.step(), std::size_t(0));
        QCOMPARE(window.pseudocode().item(0)->text(), QString("minimax(node):"));
        // A bad source keeps the tree on screen.
        QVERIFY(!window.openSource({TreeSource::Kind::TicTacToe, "XXXXXXXXX", {}}));
        QVERIFY(window.lastError().contains("X has 9 marks"));
        QCOMPARE(m.tree().size(), NodeId(22));
        QVERIFY(window.openSource({TreeSource::Kind::TicTacToe, "XXOOOX...", {}}));
        QCOMPARE(m.tree().size(), NodeId(14));
    }

    void panelsFollowTheStep()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "textbook", {}}));
        PlaybackController& c = window.controller();
        const RunModel& m = window.runModel();
        c.seek(19);
        QCOMPARE(window.counters().counter("step"), QString("19 of 35"));
        QCOMPARE(window.counters().counter("pruned"), QString("2"));
        QCOMPARE(window.counters().counter("cutoffs"), QString("1"));
        QCOMPARE(window.counters().counter("value"), QString("…"));
        QCOMPARE(window.narration().narration(), QString::fromStdString(Narrator::describe(m.replay())));
        QCOMPARE(window.pseudocode().highlightedLine(),
            Pseudocode::lineFor(m.run().trace.options, m.tree(), m.replay().currentEvent()));
        c.toEnd();
        QCOMPARE(window.counters().counter("value"), QString("3"));
        QCOMPARE(window.counters().counter("best"), QString("A"));
        QCOMPARE(window.counters().counter("visited"), QString("11"));
    }

    void settingsPersist()
    {
        {
            MainWindow window;
            window.openSource({TreeSource::Kind::Preset, "textbook", {}});
            window.setSearchOptions({Algorithm::NegamaxAlphaBeta, true});
            window.controller().setSpeed(4);
            window.close();
        }
        MainWindow again;
        QCOMPARE(again.runModel().run().title, std::string("Textbook two-ply"));
        QCOMPARE(again.searchOptions().algorithm, Algorithm::NegamaxAlphaBeta);
        QVERIFY(again.searchOptions().failHard);
        QCOMPARE(again.controller().speed(), 4.0);
        again.close();
        // A saved lesson file opens again; one that has gone does not stop the start.
        QTemporaryDir dir;
        const QString path = dir.filePath("lesson.gtree.json");
        {
            MainWindow window;
            window.openSource({TreeSource::Kind::Preset, "best-first", {}});
            QVERIFY(window.files().saveFile(path));
            window.close();
        }
        {
            MainWindow window;
            QCOMPARE(QString::fromStdString(window.session().filePath()), QFileInfo(path).absoluteFilePath());
            QCOMPARE(window.runModel().run().trace.result.visited, NodeId(15));
            window.close();
        }
        QVERIFY(QFile::remove(path));
        MainWindow afterwards;
        QCOMPARE(afterwards.session().presetName(), std::string("best-first"));
    }

    void screenshotIsWritten()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.resize(1000, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTemporaryDir dir;
        const QString path = dir.filePath("shot.png");
        QVERIFY(window.saveScreenshot(path));
        QImage image(path);
        QCOMPARE(image.size(), QSize(1000, 700));
    }

    void fullTicTacToeTreeSteps()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        for (Algorithm algorithm : {Algorithm::Minimax, Algorithm::AlphaBeta}) {
            window.setSearchOptions({algorithm, false});
            QElapsedTimer timer;
            timer.start();
            QVERIFY(window.openSource({TreeSource::Kind::TicTacToe, ".........", {}}));
            PlaybackController& c = window.controller();
            const RunModel& m = window.runModel();
            QCOMPARE(m.tree().size(), NodeId(549'946));
            for (std::size_t step : {m.stepCount(), m.stepCount() / 2, std::size_t(1), m.stepCount() / 3}) {
                c.seek(step);
                c.stepForward();
                c.stepBack();
                window.view().viewport()->repaint();
            }
            c.play();
            QTRY_VERIFY(m.step() > m.stepCount() / 3 + 1);
            c.pause();
            // Generous: this only catches a stall, the benchmark measures the real figures.
            QVERIFY2(timer.elapsed() < 20'000, qPrintable(QString::number(timer.elapsed())));
        }
    }

    // --- comparison ------------------------------------------------------------------------
    void compareStepsInLockstep()
    {
        CompareWindow window;
        window.showComparison(Comparison::MixedOrderings);
        const auto& panes = window.panes();
        QCOMPARE(panes.size(), 3);
        PlaybackController* leader = &window.controller();
        QCOMPARE(window.lockstep().leader(), &panes[2]->model()); // worst first takes the most steps
        leader->seek(10);
        for (ComparePane* pane : panes)
            QCOMPARE(pane->model().step(), std::size_t(10));
        leader->seek(50); // the best-first run has 47 steps: it holds its final state
        QCOMPARE(panes[1]->model().step(), panes[1]->model().stepCount());
        QCOMPARE(panes[1]->counters().counter("visited"), QString("15"));
        QCOMPARE(panes[1]->counters().counter("value"), QString("6"));
        QCOMPARE(panes[0]->model().step(), std::size_t(50));
        QCOMPARE(panes[0]->counters().counter("value"), QString("…"));
        leader->toEnd();
        QCOMPARE(panes[0]->counters().counter("visited"), QString("18"));
        QCOMPARE(panes[2]->counters().counter("visited"), QString("22"));
        leader->toStart();
        leader->nextCutoff();
        bool someCut = false;
        for (ComparePane* pane : panes) {
            const Event* e = pane->model().replay().currentEvent();
            someCut = someCut || (e && e->kind == EventKind::Cutoff);
        }
        QVERIFY(someCut);
        // The table shows the figures so far, as the panes do.
        const QTableWidget& table = window.table();
        QCOMPARE(table.rowCount(), 3);
        for (int row = 0; row < 3; ++row) {
            QCOMPARE(table.item(row, 1)->text(), panes[row]->counters().counter("visited"));
            QCOMPARE(table.item(row, 5)->text(), QString("…"));
        }
        auto* caption = window.findChild<QLabel*>("figuresCaption");
        QVERIFY(caption && caption->text().contains("so far"));
        leader->toEnd();
        QVERIFY2(caption->text().contains("Final"), qPrintable(caption->text()));
        QCOMPARE(table.item(1, 1)->text(), QString("15"));
        QCOMPARE(table.item(1, 2)->text(), QString("7"));
        QCOMPARE(table.item(2, 1)->text(), QString("22"));
        const QString text = window.figuresText();
        QVERIFY2(text.contains("Best move first") && text.contains("Knuth"), qPrintable(text));
    }

    void compareAnswersTheKeys()
    {
        MainWindow main(MainWindow::Settings::Ignore);
        CompareWindow& window = main.compare(Comparison::MinimaxVersusAlphaBeta);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.activateWindow();
        QTest::keyClick(&window, Qt::Key_Right);
        QTest::keyClick(&window, Qt::Key_Right);
        QCOMPARE(window.lockstep().leader()->step(), std::size_t(2));
        QCOMPARE(main.runModel().step(), std::size_t(0)); // the main window's run is its own
        QTest::keyClick(&window, Qt::Key_End);
        for (ComparePane* pane : window.panes())
            QVERIFY(pane->model().replay().atEnd());
        // The comparison of the tree on screen follows it to another tree.
        QVERIFY(main.openSource({TreeSource::Kind::Preset, "textbook", {}}));
        QCOMPARE(window.panes().first()->model().tree().size(), NodeId(13));
        QCOMPARE(window.lockstep().leader()->step(), std::size_t(0));
        QTest::keyClick(&window, Qt::Key_Escape);
        QVERIFY(!window.isVisible());
    }

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
        QTest::newRow("tic-tac-toe block") << int(K::TicTacToe) << "XXOOOX..."
                                           << "";
        QTest::newRow("full tic-tac-toe") << int(K::TicTacToe) << "........."
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
        QTest::newRow("tic-tac-toe with the table") << int(K::TicTacToe) << "XOX.O...."
                                                    << "table pvs";
        QTest::newRow("full tic-tac-toe, depth 3") << int(K::TicTacToe) << "........."
                                                   << "table depth";
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
        QVERIFY(window.openSource({TreeSource::Kind(kind), source.toStdString(), {}}));
        SearchOptions options{Algorithm::AlphaBeta, false, {}};
        Enhancements& e = options.enhancements;
        e.table = enhancements.contains("table") || enhancements.contains("iterative");
        e.pvs = enhancements.contains("pvs");
        e.iterative = enhancements.contains("iterative");
        e.aspiration = e.iterative ? 1 : 0;
        e.depth = enhancements.contains("depth") ? (kind == int(TreeSource::Kind::TicTacToe) ? 3 : 2) : 0;
        window.setSearchOptions(options);
        QCOMPARE(window.runModel().run().trace.options, options);
        // The presets carry the Knuth–Moore labels too: more text that must find room.
        window.windowActions().nodeTypes->setChecked(TreeSource::Kind(kind) == TreeSource::Kind::Preset);
        const RunModel& model = window.runModel();
        std::vector<std::size_t> steps(model.run().cutoffSteps.begin(),
            model.run().cutoffSteps.begin() + std::min<std::size_t>(10, model.run().cutoffSteps.size()));
        std::mt19937 random(7);
        for (int i = 0; i < 6; ++i)
            steps.push_back(random() % (model.stepCount() + 1));
        if (model.stepCount() <= 120) { // a textbook figure: every step
            steps.resize(model.stepCount() + 1);
            std::iota(steps.begin(), steps.end(), std::size_t(0));
        }
        for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
            for (const bool projector : {false, true}) {
                window.setProjectorMode(projector, false);
                window.resize(size);
                window.show();
                QApplication::processEvents();
                window.view().fitToView();
                const int floor = window.view().treeItem().style().minTextPx;
                for (std::size_t step : steps) {
                    window.controller().seek(step);
                    const QJsonObject scene = window.view().paintedScene();
                    QString problem = legibilityProblem(scene, window.view(), floor);
                    // Room for a dozen values at 720p: the layout spends it on the numbers the
                    // search has found before what it pruned or has not reached.
                    if (problem.isEmpty() && size == QSize(1280, 720) && !projector && source == "3,4,4711"
                        && enhancements.isEmpty()) {
                        const auto [shown, known] = readableValues(scene, model);
                        if (known >= 12 && shown < 12)
                            problem = QStringLiteral("%1 of %2 known values are readable").arg(shown).arg(known);
                    }
                    QVERIFY2(problem.isEmpty(),
                        qPrintable(QStringLiteral("%1×%2%3, step %4: %5")
                                       .arg(size.width())
                                       .arg(size.height())
                                       .arg(projector ? " projector" : "")
                                       .arg(step)
                                       .arg(problem)));
                }
            }
        }
    }

    /// The Enhancements menu turns the table on; the table's panel follows the run, the
    /// entry a probe finds is highlighted, and a node the table answered points to its entry.
    void enhancementsInTheWindow()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "transpositions", {}}));
        auto* menu = window.findChild<EnhancementsMenu*>();
        QVERIFY(menu);
        const auto actions = menu->actions();
        const auto table = std::find_if(
            actions.begin(), actions.end(), [](QAction* a) { return a->text().remove('&') == "Transposition Table"; });
        QVERIFY(table != actions.end());
        (*table)->trigger();
        const SearchRun& run = window.runModel().run();
        QVERIFY(run.trace.options.enhancements.table);
        auto* panel = window.findChild<TranspositionTablePanel*>();
        QVERIFY(panel && panel->parentWidget()->isVisibleTo(&window));
        // The step at which the table answers C1 from A1's entry.
        const GameTree& tree = *run.tree;
        std::size_t answer = 0;
        for (std::size_t k = 0; k < run.trace.events.size() && answer == 0; ++k) {
            const Event& e = run.trace.events[k];
            if (e.kind == EventKind::Probe && ProbeOutcome(e.detail) == ProbeOutcome::Exact)
                answer = k + 1;
        }
        QVERIFY(answer > 0);
        window.controller().seek(answer);
        const NodeId c1 = run.trace.events[answer - 1].node;
        QCOMPARE(tree.path(c1), std::string("C/C1"));
        QCOMPARE(tree.path(window.view().tableSource(c1)), std::string("A/A1"));
        QVERIFY(panel->entries().activeRow() >= 0);
        QVERIFY2(panel->summary().contains("exact"), qPrintable(panel->summary()));
        QVERIFY(window.view().treeItem().appearance(c1).tableTag.contains("= 5"));
        QCOMPARE(window.runModel().replay().status(tree.firstChild(c1)), NodeStatus::Known);
        // Back at the start the table is empty again.
        window.controller().seek(0);
        QCOMPARE(panel->entries().rowCount(), 0);
        // A plain search hides the panel.
        window.setSearchOptions({Algorithm::AlphaBeta, false, {}});
        QVERIFY(!panel->parentWidget()->isVisibleTo(&window));
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

    void comparePanesStayLegible_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("source");
        QTest::addColumn<int>("comparison");
        QTest::addColumn<bool>("projector");
        QTest::newRow("orderings of the mixed game")
            << int(TreeSource::Kind::Preset) << "mixed" << int(Comparison::MixedOrderings) << false;
        QTest::newRow("orderings of an 81-leaf tree")
            << int(TreeSource::Kind::Random) << "3,4,4711" << int(Comparison::OrderingsOfThisTree) << false;
        QTest::newRow("minimax against alpha-beta, 4 x 4")
            << int(TreeSource::Kind::Random) << "4,4,12" << int(Comparison::MinimaxVersusAlphaBeta) << false;
        for (const bool projector : {false, true}) {
            const char* mode = projector ? ", projector" : "";
            QTest::addRow("enhancements of the mixed game%s", mode)
                << int(TreeSource::Kind::Preset) << "mixed" << int(Comparison::EnhancementsOfThisTree) << projector;
            QTest::addRow("enhancements of a tic-tac-toe position%s", mode)
                << int(TreeSource::Kind::TicTacToe) << "XXOOOX..." << int(Comparison::EnhancementsOfThisTree)
                << projector;
        }
    }
    /// Each pane of a comparison at 1280×720 keeps the rules of the main canvas, with its
    /// type floor: the projector's in projector mode.
    void comparePanesStayLegible()
    {
        QFETCH(int, kind);
        QFETCH(QString, source);
        QFETCH(int, comparison);
        QFETCH(bool, projector);
        MainWindow main(MainWindow::Settings::Ignore);
        QVERIFY(main.openSource({TreeSource::Kind(kind), source.toStdString(), {}}));
        CompareWindow& window = main.compare(Comparison(comparison));
        window.setProjectorMode(projector, false);
        window.resize(1280, 720);
        window.show();
        QApplication::processEvents();
        const std::size_t steps = window.controller().model().stepCount();
        QString firstProblem;
        for (std::size_t step : {std::size_t(5), std::size_t(20), std::size_t(36), steps / 2, steps}) {
            window.controller().seek(step);
            for (ComparePane* pane : window.panes()) {
                if (pane->isHidden())
                    continue;
                const int floor = pane->view().treeItem().style().minTextPx;
                QCOMPARE(floor, projector ? 14 : 11);
                const QString problem = legibilityProblem(pane->view().paintedScene(), pane->view(), floor);
                if (firstProblem.isEmpty() && !problem.isEmpty())
                    firstProblem = QStringLiteral("step %1, %2 (%4×%5): %3")
                                       .arg(step)
                                       .arg(pane->title(), problem)
                                       .arg(pane->view().width())
                                       .arg(pane->view().height());
            }
        }
        QVERIFY2(firstProblem.isEmpty(), qPrintable(firstProblem));
    }

    void compareWindowsFitA720pScreen_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("source");
        QTest::addColumn<int>("comparison");
        QTest::addColumn<bool>("projector");
        for (const bool projector : {false, true}) {
            const char* mode = projector ? ", projector" : "";
            QTest::addRow("enhancements of the mixed game%s", mode)
                << int(TreeSource::Kind::Preset) << "mixed" << int(Comparison::EnhancementsOfThisTree) << projector;
            QTest::addRow("enhancements of a tic-tac-toe position%s", mode)
                << int(TreeSource::Kind::TicTacToe) << "XXOOOX..." << int(Comparison::EnhancementsOfThisTree)
                << projector;
            QTest::addRow("orderings of the mixed game%s", mode)
                << int(TreeSource::Kind::Preset) << "mixed" << int(Comparison::MixedOrderings) << projector;
        }
    }
    /// Opened, a comparison fits its screen; at 1280×720 its panes wrap or give way to the Show
    /// menu rather than run off the window or shrink below a readable width, and the table's
    /// columns all fit without scrolling sideways.
    void compareWindowsFitA720pScreen()
    {
        QFETCH(int, kind);
        QFETCH(QString, source);
        QFETCH(int, comparison);
        QFETCH(bool, projector);
        MainWindow main(MainWindow::Settings::Ignore);
        QVERIFY(main.openSource({TreeSource::Kind(kind), source.toStdString(), {}}));
        CompareWindow& window = main.compare(Comparison(comparison));
        window.setProjectorMode(projector, false);
        window.show();
        QApplication::processEvents();
        const QRect screen = window.screen()->availableGeometry();
        QVERIFY2(window.frameGeometry().width() <= screen.width() && window.frameGeometry().height() <= screen.height(),
            qPrintable(QStringLiteral("%1×%2 on %3×%4")
                           .arg(window.frameGeometry().width())
                           .arg(window.frameGeometry().height())
                           .arg(screen.width())
                           .arg(screen.height())));
        window.resize(1280, 720);
        QApplication::processEvents();
        QApplication::processEvents(); // the panes are arranged once the area has its width
        QCOMPARE(window.size(), QSize(1280, 720));
        const QRect inside = window.rect();
        QList<QRect> shown;
        for (ComparePane* pane : window.panes()) {
            if (pane->isHidden())
                continue;
            const QRect at(pane->mapTo(&window, QPoint()), pane->size());
            QVERIFY2(at.width() >= CompareWindow::kMinPaneWidth, qPrintable(QString::number(at.width())));
            QVERIFY2(inside.contains(at), qPrintable(pane->title()));
            for (const QRect& other : shown)
                QVERIFY(!other.intersects(at));
            shown.append(at);
        }
        QVERIFY(shown.size() >= 2);
        // Every run keeps its row of figures, shown or not.
        const QTableWidget& table = window.table();
        QCOMPARE(table.rowCount(), int(window.panes().size()));
        const QHeaderView& header = *table.horizontalHeader();
        for (int column = 0; column < table.columnCount(); ++column) {
            const int right = header.sectionViewportPosition(column) + header.sectionSize(column);
            QVERIFY2(header.sectionViewportPosition(column) >= 0 && right <= table.viewport()->width(),
                qPrintable(QStringLiteral("column %1 ends at %2 of %3")
                               .arg(column)
                               .arg(right)
                               .arg(table.viewport()->width())));
            for (int row = 0; column > 0 && row < table.rowCount(); ++row) { // figures are never cut short
                const QTableWidgetItem* item = table.item(row, column);
                QVERIFY(QFontMetrics(item->font()).horizontalAdvance(item->text()) < header.sectionSize(column));
            }
        }
        // A run without a pane gets one from the Show menu, in a row that wraps.
        const auto hidden = std::find_if(
            window.panes().begin(), window.panes().end(), [](ComparePane* pane) { return pane->isHidden(); });
        if (hidden != window.panes().end()) {
            window.setPaneShown(int(hidden - window.panes().begin()), true);
            QApplication::processEvents();
            QVERIFY(!(*hidden)->isHidden());
            QVERIFY((*hidden)->width() >= CompareWindow::kMinPaneWidth);
            QVERIFY(inside.contains(QRect((*hidden)->mapTo(&window, QPoint()), (*hidden)->size())));
        }
    }

    /// F10 projects a comparison as it does the main window, and a comparison opened from a
    /// projected window opens projected.
    /// Projected at 720p, a comparison gives each pane room for the projector's wider columns:
    /// the mixed game's twelve leaves show their scores instead of collapsing into boxes.
    void projectedComparePanesShowTheirLeaves()
    {
        MainWindow main(MainWindow::Settings::Ignore);
        QVERIFY(main.openSource({TreeSource::Kind::Preset, "mixed", {}}));
        CompareWindow& window = main.compare(Comparison::MixedOrderings);
        window.setProjectorMode(true, false);
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QApplication::processEvents();
        int shown = 0;
        for (ComparePane* pane : window.panes()) {
            if (pane->isHidden())
                continue;
            ++shown;
            int values = 0; // at step 0 only the leaves have values to show
            for (const QJsonValue& item : pane->view().paintedScene()["items"].toArray())
                values += item["kind"].toString() == "value";
            QCOMPARE(values, 12);
        }
        QVERIFY(shown >= 1);
    }

    /// Projected at 720p, a cut-off's narration is read whole: the panel gives it the lines it
    /// needs before the step list below.
    void projectedNarrationIsReadWhole()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "mixed", {}}));
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.setProjectorMode(true, false);
        window.controller().seek(36); // "✂ Cut-off at B: … Skip B/2 (3 nodes)."
        QApplication::processEvents();
        QApplication::processEvents();
        const QList<ScrollingLabel*> areas = window.findChildren<ScrollingLabel*>();
        const auto narration = std::find_if(areas.begin(), areas.end(),
            [](ScrollingLabel* area) { return area->label()->text().startsWith(QStringLiteral("✂ Cut-off at B")); });
        QVERIFY(narration != areas.end());
        QVERIFY(!(*narration)->verticalScrollBar()->isVisible());
    }

    void compareFollowsProjectorMode()
    {
        MainWindow main(MainWindow::Settings::Ignore);
        CompareWindow& window = main.compare(Comparison::MinimaxVersusAlphaBeta);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const TreeView& view = window.panes().first()->view();
        QCOMPARE(view.treeItem().style().minTextPx, 11);
        QHash<QWidget*, qreal> before;
        for (QWidget* widget : window.findChildren<QWidget*>())
            before.insert(widget, widget->font().pointSizeF());
        QTest::keyClick(&window, Qt::Key_F10);
        QVERIFY(window.isProjectorMode());
        QCOMPARE(view.treeItem().style().minTextPx, 14);
        for (QLabel* label : window.findChildren<QLabel*>("figuresCaption"))
            QVERIFY2(label->font().pointSizeF() > before.value(label), qPrintable(label->text()));
        QVERIFY(window.table().font().pointSizeF() > before.value(const_cast<QTableWidget*>(&window.table())));
        QVERIFY(window.panes().first()->counters().isHidden()); // the table has the figures
        QTest::keyClick(&window, Qt::Key_F10);
        QVERIFY(!window.isProjectorMode());
        QCOMPARE(view.treeItem().style().minTextPx, 11);
        for (auto it = before.cbegin(); it != before.cend(); ++it) {
            QVERIFY2(it.key()->font().pointSizeF() == it.value(),
                qPrintable(QString("%1 %2").arg(it.key()->metaObject()->className(), it.key()->objectName())));
        }
        window.close();
        main.setProjectorMode(true, false);
        QVERIFY(main.compare(Comparison::EnhancementsOfThisTree).isProjectorMode());
        QCOMPARE(window.panes().first()->view().treeItem().style().minTextPx, 14);
    }

    /// Zoomed in or out, at both sizes, deep in the full tic-tac-toe tree: no board covers a
    /// node or another board, and every tag stays by its node.
    void boardsKeepClearOfNodes()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::TicTacToe, ".........", {}}));
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

    /// Fit Tree shows all the moves at the top and, once the search is over, the chosen one,
    /// even where the tree is wider than the budget (the full tic-tac-toe tree at 720p).
    void fitShowsTheRootsMovesAndTheChosenOne()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::TicTacToe, ".........", {}}));
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

    // --- lessons -----------------------------------------------------------------------
    void lessonFollowsTheCursor()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.resize(1280, 720);
        window.show();
        LessonCommands& commands = window.lessons();
        const LessonSession& lesson = commands.lessons();
        QVERIFY(!commands.openBuiltIn("nope"));
        QVERIFY(commands.lastError().contains("alphabeta"));
        QVERIFY(commands.openBuiltIn("alphabeta"));
        QCOMPARE(window.session().presetName(), std::string("mixed"));
        QCOMPARE(window.searchOptions(), (SearchOptions{Algorithm::AlphaBeta, false}));
        QVERIFY(lesson.isBuiltIn() && lesson.lesson().stops.size() == 5);
        const RunModel& model = window.runModel();
        QCOMPARE(model.step(), std::size_t(0));
        QCOMPARE(lesson.position(), QString("Stop 1 of 5 (step 0)"));
        // Page Down: the next stop, the first cut-off at B, with its figures and B ringed.
        window.windowActions().nextStop->trigger();
        window.windowActions().nextStop->trigger();
        QCOMPARE(model.step(), std::size_t(36));
        QVERIFY(lesson.caption().contains("α = 5 ≥ β = 4"));
        QVERIFY(view(window).treeItem().appearance(2).ringed);
        // Stepping freely: the caption stays with the stop behind the cursor, and says so.
        window.controller().stepForward();
        QCOMPARE(lesson.position(), QString("After stop 3 of 5 (step 36): now at step 37"));
        QVERIFY(lesson.caption().contains("α = 5 ≥ β = 4"));
        QVERIFY(!view(window).treeItem().appearance(2).ringed);
        window.windowActions().previousStop->trigger();
        QCOMPARE(model.step(), std::size_t(36));
        // Playing halts at the next stop.
        window.controller().setSpeed(64);
        window.windowActions().playToStop->trigger();
        QTRY_VERIFY(!window.controller().isPlaying());
        QCOMPARE(model.step(), lesson.lesson().stops[3].step);
        // Another search ends the built-in lesson; the tree stays.
        window.setSearchOptions({Algorithm::Minimax, false});
        QVERIFY(!lesson.isActive());
        // Without a lesson, Page Down and Page Up step.
        window.windowActions().nextStop->trigger();
        QCOMPARE(model.step(), std::size_t(1));
        window.windowActions().previousStop->trigger();
        QCOMPARE(model.step(), std::size_t(0));
        // B blanks the whole window, and brings it back.
        auto* blank = window.findChild<QWidget*>("blankScreen");
        QTest::keyClick(&window, Qt::Key_B);
        QVERIFY(blank->isVisible());
        QTest::keyClick(&window, Qt::Key_Period);
        QVERIFY(!blank->isVisible());
    }

    /// At every stop of every built-in lesson, each figure its caption quotes is what the tree
    /// and the counters show there: a node's value on the node, its bounds in its tag.
    void lessonCaptionsSayWhatTheTreeShows()
    {
        const QRegularExpression figure("\\{(alpha|beta|value) ([^}]+)\\}|\\{(visited|pruned|leaves|cutoffs)\\}");
        int checked = 0;
        for (const auto& entry : BuiltInLessons::list()) {
            const auto outline = BuiltInLessons::outline(entry.name);
            const auto run = SearchRun::create(presetTree(outline->presetName.c_str()), outline->options, "");
            const auto lesson = BuiltInLessons::make(entry.name, *run->tree, run->trace);
            QVERIFY(lesson);
            RunModel model;
            CountersPanel counters(model);
            model.load(run);
            TreeView view(model);
            for (const LessonStop& stop : lesson->stops) {
                model.seek(stop.step);
                const std::string filled = fillCaption(stop.caption, model.replay());
                for (auto match = figure.globalMatch(QString::fromStdString(stop.caption)); match.hasNext();) {
                    const auto m = match.next();
                    const QString where
                        = QString("%1 at step %2, %3").arg(entry.name.data()).arg(stop.step).arg(m.captured(0));
                    const QString shown
                        = QString::fromStdString(fillCaption(m.captured(0).toStdString(), model.replay()));
                    ++checked;
                    QVERIFY2(QString::fromStdString(filled).contains(shown), qPrintable(where));
                    if (!m.captured(3).isEmpty()) {
                        const QString counted = counters.counter(m.captured(3));
                        QVERIFY2(counted == shown, qPrintable(where + " counts " + counted));
                        continue;
                    }
                    NodeId node = m.captured(2) == "root" ? GameTree::root() : kNoNode;
                    for (NodeId n = 1; n < run->tree->size(); ++n) {
                        if (run->tree->path(n) == m.captured(2).toStdString())
                            node = n;
                    }
                    QVERIFY2(node != kNoNode, qPrintable(where));
                    const NodeAppearance look = view.treeItem().appearance(node);
                    const QString what = m.captured(1);
                    const bool onTree = what == "value" ? look.value == shown
                        : what == "alpha"
                        ? look.bounds.startsWith("α " + shown + "\n") || look.cutTag.contains("\n" + shown + " ≥")
                        : look.bounds.contains("\nβ " + shown) || look.cutTag.endsWith("≥ " + shown);
                    QVERIFY2(onTree,
                        qPrintable(where + " reads " + shown + ", the tree shows " + look.value + " " + look.bounds
                            + look.cutTag));
                }
            }
        }
        QVERIFY(checked > 40);
    }

    /// Notes are stops of the tree's own lesson: undoable, saved in the file, dropped (with a
    /// warning) by an edit that changes the trace, and flagged under another search.
    void notesAreTheTreesOwnLesson()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "textbook", {}}));
        TreeSession& session = window.session();
        const LessonSession& lesson = window.lessons().lessons();
        QVERIFY(!lesson.isActive());
        session.addNote(19, "B is cut off: α = {alpha B} ≥ β = {beta B}.");
        session.addNote(4, "The first leaf.");
        QVERIFY(lesson.isActive());
        QCOMPARE(lesson.lesson().stops.size(), std::size_t(2));
        window.controller().seek(19);
        QCOMPARE(lesson.caption(), QString("B is cut off: α = 3 ≥ β = 2."));
        QCOMPARE(lesson.noteAtCursor(), std::optional<std::size_t>(1));
        session.editNote(1, "Cut-off at B.");
        QCOMPARE(lesson.caption(), QString("Cut-off at B."));
        session.undo();
        QCOMPARE(lesson.caption(), QString("B is cut off: α = 3 ≥ β = 2."));
        // Saved and opened again, the notes come back.
        QTemporaryDir dir;
        const QString path = dir.filePath("lesson.gtree.json");
        QVERIFY(window.files().saveFile(path));
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "mixed", {}}));
        QVERIFY(!lesson.isActive());
        QVERIFY(window.files().openFile(path));
        QCOMPARE(session.notes().notes.size(), std::size_t(2));
        // Under another search they stay, with a warning.
        window.setSearchOptions({Algorithm::Negamax, false});
        QVERIFY(lesson.settingWarning().contains("Alpha-beta, fail-soft"));
        window.setSearchOptions({Algorithm::AlphaBeta, false});
        QVERIFY(lesson.settingWarning().isEmpty());
        // An edit that changes the trace drops them; undo brings them back.
        QSignalSpy cleared(&session, &TreeSession::notesCleared);
        session.reorder(MoveOrder::BestFirst);
        QCOMPARE(cleared.count(), 1);
        QVERIFY(session.notes().empty());
        session.undo();
        QCOMPARE(session.notes().notes.size(), std::size_t(2));
        // A lesson file opens with the search its notes were written for.
        window.setSearchOptions({Algorithm::Minimax, false});
        QVERIFY(window.lessons().openNotesFile(path));
        QCOMPARE(window.searchOptions(), (SearchOptions{Algorithm::AlphaBeta, false}));
        session.removeNote(0);
        QCOMPARE(session.notes().notes.size(), std::size_t(1));
    }

    /// A handout has the lesson's title and one block per stop, counted in the PDF's text.
    void handoutHasABlockPerStop()
    {
        const QString pdftotext = QStandardPaths::findExecutable("pdftotext");
        if (pdftotext.isEmpty())
            QFAIL("pdftotext (Debian package poppler-utils, which tools/setup.sh installs) reads the handout's text");
        MainWindow window(MainWindow::Settings::Ignore);
        for (const char* name : {"alphabeta", "ttt-block"}) {
            QVERIFY(window.lessons().openBuiltIn(name));
            QTemporaryDir dir;
            const QString path = dir.filePath("handout.pdf");
            QCOMPARE(window.lessons().writeHandout(path), QString());
            QProcess text;
            text.start(pdftotext, {path, "-"});
            QVERIFY(text.waitForFinished(30000));
            const QString words = QString::fromUtf8(text.readAllStandardOutput());
            const std::size_t stops = window.lessons().lessons().lesson().stops.size();
            QVERIFY(words.startsWith(qtText(window.lessons().lessons().lesson().title)));
            QCOMPARE(std::size_t(words.count(QRegularExpression("Stop \\d+ of \\d+"))), stops);
            QVERIFY(words.contains(QString("Stop %1 of %1").arg(stops)));
            QVERIFY(words.contains("Page 1"));
        }
    }

    void compareFitsASmallScreen()
    {
        CompareWindow window;
        window.setTree(
            presetTree("ttt-block"), "Tic-tac-toe XXOOOX... with a long title", {Algorithm::AlphaBeta, false});
        for (auto scenario : {Comparison::MixedOrderings, Comparison::OrderingsOfThisTree}) {
            window.showComparison(scenario);
            QVERIFY2(window.minimumSizeHint().width() <= 1024,
                qPrintable(QString::number(window.minimumSizeHint().width())));
        }
    }

    void compareShowsKnuthMooreWhereItApplies()
    {
        CompareWindow window;
        window.setTree(presetTree("textbook"), "Textbook", {Algorithm::AlphaBeta, false}); // uniform: b = 3, d = 2
        window.showComparison(Comparison::OrderingsOfThisTree);
        window.controller().toEnd(); // the table shows the figures so far
        QCOMPARE(window.table().item(1, 3)->text(), QString("5")); // best first reads b + b - 1 leaves
        QVERIFY(window.figuresText().contains("at least 5 leaves"));
        window.showComparison(Comparison::MinimaxVersusAlphaBeta);
        window.controller().toEnd();
        QCOMPARE(window.table().item(0, 1)->text(), QString("13"));
        QCOMPARE(window.table().item(1, 1)->text(), QString("11"));
        window.showComparison(Comparison::FailSoftVersusFailHard);
        window.controller().toEnd();
        QCOMPARE(window.table().item(0, 5)->text(), window.table().item(1, 5)->text());

        window.showComparison(Comparison::MixedOrderings);
        window.controller().toEnd(); // 3, 2, 2 moves by depth
        QCOMPARE(window.table().item(1, 3)->text(), QString("7"));
        QVERIFY(window.figuresText().contains("at least 7 leaves"));
        window.setTree(presetTree("ttt-block"), "Block", {Algorithm::AlphaBeta, false});
        window.showComparison(Comparison::OrderingsOfThisTree);
        window.controller().toEnd(); // leaves at depths 1 to 3
        QVERIFY(window.figuresText().contains("does not apply"));
    }

    // --- own trees ---------------------------------------------------------------------------
    void editorValidatesAndUndoes()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        TreeTextEditor& editor = window.treeText();
        const RunModel& m = window.runModel();
        QCOMPARE(editor.text(), QString::fromStdString(toTreeText(m.tree())));
        editor.setText("((1, 2), (3,, 4))");
        editor.validateNow();
        QVERIFY(editor.error().contains("line 1, column 13"));
        QCOMPARE(editor.editor()->extraSelections().size(), 1);
        QCOMPARE(m.tree().size(), NodeId(22)); // the last valid tree stays
        const QString typed = "(A:(1,2),\n B:(3,4))  # as the author wrote it";
        editor.setText(typed);
        editor.validateNow();
        QVERIFY(editor.error().isEmpty());
        QCOMPARE(m.tree().size(), NodeId(7));
        QCOMPARE(m.step(), std::size_t(0));
        QCOMPARE(editor.text(), typed); // not rewritten under the cursor
        window.session().undo();
        QCOMPARE(m.tree().size(), NodeId(22));
        QCOMPARE(editor.text(), QString::fromStdString(toTreeText(m.tree())));
        window.session().redo();
        QCOMPARE(m.tree().size(), NodeId(7));
    }

    void canvasEditsAreUndoable()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "textbook", {}}));
        TreeSession& session = window.session();
        const std::string original = toTreeText(session.tree());
        session.setLeafValue(4, 40); // A/1
        QCOMPARE(session.tree().leafValue(4), 40);
        QCOMPARE(window.runModel().run().trace.result.value, 8);
        session.addMove(3); // C gets a fourth reply
        QCOMPARE(session.tree().childCount(3), NodeId(4));
        session.renameMove(1, "left");
        QCOMPARE(std::string(session.tree().label(1)), std::string("left"));
        session.moveSideways(1, +1);
        QCOMPARE(std::string(session.tree().label(2)), std::string("left"));
        session.removeMove(2);
        QCOMPARE(session.tree().childCount(0), NodeId(2));
        QCOMPARE(window.runModel().step(), std::size_t(0));
        for (int edit = 0; edit < 5; ++edit)
            session.undo();
        QCOMPARE(toTreeText(session.tree()), original);
        QVERIFY(!session.hasUnsavedChanges()); // back to the preset as it was opened
        session.reorder(MoveOrder::WorstFirst);
        QCOMPARE(window.runModel().run().trace.result.value, 3);
        QVERIFY(window.openSource({TreeSource::Kind::TicTacToe, "XXOOOX...", {}}));
        QVERIFY(!session.isEditable());
        session.setLeafValue(5, 9); // refused on game trees
        QCOMPARE(session.tree().size(), NodeId(14));
    }

    void randomTreesFromTheDialog()
    {
        RandomTreeSpec start;
        start.minBranching = 2;
        start.maxBranching = 3;
        start.depth = 4;
        start.seed = 4711;
        RandomTreeDialog dialog(start);
        QCOMPARE(dialog.spec().toString(), start.toString());
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Random, dialog.spec().toString(), {}}));
        const std::string first = toTreeText(window.session().tree());
        QVERIFY(window.openSource({TreeSource::Kind::Random, dialog.spec().toString(), {}}));
        QCOMPARE(toTreeText(window.session().tree()), first);
        QVERIFY(window.session().title().find("4711") != std::string::npos);
    }

    void filesRoundTripAndRejectBadOnes()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QTemporaryDir dir;
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "best-first", {}}));
        const std::string text = toTreeText(window.session().tree());
        const QString path = dir.filePath("lesson.gtree.json");
        QVERIFY(window.files().saveFile(path));
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "textbook", {}}));
        QVERIFY(window.files().openFile(path));
        QCOMPARE(toTreeText(window.session().tree()), text);
        QCOMPARE(window.session().title(), std::string("Best move first"));
        // A file from the future changes nothing.
        const QString future = dir.filePath("future.gtree.json");
        QFile file(future);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": "gametree-lab-tree", "version": 7, "tree": "1"})");
        file.close();
        QVERIFY(!window.files().openFile(future));
        QVERIFY(window.lastError().contains("newer"));
        QCOMPARE(toTreeText(window.session().tree()), text);
        // Saving where no file can be written fails and leaves what was there.
        QVERIFY(!window.files().saveFile(dir.path()));
        QVERIFY(QFileInfo(dir.path()).isDir());
        // A file dropped onto the window opens; anything else is refused.
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "textbook", {}}));
        QMimeData words;
        words.setText("(1,2)");
        QVERIFY(!window.files().openDropped(words));
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(path)});
        QVERIFY(window.files().openDropped(mime));
        QCOMPARE(toTreeText(window.session().tree()), text);
    }

    void filesKeepTheirDescriptionThroughEdits()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QTemporaryDir dir;
        const QString path = dir.filePath("lesson.gtree.json");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"json({"format": "gametree-lab-tree", "version": 1, "title": "Lesson 3",
                      "description": "Why B is never played.", "tree": "(A:(3, 5), B:(2, 9))"})json");
        file.close();
        QVERIFY(window.files().openFile(path));
        QCOMPARE(window.session().description(), std::string("Why B is never played."));
        window.session().setLeafValue(3, 4); // A/1
        window.treeText().setText("(A:(4, 5), B:(2, 9), C:1)");
        window.treeText().validateNow();
        QCOMPARE(window.session().tree().childCount(0), NodeId(3));
        QCOMPARE(window.session().title(), std::string("Lesson 3 (edited)"));
        QVERIFY(window.files().saveFile(path));
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "textbook", {}}));
        QVERIFY(window.files().openFile(path));
        QCOMPARE(window.session().description(), std::string("Why B is never played."));
        QCOMPARE(window.session().title(), std::string("Lesson 3 (edited)"));
        // A preset's description quotes its figures, so it goes once the preset is edited.
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "mixed", {}}));
        QVERIFY(window.session().description().find("18 of the 22") != std::string::npos);
        window.session().setLeafValue(10, 0);
        QCOMPARE(window.session().description(), std::string());
    }

    void treePropertiesAreUndoableAndSaved()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "textbook", {}}));
        QCOMPARE(window.runModel().run().trace.result.value, Value(3));
        window.session().setProperties("Lesson 4", "MIN moves first here.", Player::Min);
        QCOMPARE(window.session().tree().rootPlayer(), Player::Min);
        // MIN picks the smallest of the MAX replies' best leaves: 12, 6, 14.
        QCOMPARE(window.runModel().run().trace.result.value, Value(6));
        QCOMPARE(window.runModel().step(), std::size_t(0));
        QVERIFY(window.isWindowModified());
        QTemporaryDir dir;
        const QString path = dir.filePath("lesson4.gtree.json");
        QVERIFY(window.files().saveFile(path));
        window.session().undo();
        QCOMPARE(window.session().title(), std::string("Textbook two-ply"));
        QCOMPARE(window.session().tree().rootPlayer(), Player::Max);
        QVERIFY(window.files().openFile(path));
        QCOMPARE(window.session().title(), std::string("Lesson 4"));
        QCOMPARE(window.session().description(), std::string("MIN moves first here."));
        QCOMPARE(window.session().tree().rootPlayer(), Player::Min);
        // In tic-tac-toe the board decides who moves.
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "ttt-block", {}}));
        window.session().setProperties("Block", "", Player::Min);
        QCOMPARE(window.session().title(), std::string("Block"));
        QCOMPARE(window.session().tree().rootPlayer(), Player::Max);
        const TreePropertiesDialog dialog({"Block", "Seven saves the draw.", Player::Max}, true);
        QCOMPARE(
            dialog.properties(), TreePropertiesDialog::Properties({"Block", "Seven saves the draw.", Player::Max}));
        QVERIFY(!dialog.findChild<QComboBox*>()->isEnabled());
    }

    void saveWritesBackToTheTreesFile()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QTemporaryDir dir;
        const QString first = QFileInfo(dir.filePath("first.gtree.json")).absoluteFilePath();
        const QString second = QFileInfo(dir.filePath("second.gtree.json")).absoluteFilePath();
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "textbook", {}}));
        QVERIFY(window.session().filePath().empty()); // a preset has no file: Save would ask
        QVERIFY(window.files().saveFile(first));
        QCOMPARE(QString::fromStdString(window.session().filePath()), first);
        window.session().setLeafValue(4, 7); // A/1
        QVERIFY(window.files().save());
        QVERIFY(!window.isWindowModified());
        MainWindow reader(MainWindow::Settings::Ignore);
        QVERIFY(reader.files().openFile(first));
        QCOMPARE(reader.session().tree().leafValue(4), Value(7));
        // Saved elsewhere, the edit stays with its new file through undo and redo.
        window.session().setLeafValue(4, 8);
        QVERIFY(window.files().saveFile(second));
        window.session().undo();
        QCOMPARE(QString::fromStdString(window.session().filePath()), first);
        window.session().redo();
        QCOMPARE(QString::fromStdString(window.session().filePath()), second);
        QVERIFY(!window.isWindowModified());
        // Another tree has no file of its own; a file of tree text is not written over.
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "mixed", {}}));
        QVERIFY(window.session().filePath().empty());
        const QString text = dir.filePath("tree.txt");
        QFile file(text);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("(1, 2)");
        file.close();
        QVERIFY(window.files().openFile(text));
        QVERIFY(window.session().filePath().empty());
        QVERIFY(window.files().openFile(second));
        QCOMPARE(QString::fromStdString(window.session().filePath()), second);
        QCOMPARE(window.session().tree().leafValue(4), Value(8));
    }

    void practiceTakesTheKeyboardButLetsItStep()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "textbook", {}}));
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        window.setPracticeMode(true);
        window.practice().checkMarks(); // no leaf crossed out: wrong, but on to the next question
        auto* field = window.practicePanel().findChild<QLineEdit*>();
        QTRY_VERIFY(field->hasFocus()); // what will the root return?
        QTest::keyClicks(field, "3");
        QTest::keyClick(field, Qt::Key_Return);
        QCOMPARE(window.practice().right(), 1);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
        QCOMPARE(window.runModel().step(), std::size_t(1)); // what will A return?
        QTRY_VERIFY(field->hasFocus());
        QTest::keyClick(field, Qt::Key_Right); // skips it
        QCOMPARE(window.runModel().step(), std::size_t(2));
        QCOMPARE(window.practice().answered(), 2);
    }

    void projectorModeEnlargesAndRestores()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.setPracticeMode(true);
        const qreal lineWidth = window.view().treeItem().style().lineWidth;
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // The type as shown (the pseudocode fits its panel's width): what projector mode must
        // give back.
        QHash<QWidget*, qreal> before;
        for (QWidget* widget : window.findChildren<QWidget*>())
            before.insert(widget, widget->font().pointSizeF());
        const QByteArray layout = window.saveState();
        QHash<QDockWidget*, QRect> docks;
        for (QDockWidget* dock : window.findChildren<QDockWidget*>())
            docks.insert(dock, dock->geometry());
        window.setProjectorMode(true, false);
        QVERIFY(window.windowActions().projector->isChecked());
        QVERIFY(window.findChild<QDockWidget*>("pathDock")->isHidden());
        QVERIFY(window.view().treeItem().style().lineWidth > lineWidth);
        for (QWidget* widget : {static_cast<QWidget*>(&window.narration()),
                 static_cast<QWidget*>(&window.practicePanel()), static_cast<QWidget*>(&window.counters())}) {
            for (QLabel* label : widget->findChildren<QLabel*>())
                QVERIFY2(label->font().pointSizeF() > before.value(label), qPrintable(label->text()));
        }
        window.setProjectorMode(false, false);
        QVERIFY(!window.findChild<QDockWidget*>("pathDock")->isHidden());
        QCOMPARE(window.saveState(), layout);
        QCoreApplication::processEvents(); // the smaller type relayouts the docks first
        for (auto it = docks.cbegin(); it != docks.cend(); ++it) // every dock where it was, at its size
            QCOMPARE(it.key()->geometry(), it.value());
        for (auto it = before.cbegin(); it != before.cend(); ++it) {
            QVERIFY2(it.key()->font().pointSizeF() == it.value(),
                qPrintable(QString("%1 %2").arg(it.key()->metaObject()->className(), it.key()->objectName())));
        }
    }

    /// The presenter's keys step whatever mode change came before: the Tree box, projector
    /// mode, a lesson and practice give the keyboard back to the canvas, never to a text field.
    void modeChangesGiveTheKeysBackToPlayback()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.resize(1280, 720);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        auto* treeBox = window.findChild<QComboBox*>();
        treeBox->setFocus();
        const int bestFirst = treeBox->findData("best-first");
        treeBox->setCurrentIndex(bestFirst);
        emit treeBox->activated(bestFirst);
        QCOMPARE(window.runModel().run().title, std::string("Best move first"));
        QVERIFY(window.view().hasFocus());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_N);
        const std::size_t step = window.runModel().step();
        QVERIFY(step > 0);
        for (const bool on : {true, false}) {
            window.treeText().editor()->setFocus();
            window.setProjectorMode(on, false);
            QVERIFY(window.view().hasFocus());
        }
        window.treeText().editor()->setFocus();
        QVERIFY(window.lessons().openBuiltIn("minimax"));
        QVERIFY(window.view().hasFocus());
        window.treeText().editor()->setFocus();
        QMenu* lessonsMenu = window.menuBar()->actions()[5]->menu();
        QCOMPARE(lessonsMenu->title(), QString("&Lessons"));
        lessonsMenu->actions()[1]->trigger(); // another lesson while one runs
        QVERIFY(window.view().hasFocus());
        window.treeText().editor()->setFocus();
        window.lessons().lessons().closeBuiltIn();
        QVERIFY(window.view().hasFocus());
        window.treeText().editor()->setFocus();
        window.setPracticeMode(true);
        window.setPracticeMode(false);
        QVERIFY(window.view().hasFocus());
        // The keys step; nothing was typed into the tree text.
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
        QCOMPARE(window.runModel().step(), std::size_t(1));
        QVERIFY(!window.session().hasUnsavedChanges());
        // Clicked into on purpose, the tree text types.
        window.treeText().editor()->setFocus();
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
        QCOMPARE(window.runModel().step(), std::size_t(1));
    }

    /// Wherever the keyboard is, a text field apart, the presenter's keys step.
    void playbackKeysStepFromEveryPanel()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.resize(1280, 720);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        const RunModel& model = window.runModel();
        const auto typesText = [](const QWidget* widget) {
            const auto* text = qobject_cast<const QTextEdit*>(widget);
            const auto* plain = qobject_cast<const QPlainTextEdit*>(widget);
            return qobject_cast<const QLineEdit*>(widget) || (text && !text->isReadOnly())
                || (plain && !plain->isReadOnly());
        };
        int tried = 0;
        for (QWidget* widget : window.findChildren<QWidget*>()) {
            if (!widget->isVisible() || widget->focusPolicy() == Qt::NoFocus || typesText(widget))
                continue;
            widget->setFocus();
            const std::size_t step = model.step();
            const QString name = QStringLiteral("%1 %2").arg(widget->metaObject()->className(), widget->objectName());
            QTest::keyClick(widget, Qt::Key_Right);
            QVERIFY2(model.step() == step + 1, qPrintable("→ in " + name));
            QTest::keyClick(widget, Qt::Key_PageDown);
            QVERIFY2(model.step() == step + 2, qPrintable("Page Down in " + name));
            QTest::keyClick(widget, Qt::Key_Left);
            QVERIFY2(model.step() == step + 1, qPrintable("← in " + name));
            QTest::keyClick(widget, Qt::Key_Space);
            QVERIFY2(window.controller().isPlaying(), qPrintable("Space in " + name));
            QTest::keyClick(widget, Qt::Key_Space);
            QTest::keyClick(widget, Qt::Key_Home);
            QVERIFY2(model.step() == 0, qPrintable("Home in " + name));
            ++tried;
        }
        QVERIFY(tried >= 5);
    }

    /// B blanks the whole window: nothing on screen may give the answer away.
    void blankScreenCoversTheWholeWindow()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.lessons().openBuiltIn("alphabeta"));
        window.windowActions().nextStop->trigger();
        window.windowActions().blank->trigger();
        auto* blank = window.findChild<QWidget*>("blankScreen");
        QVERIFY(blank->isVisible());
        const QList<QWidget*> panels{&window.counters(), &window.narration(), &window.pseudocode(),
            window.findChild<QDockWidget*>("lessonDock"), &window.view(), window.menuBar()};
        for (QWidget* panel : panels) {
            const QPoint centre = panel->mapTo(&window, panel->rect().center());
            QVERIFY2(window.childAt(centre) == blank, panel->metaObject()->className());
        }
        window.windowActions().blank->trigger();
        auto* narrationDock = qobject_cast<QDockWidget*>(window.narration().parentWidget());
        narrationDock->setFloating(true); // a panel outside the window is dark too
        window.windowActions().blank->trigger();
        QVERIFY(narrationDock->findChild<QWidget*>("blankScreen")->isVisible());
        QCOMPARE(narrationDock->findChild<QWidget*>("blankScreen")->geometry(), narrationDock->rect());
        window.resize(1000, 600);
        QCOMPARE(blank->geometry(), window.rect());
        window.windowActions().blank->trigger();
        QVERIFY(!blank->isVisible());
    }

    /// The lesson bar is the lesson's: projector mode gives it back as the lesson left it, it is
    /// called "Lesson" in View → Panels whatever stop it shows, and it goes when the lesson ends.
    void lessonBarOutlivesProjectorMode()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* dock = window.findChild<QDockWidget*>("lessonDock");
        QVERIFY(dock->isHidden());
        window.setProjectorMode(true, false);
        QVERIFY(window.lessons().openBuiltIn("minimax"));
        window.windowActions().nextStop->trigger();
        window.windowActions().nextStop->trigger();
        window.setPracticeMode(true);
        window.setProjectorMode(false, false);
        QVERIFY(dock->isVisible());
        QVERIFY(dock->toggleViewAction()->isChecked());
        QCOMPARE(dock->toggleViewAction()->text(), QString("Lesson"));
        QVERIFY2(dock->windowTitle().startsWith("Stop 3 of"), qPrintable(dock->windowTitle()));
        QVERIFY(!static_cast<LessonBar*>(dock->widget())->captionText().isEmpty());
        QVERIFY(window.practice().isActive()); // started meanwhile, and still on
        window.lessons().lessons().closeBuiltIn();
        QVERIFY(dock->isHidden());
    }

    /// Projector mode fills the screen from any state the window is in, and gives that state
    /// back; the Full Screen action always says what the window is.
    void projectorModeFillsTheScreenFromAnyState()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.resize(1203, 677);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QAction* fullScreen = window.windowActions().fullScreen;
        fullScreen->trigger();
        QVERIFY(window.isFullScreen());
        window.showNormal(); // the window manager leaves full screen, not F11
        QVERIFY(!fullScreen->isChecked());
        window.setProjectorMode(true);
        QVERIFY(window.isFullScreen());
        QVERIFY(fullScreen->isChecked());
        window.setProjectorMode(false);
        QVERIFY(!window.isFullScreen());
        fullScreen->trigger();
        window.setProjectorMode(true);
        window.setProjectorMode(false);
        QVERIFY(window.isFullScreen()); // as F11 left it
        fullScreen->trigger();
        QVERIFY(!window.isFullScreen());
    }

    /// No two things on screen answer the same Alt key.
    void mnemonicsAreUnique()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        const auto mnemonic = [](const QString& text) -> QChar {
            const qsizetype at = QString(text).replace("&&", "").indexOf('&');
            return at >= 0 && at + 1 < text.size() ? QString(text).replace("&&", "").at(at + 1).toUpper() : QChar();
        };
        QHash<QChar, QString> taken;
        const auto take = [&](const QString& text) {
            const QChar key = mnemonic(text);
            if (key.isNull())
                return;
            QVERIFY2(!taken.contains(key), qPrintable(QString("Alt+%1: %2 and %3").arg(key).arg(taken[key], text)));
            taken.insert(key, text);
        };
        for (const QAction* menu : window.menuBar()->actions())
            take(menu->text());
        for (const QAbstractButton* button : window.findChildren<QAbstractButton*>())
            take(button->text());
        for (const QLabel* label : window.findChildren<QLabel*>()) {
            if (label->buddy())
                take(label->text());
        }
        // Nor two items of one menu.
        std::function<void(const QMenu&)> checkMenu = [&](const QMenu& menu) {
            QHash<QChar, QString> items;
            for (const QAction* action : menu.actions()) {
                const QChar key = mnemonic(action->text());
                QVERIFY2(key.isNull() || !items.contains(key),
                    qPrintable(QString("Alt+%1: %2 and %3").arg(key).arg(items[key], action->text())));
                items.insert(key, action->text());
                if (action->menu())
                    checkMenu(*action->menu());
            }
        };
        for (const QAction* menu : window.menuBar()->actions())
            checkMenu(*menu->menu());
        QCOMPARE(mnemonic(window.practicePanel().findChildren<QPushButton*>().last()->text()), QChar('K'));
        QVERIFY(taken.value('N').startsWith("&No"));
        QVERIFY(taken.value('T').contains("Tree"));
    }

    /// Ctrl+G goes to the step a teacher announces.
    void goToStepGoesToTheStepAsked()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QAction* goToStep = window.playbackActions().goToStep;
        QCOMPARE(goToStep->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_G));
        QVERIFY(window.menuBar()->actions()[2]->menu()->actions().contains(goToStep));
        QTimer::singleShot(0, [] {
            auto* dialog = qobject_cast<QInputDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            QCOMPARE(dialog->intMaximum(), 59);
            dialog->setIntValue(42);
            dialog->accept();
        });
        goToStep->trigger();
        QCOMPARE(window.runModel().step(), std::size_t(42));
    }

    void windowLooseEnds()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        TreeSession& session = window.session();
        // Undoing back to an untouched preset, or undoing an Open, leaves nothing to save.
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "textbook", {}}));
        QVERIFY(window.windowActions().undo->isEnabled());
        QCOMPARE(window.windowActions().undo->text(), QString("Undo Open Textbook two-ply"));
        window.windowActions().undo->trigger();
        QCOMPARE(session.presetName(), std::string("mixed"));
        QVERIFY(!window.isWindowModified() && !session.hasUnsavedChanges());
        window.windowActions().redo->trigger();
        QVERIFY(!session.hasUnsavedChanges());
        // Reordering again and again says the order once.
        for (int i = 0; i < 3; ++i) {
            window.windowActions().bestFirst->trigger();
            window.windowActions().worstFirst->trigger();
        }
        QCOMPARE(session.title(), std::string("Textbook two-ply · worst first"));
        // The position box shows the position on screen, and is cleared for other trees.
        auto* board = window.findChild<QLineEdit*>();
        QVERIFY(window.openSource({TreeSource::Kind::TicTacToe, "XXOOOX...", {}}));
        QCOMPARE(board->text(), QString("XXOOOX..."));
        // A tic-tac-toe tree's text can be read, not edited into another tree.
        QVERIFY(window.treeText().editor()->isReadOnly());
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "mixed", {}}));
        QVERIFY(board->text().isEmpty());
        QVERIFY(!window.treeText().editor()->isReadOnly());
        // Save As answers Ctrl+Shift+S on every desktop.
        QVERIFY(window.windowActions().saveAs->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)));
        // Every comparison pane says what it runs, fail-hard included.
        window.setSearchOptions({Algorithm::AlphaBeta, true});
        CompareWindow& compare = window.compare(Comparison::MixedOrderings);
        for (ComparePane* pane : compare.panes())
            QVERIFY2(pane->title().endsWith("Alpha-beta, fail-hard"), qPrintable(pane->title()));
    }

    void historyOfTheFullTicTacToeTreeIsBounded()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::TicTacToe, ".........", {}}));
        for (int i = 0; i < 12; ++i)
            (i % 2 ? window.windowActions().worstFirst : window.windowActions().bestFirst)->trigger();
        const TreeHistory& history = window.session().history();
        QVERIFY2(history.bytes() <= TreeHistory::kDefaultMaxBytes, qPrintable(QString::number(history.bytes())));
        QVERIFY(history.canUndo());
        QCOMPARE(window.runModel().tree().size(), NodeId(549'946));
    }

    void labWindowRunsTheEnhancementsOnTheTreeOnScreen()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "ttt-block", {}}));
        LabWindow& lab = window.openLab();
        const QTableWidget& table = lab.table();
        QVERIFY(table.rowCount() >= 12);
        for (int row = 0; row < table.rowCount(); ++row) {
            QCOMPARE(table.item(row, 5)->text(), QString("0")); // X blocks at 7 and draws
            QCOMPARE(table.item(row, 6)->text(), QString("7"));
        }
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "mixed", {}}));
        window.openLab();
        for (int row = 0; row < table.rowCount(); ++row)
            QCOMPARE(table.item(row, 5)->text(), QString("6"));
        QCOMPARE(table.item(0, 1)->text(), QString("22")); // negamax enters every node once
    }

    void recentFilesOfferOnlyWhatStillExists()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QTemporaryDir dir;
        const QString kept = dir.filePath("kept.gtree.json");
        const QString gone = dir.filePath("gone.gtree.json");
        QVERIFY(window.files().saveFile(gone));
        QVERIFY(window.files().saveFile(kept));
        QVERIFY(QFile::remove(gone));
        QMenu* recent = nullptr;
        for (QMenu* menu : window.findChildren<QMenu*>())
            recent = menu->title() == "Open Recent" ? menu : recent;
        QVERIFY(recent);
        emit recent->aboutToShow();
        QStringList offered;
        for (QAction* action : recent->actions())
            offered << action->text();
        QCOMPARE(offered, QStringList({"kept.gtree.json", "", "Clear Recent Files"}));
        recent->actions().last()->trigger();
        emit recent->aboutToShow();
        QCOMPARE(recent->actions().size(), 1);
        QVERIFY(!recent->actions().first()->isEnabled());
    }

    void practiceStopsToAskAndKeepsTheScore()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "textbook", {}}));
        PlaybackController& c = window.controller();
        const RunModel& m = window.runModel();
        PracticeSession& practice = window.practice();
        auto feedback = [&practice] { return practice.feedback() ? practice.feedback()->text : QString(); };
        QVERIFY(!practice.isActive());
        window.setPracticeMode(true);
        QVERIFY(window.windowActions().practice->isChecked());
        QVERIFY(practice.isActive());
        QVERIFY(!window.playbackActions().nextCutoff->isEnabled()); // where the cut-offs are is the answer
        // Before the first step: which leaves will the search never read? Clicks on the tree
        // cross them out (B/3 twice: marked, then taken back).
        QVERIFY(practice.isMarking());
        TreeView& view = window.view();
        window.resize(1280, 720);
        window.show();
        QApplication::processEvents();
        view.fitToView();
        auto click = [&](NodeId node) {
            const QPoint at = view.mapFromScene(view.treeItem().nodeCenter(node));
            QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, at);
        };
        for (NodeId node : {NodeId(8), NodeId(9), NodeId(9), NodeId(2)}) // B/2, B/3, B/3, B (not a leaf)
            click(node);
        QCOMPARE(practice.marks(), std::vector<NodeId>({8}));
        QCOMPARE(view.treeItem().appearance(8).mark, LeafMark::Crossed);
        practice.checkMarks();
        QCOMPARE(feedback(), QString("✘ Not quite: B/3 is not. The search never reads B/2 and B/3."));
        // The tree shows which crosses were right and which leaf was missed, until the step moves.
        QCOMPARE(view.treeItem().appearance(8).mark, LeafMark::CrossedRight);
        QCOMPARE(view.treeItem().appearance(9).mark, LeafMark::Missed);
        QCOMPARE(view.treeItem().appearance(4).mark, LeafMark::None);
        QVERIFY(view.treeItem().appearance(0).ringed); // the next question is about the root
        QCOMPARE(practice.right(), 0);
        // Then: what will the root return?
        QVERIFY(practice.pendingQuestion());
        QCOMPARE(practice.prompt(),
            QString("The search enters the root with α = −∞ and β = +∞. What will the root return?"));
        practice.answer(3);
        QVERIFY(feedback().startsWith("✔ Right. The root returns 3."));
        QVERIFY(!practice.pendingQuestion());
        // Playing, even many steps a tick, stops at the next question.
        c.setSpeed(1000);
        c.play();
        QTRY_VERIFY(!c.isPlaying());
        QCOMPARE(m.step(), std::size_t(1));
        QCOMPARE(view.treeItem().appearance(8).mark, LeafMark::None); // the review went with the step
        QVERIFY(view.treeItem().appearance(1).ringed); // what will A return?
        practice.answer(12);
        QVERIFY(feedback().startsWith("✘ Not quite. A returns 3."));
        QCOMPARE(practice.right(), 1);
        QCOMPARE(practice.answered(), 3);
        c.play();
        QTRY_VERIFY(!c.isPlaying());
        QCOMPARE(m.step(), std::size_t(6));
        QCOMPARE(practice.pendingQuestion()->kind, PracticeQuiz::Question::Kind::CutOff);
        practice.answer(0);
        // Two questions at one step: the decision at the root, then what B will return.
        c.seek(13);
        QCOMPARE(practice.pendingQuestion()->kind, PracticeQuiz::Question::Kind::CutOff);
        practice.answer(0);
        QCOMPARE(practice.pendingQuestion()->kind, PracticeQuiz::Question::Kind::ReturnValue);
        practice.answer(2);
        QCOMPARE(practice.right(), 4);
        QCOMPARE(practice.answered(), 6);
        // Without practice the search plays to its end.
        window.setPracticeMode(false);
        QVERIFY(!practice.isActive());
        QVERIFY(window.playbackActions().nextCutoff->isEnabled());
        c.play();
        QTRY_VERIFY(m.replay().atEnd());
        // Each new run starts a new score.
        window.setPracticeMode(true);
        QCOMPARE(practice.answered(), 0);
        window.setSearchOptions({Algorithm::Minimax, false});
        QVERIFY(practice.pendingQuestion()); // minimax asks what nodes return
        practice.answer(3);
        window.setSearchOptions({Algorithm::AlphaBeta, false});
        QCOMPARE(practice.answered(), 0);
    }

    /// Stepping through a run in practice asks what every node whose leaves lie at most two
    /// moves below will return, not only the root's.
    void practiceAsksWhatEachSmallSubtreeReturns()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        for (const char* preset : {"textbook", "mixed", "ttt-block"}) {
            QVERIFY(window.openSource({TreeSource::Kind::Preset, preset, {}}));
            window.setPracticeMode(true);
            PracticeSession& practice = window.practice();
            const RunModel& model = window.runModel();
            const GameTree& tree = model.tree();
            std::set<NodeId> asked;
            for (;;) {
                while (const PracticeQuiz::Question* question = practice.pendingQuestion()) {
                    if (question->kind == PracticeQuiz::Question::Kind::ReturnValue)
                        asked.insert(question->node);
                    if (question->kind == PracticeQuiz::Question::Kind::UnreadLeaves)
                        practice.checkMarks();
                    else
                        practice.answer(question->answer);
                }
                if (model.replay().atEnd())
                    break;
                window.controller().stepForward();
            }
            std::set<NodeId> small;
            for (NodeId n = 0; n < tree.size(); ++n) {
                const auto height = [&](auto&& self, NodeId node) -> std::uint32_t {
                    std::uint32_t h = 0;
                    for (NodeId c : tree.children(node))
                        h = std::max(h, self(self, c) + 1);
                    return h;
                };
                if (!tree.isLeaf(n) && model.replay().status(n) != NodeStatus::Pruned && height(height, n) <= 2)
                    small.insert(n);
            }
            QVERIFY2(asked == small, preset);
            QVERIFY(asked.size() >= 4);
            window.setPracticeMode(false);
        }
    }

    /// A practice cross strikes the leaf out but leaves its value readable: no stroke of the
    /// cross runs through the value's text.
    void practiceCrossesLeaveTheValueReadable()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "textbook", {}}));
        window.resize(1280, 720);
        window.show();
        window.setPracticeMode(true);
        QApplication::processEvents();
        TreeView& view = window.view();
        view.fitToView();
        PracticeSession& practice = window.practice();
        const NodeId leaf = 8; // B/2
        practice.toggleMark(leaf);
        const auto strokes = [&](const QColor& colour) {
            QRectF value;
            for (const QJsonValue item : view.paintedScene()["items"].toArray()) {
                const QJsonObject o = item.toObject();
                if (o["kind"].toString() == "value" && o["node"].toString() == "B/2")
                    value = QRectF(o["x"].toDouble(), o["y"].toDouble(), o["w"].toDouble(), o["h"].toDouble());
            }
            const QImage image = view.viewport()->grab().toImage();
            const QPointF centre = view.mapFromScene(view.treeItem().nodeCenter(leaf));
            int inside = 0;
            int around = 0;
            for (int y = int(centre.y()) - 60; y < int(centre.y()) + 60; ++y) {
                for (int x = int(centre.x()) - 60; x < int(centre.x()) + 60; ++x) {
                    const QColor pixel = image.pixelColor(x, y);
                    if (std::abs(pixel.red() - colour.red()) + std::abs(pixel.green() - colour.green())
                            + std::abs(pixel.blue() - colour.blue())
                        > 60)
                        continue;
                    (value.adjusted(1, 1, -1, -1).contains(QPointF(x, y)) ? inside : around) += 1;
                }
            }
            return std::tuple(value.isEmpty(), inside, around);
        };
        const auto [noValue, inside, around] = strokes(view.treeItem().style().cutTag);
        QVERIFY(!noValue);
        QVERIFY(around > 20); // the cross is there
        QCOMPARE(inside, 0);
        practice.checkMarks();
        QCOMPARE(view.treeItem().appearance(leaf).mark, LeafMark::CrossedRight);
        const auto [noValueAfter, insideAfter, aroundAfter] = strokes(view.treeItem().style().rightMark);
        QVERIFY(!noValueAfter && aroundAfter > 20);
        QCOMPARE(insideAfter, 0);
    }

    void unsavedChangesAreMarkedAndAskedAbout()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.show();
        QVERIFY(!window.isWindowModified());
        window.session().setLeafValue(10, 42);
        QVERIFY(window.isWindowModified());
        window.session().undo();
        QVERIFY(!window.isWindowModified()); // back to the tree as opened
        window.session().setLeafValue(10, 42);
        answerNextQuestion(QMessageBox::Cancel);
        QVERIFY(!window.close());
        QVERIFY(window.isVisible());
        answerNextQuestion(QMessageBox::Discard);
        QVERIFY(window.close());
        // Saved work closes without asking.
        MainWindow saved(MainWindow::Settings::Ignore);
        saved.show();
        saved.session().setLeafValue(10, 42);
        QTemporaryDir dir;
        QVERIFY(saved.files().saveFile(dir.filePath("mine.gtree.json")));
        QVERIFY(!saved.isWindowModified());
        QVERIFY(saved.close());
    }

    void typedTextWaitingToBeAppliedIsNotLost()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.show();
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "textbook", {}}));
        window.treeText().setText("((3, 12), (2, 4))"); // typed, and the window closed at once
        QVERIFY(!window.isWindowModified()); // the typing pause has not ended
        answerNextQuestion(QMessageBox::Cancel);
        QVERIFY(!window.close());
        QCOMPARE(toTreeText(window.session().tree()), std::string("((3, 12), (2, 4))"));
        QVERIFY(window.isWindowModified());
        // Saving at once saves what was typed.
        QTemporaryDir dir;
        QVERIFY(window.files().saveFile(dir.filePath("typed.gtree.json")));
        window.treeText().setText("((3, 12), (2, 5))");
        QVERIFY(window.files().save());
        MainWindow reader(MainWindow::Settings::Ignore);
        QVERIFY(reader.files().openFile(dir.filePath("typed.gtree.json")));
        QCOMPARE(toTreeText(reader.session().tree()), std::string("((3, 12), (2, 5))"));
    }

    void typedTextWithAnErrorIsAskedAboutOnClosing()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.show();
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "textbook", {}}));
        auto* dock = window.findChild<QDockWidget*>("treeTextDock");
        QVERIFY(dock);
        dock->hide();
        const QString typed = "((3, x12), (2, 4))"; // an error at the x, column 6
        window.treeText().setText(typed);
        window.treeText().editor()->moveCursor(QTextCursor::End);
        QString asked;
        QTimer::singleShot(0, [&asked] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            QVERIFY(box);
            asked = box->text();
            box->button(QMessageBox::Cancel)->click(); // back to the text
        });
        QVERIFY(!window.close());
        QVERIFY2(asked.contains("error") && asked.contains("lost"), qPrintable(asked));
        QVERIFY(window.isVisible());
        QVERIFY(dock->isVisible());
        QCOMPARE(window.treeText().text(), typed);
        QVERIFY2(window.treeText().error().contains("line 1, column 6"), qPrintable(window.treeText().error()));
        QCOMPARE(window.treeText().editor()->textCursor().position(), 5); // at the x
        answerNextQuestion(QMessageBox::Discard);
        QVERIFY(window.close()); // the tree itself is as it was opened
    }

    void typedTextWithAnErrorIsAskedAboutBeforeAnotherTree()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "textbook", {}}));
        const QString typed = "((3, 12), (2, 4)";
        window.treeText().setText(typed);
        answerNextQuestion(QMessageBox::Cancel);
        QVERIFY(!window.openSource({TreeSource::Kind::Preset, "mixed", {}}));
        QCOMPARE(window.session().presetName(), std::string("textbook"));
        QCOMPARE(window.treeText().text(), typed);
        // The Tree box goes back to the tree on screen.
        QComboBox* trees = nullptr;
        for (auto* box : window.findChildren<QComboBox*>())
            trees = box->findData("mixed") >= 0 ? box : trees;
        QVERIFY(trees);
        answerNextQuestion(QMessageBox::Cancel);
        trees->setCurrentIndex(trees->findData("mixed"));
        emit trees->activated(trees->currentIndex());
        QCOMPARE(trees->currentData().toString(), QString("textbook"));
        QCOMPARE(window.session().presetName(), std::string("textbook"));
        answerNextQuestion(QMessageBox::Discard);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "mixed", {}}));
        QCOMPARE(window.session().presetName(), std::string("mixed"));
        QVERIFY(window.treeText().error().isEmpty());
    }

    /// A new search of the same tree (other options, a lesson's search) keeps text that is
    /// still being corrected, so the question before another tree still has it to ask about.
    void typedTextWithAnErrorOutlivesANewSearch()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "textbook", {}}));
        const QString typed = "((3, 12), (2, 4)";
        window.treeText().setText(typed);
        window.treeText().validateNow();
        QVERIFY(!window.treeText().error().isEmpty());
        window.setSearchOptions({Algorithm::Minimax, false});
        QCOMPARE(window.treeText().text(), typed);
        QVERIFY(!window.treeText().error().isEmpty());
        answerNextQuestion(QMessageBox::Cancel);
        QVERIFY(!window.openSource({TreeSource::Kind::Preset, "mixed", {}}));
        QCOMPARE(window.treeText().text(), typed);
    }

    void whiteSpaceTypedIsNoEdit()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "best-first", {}}));
        window.controller().seek(18);
        const QString title = window.windowTitle();
        const std::size_t versions = window.session().history().versions();
        QPlainTextEdit& text = *window.treeText().editor();
        text.moveCursor(QTextCursor::End);
        QTest::keyClick(&text, Qt::Key_Space);
        QTest::keyClick(&text, Qt::Key_Return);
        text.insertPlainText("# B is cut off\n");
        window.treeText().validateNow();
        QCOMPARE(window.runModel().step(), std::size_t(18));
        QCOMPARE(window.session().title(), std::string("Best move first"));
        QCOMPARE(window.windowTitle(), title);
        QVERIFY(!window.isWindowModified());
        QCOMPARE(window.session().history().versions(), versions);
    }

    void saveAsNamesTheTreeAfterItsFile()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "textbook", {}}));
        window.treeText().setText("(A:(3, 12, 8), B:(2, 4, 6))");
        window.treeText().validateNow();
        QCOMPARE(window.session().title(), std::string("Textbook two-ply (edited)"));
        window.controller().seek(5);
        QTemporaryDir dir;
        const QString path = dir.filePath("mytree.gtree.json");
        QTimer::singleShot(0, [path] {
            auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            dialog->selectFile(path);
            static_cast<QDialog*>(dialog)->accept(); // QFileDialog::accept, as the Save button
        });
        QVERIFY(window.files().saveAs());
        QCOMPARE(window.session().title(), std::string("mytree"));
        QVERIFY2(window.windowTitle().startsWith("mytree[*] — "), qPrintable(window.windowTitle()));
        QVERIFY(!window.isWindowModified());
        QCOMPARE(window.runModel().step(), std::size_t(5)); // saving moves no step
        QVERIFY(window.files().openFile(path));
        QCOMPARE(window.session().title(), std::string("mytree"));
    }

    void aFailedSaveAsKeepsTheTreesName()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "textbook", {}}));
        window.session().renameMove(1, "A\x80\x80"); // no file can hold it: the save fails
        QCOMPARE(window.session().title(), std::string("Textbook two-ply (edited)"));
        const QString windowTitle = window.windowTitle();
        const std::size_t versions = window.session().history().versions();
        QTemporaryDir dir;
        const QString path = dir.filePath("mytree.gtree.json");
        QTimer::singleShot(0, [path] {
            auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            dialog->selectFile(path);
            static_cast<QDialog*>(dialog)->accept();
        });
        QVERIFY(!window.files().saveAs());
        QVERIFY(!QFile::exists(path));
        QCOMPARE(window.session().title(), std::string("Textbook two-ply (edited)"));
        QCOMPARE(window.windowTitle(), windowTitle);
        QCOMPARE(window.session().history().versions(), versions);
        QVERIFY(window.isWindowModified());
    }

    void saveKeepsAFileNameThatIsNotUtf8()
    {
        QTemporaryDir dir;
        const std::filesystem::path latin1 = QFile::encodeName(dir.path()).toStdString() + "/caf\xe9.gtree.json";
        std::ofstream(latin1) << R"J({"format": "gametree-lab-tree", "version": 1, "tree": "(A:(3, 5), B:(2, 9))"})J";
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::File, latin1.string(), {}})); // as the command line gives it
        window.session().setLeafValue(3, 4); // A/1
        QVERIFY2(window.files().save(), qPrintable(window.lastError()));
        std::vector<std::filesystem::path> files;
        for (const auto& entry : std::filesystem::directory_iterator(latin1.parent_path()))
            files.push_back(entry.path());
        QCOMPARE(files.size(), std::size_t(1));
        QCOMPARE(files.front(), latin1);
        const auto saved = TreeSource{TreeSource::Kind::File, latin1.string(), {}}.load();
        QVERIFY(saved);
        QCOMPARE(saved->tree.leafValue(3), Value(4));
    }

    void aFileThatWouldNotReadBackIsNeverWritten()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "textbook", {}}));
        QTemporaryDir dir;
        const QString path = dir.filePath("lesson.gtree.json");
        QVERIFY(window.files().saveFile(path));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray before = file.readAll();
        file.close();
        // A label no tree file can hold (the text readers refuse it; here it is forced in).
        window.session().renameMove(1, "A\x80\x80");
        QVERIFY(!window.files().save());
        QVERIFY2(window.lastError().contains("not kept"), qPrintable(window.lastError()));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList({"lesson.gtree.json"}));
        QVERIFY(window.isWindowModified());
    }

    void examplesOpen()
    {
        const QDir examples(QStringLiteral(GTL_SOURCE_DIR "/resources/examples"));
        const QStringList files = examples.entryList({"*.gtree.json"});
        QVERIFY(files.size() >= 5);
        MainWindow window(MainWindow::Settings::Ignore);
        for (const QString& name : files)
            QVERIFY2(window.files().openFile(examples.filePath(name)), qPrintable(window.lastError()));
    }

    void exportsWriteValidFiles()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.resize(1200, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.controller().seek(36);
        QTemporaryDir dir;
        QString error;
        auto write = [&](SceneExport::Area area, const QString& path, QSize size) {
            error = SceneExport::write(window.view(), area, path, size);
            return error.isEmpty();
        };
        for (auto area : {SceneExport::Area::View, SceneExport::Area::WholeTree}) {
            const QString png = dir.filePath(QStringLiteral("tree%1.png").arg(int(area)));
            QVERIFY2(write(area, png, QSize(1000, 0)), qPrintable(error));
            const QImage image(png);
            QVERIFY(area == SceneExport::Area::WholeTree ? image.width() >= 1000 : image.width() == 1000);
            QVERIFY(image.height() >= 300);
            const QString svg = dir.filePath(QStringLiteral("tree%1.svg").arg(int(area)));
            QVERIFY2(write(area, svg, QSize(1000, 0)), qPrintable(error));
            QSvgRenderer renderer(svg);
            QVERIFY(renderer.isValid());
            const QString pdf = dir.filePath(QStringLiteral("tree%1.pdf").arg(int(area)));
            QVERIFY2(write(area, pdf, QSize(1000, 700)), qPrintable(error));
            QFile file(pdf);
            QVERIFY(file.open(QIODevice::ReadOnly));
            QVERIFY(file.read(5) == "%PDF-");
        }
        QVERIFY(!write(SceneExport::Area::View, dir.filePath("no/such/dir/x.png"), QSize(800, 0)));
        // The whole tree is whole: its image grows to what every subtree needs to open.
        for (const char* source : {"textbook", "mixed"}) {
            QVERIFY(window.openSource({TreeSource::Kind::Preset, source, {}}));
            SceneRecord record;
            window.view().treeItem().setRecord(&record);
            QVERIFY2(write(SceneExport::Area::WholeTree, dir.filePath("whole.png"), QSize(1920, 0)), qPrintable(error));
            window.view().treeItem().setRecord(nullptr);
            QVERIFY(!record.items().empty());
            for (const SceneRecord::Item& drawn : record.items())
                QVERIFY2(drawn.kind != "glyph", qPrintable(source + (" collapses " + drawn.text)));
        }
        QVERIFY(window.openSource({TreeSource::Kind::Random, "3,4,4711", {}}));
        QVERIFY(write(SceneExport::Area::WholeTree, dir.filePath("wide.png"), QSize(1920, 0)));
        QVERIFY(QImage(dir.filePath("wide.png")).width() > 1920);
        // A very deep tree is drawn to fit within the image limits, however tall its shape.
        QVERIFY(window.openSource({TreeSource::Kind::Text, std::string(3000, '(') + "1" + std::string(3000, ')'), {}}));
        const QSize deep = SceneExport::imageSize(window.view(), SceneExport::Area::WholeTree, QSize(1600, 0));
        QCOMPARE(deep.width(), 1600);
        QVERIFY(
            deep.height() <= SceneExport::kMaxSide && qint64(deep.width()) * deep.height() <= SceneExport::kMaxPixels);
        QVERIFY2(write(SceneExport::Area::WholeTree, dir.filePath("deep.png"), QSize(1600, 0)), qPrintable(error));
        QCOMPARE(QImage(dir.filePath("deep.png")).size(), deep);
        // A stray temporary file of a save killed halfway is cleaned up by the next save.
        const QString stray = dir.filePath("deep.png.Ab12Cd");
        QFile(stray).open(QIODevice::WriteOnly);
        QVERIFY(write(SceneExport::Area::View, dir.filePath("deep.png"), QSize(800, 0)));
        QVERIFY(!QFile::exists(stray));
    }
};

QTEST_MAIN(UiTest)
#include "tst_ui.moc"
