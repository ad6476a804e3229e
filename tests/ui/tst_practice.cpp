// SPDX-License-Identifier: GPL-3.0-or-later
// GUI tests of practice on the offscreen platform: the keyboard, questions, the score and the marks.
#include "core/content/Preset.h"
#include "tests/support/UiFixtures.h"
#include "ui/playback/PlaybackController.h"
#include "ui/playback/RunModel.h"
#include "ui/practice/PracticePanel.h"
#include "ui/practice/PracticeSession.h"
#include "ui/scene/TreeItem.h"
#include "ui/scene/TreeView.h"
#include "ui/window/MainWindow.h"

#include <QLineEdit>
#include <QtTest>

using namespace gtl;
using namespace gtl::ui;
using namespace gtl::ui::test;

class PracticeTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { useOwnSettings(); }

    void cleanupTestCase() { removeOwnSettings(); }

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
};

QTEST_MAIN(PracticeTest)
#include "tst_practice.moc"
