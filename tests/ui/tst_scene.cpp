// Tests of the tree scene's parts on the offscreen platform: the marks several features draw
// on the tree at once, and the painter that draws a game's positions in the palette's colours.
#include "core/games/TicTacToeBoard.h"
#include "core/io/TreeSource.h"
#include "core/teaching/Preset.h"
#include "ui/games/GameIcon.h"
#include "ui/games/GamePainters.h"
#include "ui/lessons/LessonCommands.h"
#include "ui/lessons/LessonSession.h"
#include "ui/panels/TableEntriesModel.h"
#include "ui/playback/PlaybackController.h"
#include "ui/playback/RunModel.h"
#include "ui/practice/PracticeSession.h"
#include "ui/scene/TreeItem.h"
#include "ui/scene/TreeMarks.h"
#include "ui/scene/TreeView.h"
#include "ui/window/MainWindow.h"

#include <QAction>
#include <QImage>
#include <QtTest>

using namespace gtl;
using namespace gtl::ui;

namespace {

std::shared_ptr<const SearchRun> presetRun(const char* name)
{
    return SearchRun::create(
        std::make_shared<const GameTree>(findPreset(name)->build()), {Algorithm::AlphaBeta, false}, name);
}

std::shared_ptr<const SearchRun> ticTacToeRun(const char* board, SearchOptions options)
{
    TreeSource source{TreeSource::Kind::TicTacToe, board, {}};
    return SearchRun::create(std::make_shared<const GameTree>(std::move(source.load()->tree)), options, "ttt");
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

class TestScene : public QObject {
    Q_OBJECT

private slots:
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
        const GamePainter* painter = GamePainters::named("tic-tac-toe");
        QVERIFY(painter);
        QVERIFY(!GamePainters::named("chess"));
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
};

QTEST_MAIN(TestScene)
#include "tst_scene.moc"
