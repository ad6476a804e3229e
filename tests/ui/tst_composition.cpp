// The main window as features composed: every action a feature makes reaches the menus, the
// panels take the default layout's places whatever order the features hand them in, and the
// settings saved by earlier versions load under the same keys.
#include "ui/playback/PlaybackController.h"
#include "ui/playback/RunModel.h"
#include "ui/window/DockArea.h"
#include "ui/window/MainWindow.h"

#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

#include <array>
#include <cstring>
#include <functional>

using namespace gtl;
using namespace gtl::ui;

namespace {

/// Every action the menu bar reaches, submenus included.
QSet<const QAction*> actionsInMenus(const QMenuBar& bar)
{
    QSet<const QAction*> found;
    std::function<void(const QMenu&)> collect = [&](const QMenu& menu) {
        for (const QAction* action : menu.actions()) {
            found.insert(action);
            if (action->menu())
                collect(*action->menu());
        }
    };
    for (const QAction* menu : bar.actions())
        collect(*menu->menu());
    return found;
}

} // namespace

class CompositionTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("GameTreeLabTests");
        QCoreApplication::setApplicationName(
            QStringLiteral("tst_composition-%1").arg(QCoreApplication::applicationPid()));
        QSettings().clear();
    }

    void cleanupTestCase()
    {
        QSettings settings;
        settings.clear();
        QFile::remove(settings.fileName());
    }

    /// Each feature fills its part of the action catalogue; one left out would be a null in
    /// the menus, and one made but never placed a key no menu shows.
    void everyWindowActionIsMadeAndInAMenu()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        static_assert(sizeof(WindowActions) % sizeof(QAction*) == 0);
        std::array<QAction*, sizeof(WindowActions) / sizeof(QAction*)> all{};
        std::memcpy(all.data(), &window.windowActions(), sizeof(WindowActions));
        QCOMPARE(all.size(), std::size_t(41));
        const QSet<const QAction*> inMenus = actionsInMenus(*window.menuBar());
        for (std::size_t i = 0; i < all.size(); ++i) {
            QVERIFY2(all[i], qPrintable(QStringLiteral("action %1 is not made").arg(i)));
            QVERIFY2(inMenus.contains(all[i]), qPrintable(all[i]->text()));
        }
        const PlaybackToolBar::Actions& p = window.playbackActions();
        for (const QAction* action : {p.play, p.stepForward, p.nextCutoff, p.goToStep})
            QVERIFY2(inMenus.contains(action), qPrintable(action->text()));
        QStringList titles;
        for (const QAction* menu : window.menuBar()->actions())
            titles << menu->text();
        QCOMPARE(titles,
            QStringList({"&File", "&Edit", "&Playback", "Enhance&ments", "&View", "&Lessons", "&Compare", "&Help"}));
    }

    /// The panels stand where the default layout puts them, in whatever order they were made.
    void panelsTakeTheLayoutsPlacesInAnyOrder()
    {
        QMainWindow window;
        window.setCentralWidget(new QLabel("tree"));
        DockArea docks(window);
        const QList<std::pair<const char*, Qt::DockWidgetArea>> expected{
            {"narrationDock", Qt::RightDockWidgetArea},
            {"practiceDock", Qt::RightDockWidgetArea},
            {"pseudocodeDock", Qt::RightDockWidgetArea},
            {"countersDock", Qt::LeftDockWidgetArea},
            {"lessonDock", Qt::BottomDockWidgetArea},
            {"pathDock", Qt::LeftDockWidgetArea},
            {"treeTextDock", Qt::LeftDockWidgetArea},
            {"tableDock", Qt::RightDockWidgetArea},
            {"iterationsDock", Qt::RightDockWidgetArea},
        };
        for (auto it = expected.rbegin(); it != expected.rend(); ++it)
            docks.add(new QLabel(it->first), QString::fromLatin1(it->first), it->first);
        docks.arrange();
        QStringList menu;
        for (const QAction* action : docks.panelsMenu().actions())
            menu << action->text();
        QStringList names;
        for (const auto& [name, area] : expected) {
            names << QString::fromLatin1(name);
            QDockWidget* dock = docks.dock(name);
            QVERIFY(dock);
            QCOMPARE(window.dockWidgetArea(dock), area);
        }
        QCOMPARE(menu, names);
        for (const char* waiting : {"practiceDock", "lessonDock", "tableDock", "iterationsDock"})
            QVERIFY2(docks.dock(waiting)->isHidden(), waiting);
        // Shown, the enhanced searches' panels share one place, a tab each.
        window.show();
        docks.dock("tableDock")->show();
        docks.dock("iterationsDock")->show();
        QCOMPARE(
            window.tabifiedDockWidgets(docks.dock("tableDock")), QList<QDockWidget*>({docks.dock("iterationsDock")}));
        QVERIFY(!docks.dock("narrationDock")->isHidden());
        QVERIFY(!docks.dock("nothing"));
    }

    /// Settings as an earlier version wrote them load: the keys are kept, not renamed.
    void settingsOfEarlierVersionsLoad()
    {
        {
            QSettings settings;
            settings.clear();
            settings.setValue("run/preset", "textbook");
            settings.setValue("run/algorithm", "negamax-alphabeta");
            settings.setValue("run/failHard", true);
            settings.setValue("run/speed", 2.0);
            settings.setValue("run/depth", 2);
            settings.setValue("view/colourBlind", true);
        }
        {
            MainWindow window;
            QCOMPARE(window.runModel().run().title, std::string("Textbook two-ply"));
            QCOMPARE(window.searchOptions().algorithm, Algorithm::NegamaxAlphaBeta);
            QVERIFY(window.searchOptions().failHard);
            QCOMPARE(window.searchOptions().enhancements.depth, 2u);
            QCOMPARE(window.controller().speed(), 2.0);
            QVERIFY(window.windowActions().colourBlind->isChecked());
            window.windowActions().colourBlind->setChecked(false);
            window.close();
        }
        QSettings settings;
        QCOMPARE(settings.value("run/preset").toString(), QString("textbook"));
        QCOMPARE(settings.value("run/algorithm").toString(), QString("negamax-alphabeta"));
        QCOMPARE(settings.value("view/colourBlind").toBool(), false);
        for (const char* key : {"window/geometry", "window/state", "run/failHard", "run/speed", "run/depth"})
            QVERIFY2(settings.contains(key), key);
        settings.clear();
    }
};

QTEST_MAIN(CompositionTest)
#include "tst_composition.moc"
