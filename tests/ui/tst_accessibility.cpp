// SPDX-License-Identifier: GPL-3.0-or-later
// The tree canvas as assistive technology reads it: one tree item per node shown, named by its
// move path and mover, described by its state at the step, nested as the nodes are; the node the
// search is at focused, every step moving the focus; the reading cursor's walks.
#include "core/games/connect4/Connect4Kind.h"
#include "core/games/tictactoe/TicTacToeKind.h"
#include "tests/support/UiFixtures.h"
#include "ui/accessibility/Announcer.h"
#include "ui/accessibility/HighContrast.h"
#include "ui/accessibility/NodeReading.h"
#include "ui/accessibility/TreeReader.h"
#include "ui/compare/ComparePane.h"
#include "ui/compare/CompareWindow.h"
#include "ui/language/ValueText.h"
#include "ui/lessons/LessonCommands.h"
#include "ui/lessons/LessonSession.h"
#include "ui/panels/NarrationPanel.h"
#include "ui/playback/PlaybackController.h"
#include "ui/playback/RunModel.h"
#include "ui/practice/PracticeSession.h"
#include "ui/scene/TreeItem.h"
#include "ui/scene/TreeView.h"
#include "ui/style/PlayerMarks.h"
#include "ui/style/SceneStyle.h"
#include "ui/window/MainWindow.h"
#include "ui/window/WindowActions.h"
#include "ui/window/view/AnnouncementsFeature.h"

#include <QAccessible>
#include <QAction>
#include <QtTest>

using namespace gtl;
using namespace gtl::ui;
using namespace gtl::ui::test;

namespace {

/// The tree items under @p parent, depth first, checking that each knows its parent and index.
void collectItems(QAccessibleInterface* parent, QList<QAccessibleInterface*>& items)
{
    for (int i = 0; i < parent->childCount(); ++i) {
        QAccessibleInterface* child = parent->child(i);
        QVERIFY(child);
        if (child->role() != QAccessible::TreeItem)
            continue;
        QCOMPARE(child->parent(), parent);
        QCOMPARE(parent->indexOfChild(child), i);
        items.append(child);
        collectItems(child, items);
    }
}

QList<QAccessibleInterface*> treeItems(TreeView& view)
{
    QList<QAccessibleInterface*> items;
    QAccessibleInterface* canvas = QAccessible::queryAccessibleInterface(&view);
    Q_ASSERT(canvas && canvas->role() == QAccessible::Tree);
    collectItems(canvas, items);
    return items;
}

/// The node a tree item is named after: its path is the name's part before the first comma.
NodeId nodeNamed(const GameTree& tree, const QString& name)
{
    // A run of moves drawn as one glyph is named after its first: "1/5 and 2 more moves".
    const QString path = name.section(", ", 0, 0).section(" and ", 0, 0);
    if (path == "The root")
        return GameTree::root();
    for (NodeId node = 1; node < tree.size(); ++node) {
        if (QString::fromStdString(tree.path(node)) == path)
            return node;
    }
    return kNoNode;
}

/// Every shown node is an item, once, named by its path and mover and described by the state,
/// the value and the visits the replay has for it at this step.
void checkItemsAgainstReplay(MainWindow& window)
{
    TreeView& canvas = view(window);
    const Replay& replay = window.runModel().replay();
    const GameTree& tree = replay.tree();
    const QList<QAccessibleInterface*> items = treeItems(canvas);
    QCOMPARE(qsizetype(items.size()), qsizetype(canvas.treeItem().layout().placed().size()));
    QSet<NodeId> seen;
    const Event* event = replay.currentEvent();
    for (QAccessibleInterface* item : items) {
        const QString name = item->text(QAccessible::Name);
        const QString description = item->text(QAccessible::Description);
        const NodeId node = nodeNamed(tree, name);
        QVERIFY2(node != kNoNode, qPrintable(name));
        QVERIFY2(!seen.contains(node), qPrintable(name));
        seen.insert(node);
        if (tree.player(node) != Player::Chance)
            QVERIFY2(name.endsWith(", " + PlayerMarks::mover(tree, node) + " to move"), qPrintable(name));
        QVERIFY2(description.contains(TreeView::statusText(replay.status(node))), qPrintable(description));
        if (replay.visits(node) > 0)
            QVERIFY2(description.contains(QString("%1 visits").arg(replay.visits(node))), qPrintable(description));
        else if (replay.value(node) != kNoValue)
            QVERIFY2(
                description.contains(" " + valueText(replay.trace(), replay.value(node))), qPrintable(description));
        QCOMPARE(item->state().selected, event ? event->node == node : node == GameTree::root());
        QVERIFY(!item->rect().isEmpty());
    }
}

/// Shows @p window at 720p on the mixed tree at step 30, the keyboard on the canvas.
bool openOnTheCanvas(MainWindow& window)
{
    window.resize(1280, 720);
    window.show();
    if (!window.openSource({TreeSource::Kind::Preset, "mixed", {}}))
        return false;
    window.controller().seek(30);
    view(window).setFocus();
    QApplication::setActiveWindow(&window);
    return QTest::qWaitForWindowActive(&window) && view(window).hasFocus();
}

} // namespace

class AccessibilityTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { useOwnSettings(); }

    void cleanupTestCase() { removeOwnSettings(); }

    /// On the mixed tree at step 30 the canvas holds all 22 nodes as items, each with its
    /// mover, state and value; the node the search is at is the selected and focused one.
    void everyNodeOfTheMixedTreeIsAnItem()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(openOnTheCanvas(window));
        QCOMPARE(treeItems(view(window)).size(), 22);
        checkItemsAgainstReplay(window);
        // With the keyboard on the canvas, the focused item is the node of the current step.
        QAccessibleInterface* focused = QAccessible::queryAccessibleInterface(&view(window))->focusChild();
        QVERIFY(focused);
        QVERIFY(focused->state().focused);
        QCOMPARE(
            nodeNamed(tree(window), focused->text(QAccessible::Name)), window.runModel().replay().currentEvent()->node);
    }

    /// Each of the next ten steps moves the focus to the node the search is at, described as
    /// it is now. (The offscreen platform has no accessibility bridge to send events to: the
    /// events themselves are heard over AT-SPI by tools/test's screen-reader test.)
    void eachStepMovesTheFocus()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(openOnTheCanvas(window));
        TreeReader& reader = *TreeReader::of(view(window));
        QSignalSpy moved(&reader, &TreeReader::cursorMoved);
        QAccessibleInterface* canvas = QAccessible::queryAccessibleInterface(&view(window));
        for (int step = 31; step <= 40; ++step) {
            window.controller().stepForward();
            const NodeId node = window.runModel().replay().currentEvent()->node;
            QCOMPARE(moved.size(), step - 30);
            QCOMPARE(moved.last().at(0).value<NodeId>(), node);
            QAccessibleInterface* focused = canvas->focusChild();
            QCOMPARE(nodeNamed(tree(window), focused->text(QAccessible::Name)), node);
            QVERIFY(focused->text(QAccessible::Description).startsWith("where the search is now"));
        }
    }

    /// The reading cursor reaches every leaf from the root by parent, child and sibling moves,
    /// each move heard, without changing the step; back at the current node it follows again.
    void theReadingCursorWalksToEveryLeaf()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(openOnTheCanvas(window));
        TreeReader& reader = *TreeReader::of(view(window));
        const WindowActions& a = window.windowActions();
        QCOMPARE(a.readParent->shortcut(), QKeySequence(Qt::ALT | Qt::Key_Up));
        const GameTree& shown = tree(window);
        QSignalSpy moved(&reader, &TreeReader::cursorMoved);
        QAccessibleInterface* canvas = QAccessible::queryAccessibleInterface(&view(window));
        for (NodeId leaf = 0; leaf < shown.size(); ++leaf) {
            if (!shown.isLeaf(leaf) || !reader.isShown(leaf))
                continue;
            for (int up = 0; up < 10; ++up)
                a.readParent->trigger();
            QCOMPARE(reader.readingNode(), GameTree::root());
            std::vector<NodeId> way;
            for (NodeId n = leaf; n != GameTree::root(); n = shown.parent(n))
                way.insert(way.begin(), n);
            for (const NodeId next : way) {
                a.readFirstChild->trigger();
                for (int across = 0; across < 10 && reader.readingNode() != next; ++across)
                    a.readNextSibling->trigger();
            }
            QCOMPARE(reader.readingNode(), leaf);
            QCOMPARE(moved.last().at(0).value<NodeId>(), leaf);
            QCOMPARE(canvas->focusChild()->text(QAccessible::Name), NodeReading::name(view(window).treeItem(), leaf));
        }
        QCOMPARE(window.controller().model().step(), std::size_t(30));
        // C collapses the node the cursor reads, where the pointer is on no node.
        a.readParent->trigger();
        const NodeId read = reader.readingNode();
        QVERIFY(reader.isWalking() && !shown.isLeaf(read));
        a.collapse->trigger();
        QVERIFY(view(window).treeItem().layout().find(read)->collapsed);
        QVERIFY(canvas->focusChild()->state().collapsed);
        a.collapse->trigger();
        QVERIFY(!view(window).treeItem().layout().find(read)->collapsed);
        a.readCurrent->trigger();
        QVERIFY(!reader.isWalking());
        QCOMPARE(reader.readingNode(), window.runModel().replay().currentEvent()->node);
    }

    /// A comparison's panes take the reading cursor's keys too, each on its own tree.
    void aComparisonPaneTakesTheReadingKeys()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        CompareWindow& compare = window.compare(Comparison::MixedOrderings);
        compare.show();
        QApplication::setActiveWindow(&compare);
        QVERIFY(QTest::qWaitForWindowActive(&compare));
        TreeView& pane = compare.panes().front()->view();
        pane.setFocus();
        QVERIFY(pane.hasFocus());
        TreeReader& reader = *TreeReader::of(pane);
        const NodeId top = reader.topNode();
        QTest::keyClick(&pane, Qt::Key_Down, Qt::AltModifier);
        QCOMPARE(reader.readingNode(), reader.shownChildren(top).front());
        QTest::keyClick(&pane, Qt::Key_Right, Qt::AltModifier);
        QCOMPARE(reader.readingNode(), reader.shownChildren(top).at(1));
        QTest::keyClick(&pane, Qt::Key_Home, Qt::AltModifier);
        QVERIFY(!reader.isWalking());
        QVERIFY(!TreeReader::of(compare.panes().at(1)->view())->isWalking());
    }

    /// A step taken is told in the narration's words, a lesson stop's caption with the step it
    /// is at, practice's verdict on an answer; played faster than two steps a second, only the
    /// cut-offs and the step play halts at.
    void stepsCaptionsAndVerdictsAreAnnounced()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.resize(1280, 720);
        window.show();
        QVERIFY(window.lessons().openBuiltIn("alphabeta"));
        const Announcer& announcer = *window.findChild<Announcer*>();
        QSignalSpy told(&announcer, &Announcer::announced);
        QVERIFY(told.wait(1000)); // the lesson's opening
        window.controller().stepForward();
        QVERIFY(told.wait(1000));
        QCOMPARE(told.last().at(0).toString(), window.narration().narration());
        window.windowActions().nextStop->trigger();
        QVERIFY(told.wait(1000));
        QCOMPARE(
            told.last().at(0).toString(), window.narration().narration() + " " + window.lessons().lessons().caption());
        window.lessons().lessons().closeBuiltIn();

        std::size_t cutoffs = 0;
        connect(&window.runModel(), &RunModel::stepChanged, this, [&] {
            const Event* event = window.runModel().replay().currentEvent();
            cutoffs += event && event->kind == EventKind::Cutoff && !window.runModel().replay().atEnd() ? 1 : 0;
        });
        window.controller().setSpeed(8);
        QVERIFY(window.controller().interval() < AnnouncementsFeature::kFollowableMs);
        window.controller().seek(0);
        QVERIFY(told.wait(1000));
        told.clear();
        window.controller().play();
        QTRY_VERIFY_WITH_TIMEOUT(!window.controller().isPlaying(), 20000);
        QTRY_COMPARE(std::size_t(told.size()), cutoffs + 1);
        QVERIFY2(cutoffs >= 2, qPrintable(QString::number(cutoffs)));
        QCOMPARE(told.last().at(0).toString(), window.narration().narration());

        QVERIFY(window.openSource({TreeSource::Kind::Preset, "textbook", {}}));
        window.setPracticeMode(true);
        QVERIFY(told.wait(1000)); // the new tree's first sentence
        told.clear();
        window.practice().checkMarks();
        QVERIFY(told.wait(1000));
        QCOMPARE(told.last().at(0).toString(), window.practice().feedback()->text);
    }

    /// High contrast repaints the canvas, every window's widgets and an open comparison, takes
    /// the colour-blind choice's place while on, gives the ordinary look back when off, and is
    /// kept for the next start.
    void highContrastReachesEveryWindowAndIsKept()
    {
        const QPalette ordinary = QApplication::palette();
        {
            MainWindow window;
            CompareWindow& compare = window.compare(Comparison::MixedOrderings);
            QAction* high = window.windowActions().highContrast;
            high->setChecked(true);
            const SceneStyle style = SceneStyle::make(SceneStyle::Palette::HighContrast, false);
            QCOMPARE(view(window).treeItem().style().pathEdge, style.pathEdge);
            QCOMPARE(view(window).treeItem().style().lineWidth, style.lineWidth);
            for (ComparePane* pane : compare.panes())
                QCOMPARE(pane->view().treeItem().style().pathEdge, style.pathEdge);
            QCOMPARE(QApplication::palette().color(QPalette::WindowText), QColor(Qt::black));
            QCOMPARE(QApplication::palette().color(QPalette::Base), QColor(Qt::white));
            QApplication::processEvents(); // the new palette reaches the widgets as an event
            QCOMPARE(compare.palette().color(QPalette::Highlight), highContrastPalette().color(QPalette::Highlight));
            QVERIFY(!window.windowActions().colourBlind->isEnabled());
            window.close();
        }
        {
            MainWindow window;
            QVERIFY(window.windowActions().highContrast->isChecked());
            window.windowActions().highContrast->setChecked(false);
            QCOMPARE(QApplication::palette(), ordinary);
            QCOMPARE(view(window).treeItem().style().pathEdge,
                SceneStyle::make(SceneStyle::Palette::Standard, false).pathEdge);
            QVERIFY(window.windowActions().colourBlind->isEnabled());
            window.close();
        }
    }

    /// A Connect Four search and a Monte Carlo run read as the mixed tree does: every shown
    /// node an item with its mover, state, value or visits.
    void gamesAndMonteCarloAreItemsToo_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("position");
        QTest::newRow("Connect Four, alpha-beta to depth 3") << int(Algorithm::AlphaBeta) << "c4"
                                                             << "4453";
        QTest::newRow("tic-tac-toe, Monte Carlo 200") << int(Algorithm::Mcts) << "ttt"
                                                      << "XXOOOX...";
    }

    void gamesAndMonteCarloAreItemsToo()
    {
        QFETCH(int, algorithm);
        QFETCH(QString, game);
        QFETCH(QString, position);
        MainWindow window(MainWindow::Settings::Ignore);
        window.resize(1280, 720);
        window.show();
        SearchOptions options{Algorithm(algorithm), false, {}};
        options.enhancements.depth = 3;
        options.mcts.iterations = 200;
        window.setSearchOptions(options);
        QVERIFY(window.openSource(
            TreeSource::position(game == "c4" ? connect4Kind() : ticTacToeKind(), position.toStdString())));
        for (const double share : {0.1, 0.5, 1.0}) {
            window.controller().seek(std::size_t(double(window.runModel().stepCount()) * share));
            checkItemsAgainstReplay(window);
        }
    }
};

QTEST_MAIN(AccessibilityTest)
#include "tst_accessibility.moc"
