// SPDX-License-Identifier: GPL-3.0-or-later
// GUI tests of projector mode on the offscreen platform: enlarging and restoring, the keys, the blank
// screen and the lesson bar.
#include "core/teaching/Lesson.h"
#include "tests/support/UiFixtures.h"
#include "ui/editing/TreeSession.h"
#include "ui/editing/TreeTextEditor.h"
#include "ui/lessons/LessonBar.h"
#include "ui/lessons/LessonCommands.h"
#include "ui/panels/CountersPanel.h"
#include "ui/panels/NarrationPanel.h"
#include "ui/panels/PseudocodePanel.h"
#include "ui/practice/PracticePanel.h"
#include "ui/practice/PracticeSession.h"
#include "ui/scene/TreeItem.h"
#include "ui/window/MainWindow.h"

#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QtTest>

using namespace gtl;
using namespace gtl::ui;
using namespace gtl::ui::test;

class ProjectorTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { useOwnSettings(); }

    void cleanupTestCase() { removeOwnSettings(); }

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
};

QTEST_MAIN(ProjectorTest)
#include "tst_projector.moc"
