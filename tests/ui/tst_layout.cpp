// SPDX-License-Identifier: GPL-3.0-or-later
// GUI tests of the main window's geometry on the offscreen platform: the panels share out the
// window at every size, settle there, keep still while the search plays, and show their text
// whole.
#include "core/content/Catalogue.h"
#include "core/games/tictactoe/TicTacToeKind.h"
#include "ui/editing/TreeTextEditor.h"
#include "ui/panels/NarrationPanel.h"
#include "ui/panels/PseudocodePanel.h"
#include "ui/panels/SearchPathPanel.h"
#include "ui/playback/PlaybackController.h"
#include "ui/playback/RunModel.h"
#include "ui/practice/PracticePanel.h"
#include "ui/scene/TreeItem.h"
#include "ui/scene/TreeView.h"
#include "ui/widgets/WideInputDialog.h"
#include "ui/window/MainWindow.h"

#include <QAbstractItemDelegate>
#include <QAbstractItemView>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QListView>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTableWidget>
#include <QtTest>

using namespace gtl;
using namespace gtl::ui;

namespace {

/// Counts the events that mean a widget is not yet settled: layouts asked for, sizes changed,
/// paints asked for.
class RelayoutCounter : public QObject {
public:
    int count = 0;
    QStringList seen;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        switch (event->type()) {
        case QEvent::LayoutRequest:
        case QEvent::Resize:
        case QEvent::UpdateRequest:
        case QEvent::FontChange:
            ++count;
            if (seen.size() < 8)
                seen << QStringLiteral("%1 on %2 %3")
                            .arg(int(event->type()))
                            .arg(watched->metaObject()->className(), watched->objectName());
            break;
        default: break;
        }
        return QObject::eventFilter(watched, event);
    }
};

/// Lets the event loop run until nothing more is posted, at most @p rounds times.
void settle(int rounds = 20)
{
    for (int i = 0; i < rounds; ++i)
        QCoreApplication::processEvents();
}

/// The first pair of pseudocode rows drawn over each other, or a row too short for its
/// wrapped text; "" when every row has its own room.
QString pseudocodeOverlap(PseudocodePanel& panel)
{
    QStyleOptionViewItem option;
    option.initFrom(&panel);
    option.font = panel.font();
    option.features |= QStyleOptionViewItem::WrapText;
    for (int row = 0; row < panel.count(); ++row) {
        const QRect rect = panel.visualItemRect(panel.item(row));
        option.rect = rect;
        const QSize needed = panel.itemDelegate()->sizeHint(option, panel.model()->index(row, 0));
        if (rect.height() < needed.height())
            return QStringLiteral("row %1 is %2 px for %3 px of text").arg(row).arg(rect.height()).arg(needed.height());
        if (row > 0 && panel.visualItemRect(panel.item(row - 1)).bottom() >= rect.top())
            return QStringLiteral("rows %1 and %2 overlap").arg(row - 1).arg(row);
    }
    return {};
}

/// The first wrapped label under @p root that is given less height than its text needs (and
/// so is cut off), or "".
QString cutOffLabel(const QWidget& root)
{
    for (const QLabel* label : root.findChildren<QLabel*>()) {
        if (label->isVisible() && label->wordWrap() && label->height() < label->heightForWidth(label->width()))
            return QStringLiteral("'%1' is %2 px tall for %3 px of text")
                .arg(label->text())
                .arg(label->height())
                .arg(label->heightForWidth(label->width()));
    }
    return {};
}

SearchOptions horizonIterative()
{
    Enhancements e;
    e.depth = 2;
    e.iterative = true;
    return {Algorithm::AlphaBeta, false, e};
}

} // namespace

class LayoutTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("GameTreeLabTests");
        QCoreApplication::setApplicationName(QStringLiteral("tst_layout-%1").arg(QCoreApplication::applicationPid()));
        QSettings().clear();
    }

    void cleanupTestCase()
    {
        QSettings settings;
        settings.clear();
        QFile::remove(settings.fileName());
    }

    /// Long text can be read to its end, in projector mode too: the narration of a table probe,
    /// the practice question and a tree text's error wrap, and scroll where they are longer
    /// than their room.
    void longTextCanBeReadToItsEnd()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "transpositions", {}}));
        SearchOptions options;
        options.enhancements.table = true;
        window.setSearchOptions(options);
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const RunModel& model = window.runModel();
        for (const bool projector : {false, true}) {
            window.setProjectorMode(projector, false);
            for (std::size_t step = 0; step <= model.stepCount(); ++step) {
                window.controller().seek(step);
                settle(2);
                const QString cut = cutOffLabel(window.narration());
                QVERIFY2(cut.isEmpty(), qPrintable(QStringLiteral("step %1: %2").arg(step).arg(cut)));
            }
        }
        window.setProjectorMode(false, false);
        window.setSearchOptions({Algorithm::NegamaxAlphaBeta, false}); // the longest questions
        window.setPracticeMode(true);
        window.resize(1024, 600);
        for (const bool projector : {false, true}) {
            window.setProjectorMode(projector, false);
            // The practice panel as short as the column can make it.
            window.resizeDocks({window.findChild<QDockWidget*>("practiceDock")}, {1}, Qt::Vertical);
            window.controller().toStart();
            for (int question = 0; question < 4; ++question) {
                window.controller().stepForward();
                settle();
                QVERIFY(!window.practicePanel().prompt().isEmpty());
                const QString cut = cutOffLabel(window.practicePanel());
                QVERIFY2(cut.isEmpty(), qPrintable(cut));
            }
        }
        window.setProjectorMode(false, false);
        window.setPracticeMode(false);
        window.treeText().setText("(A:(3, 12, 8), B:(2, 4, 6), C:(14, 5, 2)), (D:(1, 2, 3), E:(4, 5, oops)))");
        window.treeText().validateNow();
        settle();
        QVERIFY(!window.treeText().error().isEmpty());
        QVERIFY2(cutOffLabel(window.treeText()).isEmpty(), qPrintable(cutOffLabel(window.treeText())));
    }

    /// A small dialog is wide enough for its title as the window system shows it, with the
    /// application's name and the window buttons, once its own layout has sized it.
    void dialogIsWideEnoughForItsTitle()
    {
        QGuiApplication::setApplicationDisplayName("Game Tree Lab");
        const auto dialog = wideInputDialog(nullptr, "Set Value", "Value of A/1 (for MAX):");
        dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(dialog.get()));
        const int title = dialog->fontMetrics().horizontalAdvance("Set Value — Game Tree Lab");
        QVERIFY2(dialog->width() >= title + 120,
            qPrintable(QStringLiteral("%1 px for a title of %2").arg(dialog->width()).arg(title)));
    }

    /// The pseudocode's type follows the panel's width only: a scroll bar coming or going
    /// (the type's own doing, as it changes how many rows wrap) must not refit it.
    void pseudocodeTypeDependsOnlyOnTheWidth()
    {
        RunModel model;
        PseudocodePanel panel(model);
        model.load(SearchRun::create(std::make_shared<const GameTree>(Catalogue::findPreset("horizon")->build()),
            horizonIterative(), "horizon"));
        for (int width = 200; width <= 420; width += 20) {
            panel.resize(width, 2000); // every row in view: no scroll bar
            panel.show();
            settle();
            QVERIFY(!panel.verticalScrollBar()->isVisible());
            const QFont tall = panel.font();
            panel.resize(width, 80);
            settle();
            QVERIFY(panel.verticalScrollBar()->isVisible());
            QCOMPARE(panel.font().pointSizeF(), tall.pointSizeF());
        }
    }

    /// The tree does not move while the search plays: the counters' figures grow, but the
    /// panels beside the canvas keep their widths from the first step to the last.
    void canvasKeepsStillWhileTheFiguresGrow()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource(TreeSource::position(ticTacToeKind(), "XO.......")));
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        for (const bool projector : {false, true}) {
            window.setProjectorMode(projector, false);
            window.controller().toStart();
            settle();
            const QRect atStart(window.view().mapTo(&window, QPoint()), window.view().size());
            window.controller().toEnd();
            settle();
            QVERIFY2(window.runModel().replay().visited() >= 100,
                qPrintable(QString::number(window.runModel().replay().visited())));
            QCOMPARE(QRect(window.view().mapTo(&window, QPoint()), window.view().size()), atStart);
        }
    }

    /// At 720p the right column has room for every panel the enhanced searches add: the
    /// pseudocode shows a good part of its listing, the table and the iterations a few rows;
    /// and the root stays on the canvas through the run.
    void rightColumnIsUsableAt720p()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "horizon", {}}));
        SearchOptions options = horizonIterative();
        options.enhancements.table = true;
        window.setSearchOptions(options);
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        for (const bool projector : {false, true}) {
            window.setProjectorMode(projector, false);
            settle();
            PseudocodePanel& pseudocode = window.pseudocode();
            const int rowHeight = pseudocode.fontMetrics().lineSpacing();
            QVERIFY2(pseudocode.viewport()->height() >= 6 * rowHeight,
                qPrintable(QStringLiteral("%1 px for rows of %2").arg(pseudocode.viewport()->height()).arg(rowHeight)));
            for (const char* name : {"tableDock", "iterationsDock"}) {
                auto* dock = window.findChild<QDockWidget*>(name);
                QVERIFY(!dock->isHidden());
                dock->raise();
                settle();
                auto* rows = dock->widget()->findChild<QAbstractItemView*>();
                if (!rows)
                    rows = qobject_cast<QAbstractItemView*>(dock->widget());
                QVERIFY(rows);
                QVERIFY2(rows->viewport()->height() >= 3 * rows->fontMetrics().height(),
                    qPrintable(QStringLiteral("%1%2: %3 px")
                                   .arg(name, projector ? " projector" : "")
                                   .arg(rows->viewport()->height())));
            }
            const RunModel& model = window.runModel();
            for (std::size_t step = 0; step <= model.stepCount(); ++step) {
                window.controller().seek(step);
                const QPoint root = window.view().mapFromScene(window.view().treeItem().targetCenter(GameTree::root()));
                QVERIFY2(window.view().viewport()->rect().contains(root), qPrintable(QString::number(step)));
            }
        }
    }

    /// A narrow window is mostly tree: the panels give way to the canvas, which keeps a fair
    /// share of the width, in projector mode too.
    void canvasKeepsItsShareOfANarrowWindow()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        for (const bool projector : {false, true}) {
            window.setProjectorMode(projector, false);
            window.resize(640, 720);
            settle();
            QVERIFY2(window.view().width() >= window.width() * 4 / 10,
                qPrintable(QStringLiteral("%1 px of %2").arg(window.view().width()).arg(window.width())));
            window.resize(1280, 720);
            settle();
        }
    }

    /// The step list keeps the current step in view, in projector mode's larger type too.
    void stepListKeepsTheCurrentStepInView()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* steps = window.narration().findChild<QListView*>();
        QVERIFY(steps);
        for (const bool projector : {false, true, false}) {
            window.setProjectorMode(projector, false);
            for (const std::size_t step : {30, 31, 45}) {
                window.controller().seek(step);
                settle();
                const QRect current = steps->visualRect(steps->currentIndex());
                QVERIFY2(steps->viewport()->rect().contains(current),
                    qPrintable(QStringLiteral("step %1%2: row at %3..%4 of %5 px")
                                   .arg(step)
                                   .arg(projector ? " projector" : "")
                                   .arg(current.top())
                                   .arg(current.bottom())
                                   .arg(steps->viewport()->height())));
            }
        }
    }

    /// At the window's first size the search path shows every column whole.
    void searchPathShowsEveryColumn()
    {
        QScopedPointer<MainWindow> window(new MainWindow(MainWindow::Settings::Ignore));
        window->resize(1280, 720);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.data()));
        window->controller().seek(30);
        settle();
        QTableWidget& path = *window->findChild<SearchPathPanel*>();
        QVERIFY2(path.horizontalHeader()->length() <= path.viewport()->width(),
            qPrintable(QStringLiteral("%1 px of columns in %2")
                           .arg(path.horizontalHeader()->length())
                           .arg(path.viewport()->width())));
    }

    /// Whatever its size, the window settles: the pseudocode's type, fitted to its width,
    /// never changes the width it was fitted to, and its rows never overlap.
    void windowSettlesAtEverySize()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "horizon", {}}));
        window.setSearchOptions(horizonIterative());
        window.resize(1500, 920);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.controller().toEnd();
        RelayoutCounter counter;
        const auto sweep = [&](QSize from, QSize by, int sizes) {
            for (int i = 0; i < sizes; ++i) {
                const QSize size = from + by * i;
                window.resize(size);
                settle();
                qApp->installEventFilter(&counter);
                counter.count = 0;
                counter.seen.clear();
                settle(4);
                qApp->removeEventFilter(&counter);
                QVERIFY2(counter.count == 0,
                    qPrintable(QStringLiteral("%1×%2 still relayouts: %3")
                                   .arg(size.width())
                                   .arg(size.height())
                                   .arg(counter.seen.join(", "))));
                const QString overlap = pseudocodeOverlap(window.pseudocode());
                QVERIFY2(overlap.isEmpty(),
                    qPrintable(QStringLiteral("%1×%2: %3").arg(size.width()).arg(size.height()).arg(overlap)));
            }
        };
        sweep({1280, 600}, {0, 3}, 67);
        sweep({1100, 600}, {0, 3}, 67);
        sweep({1000, 720}, {7, 0}, 60);
    }
};

QTEST_MAIN(LayoutTest)
#include "tst_layout.moc"
