// SPDX-License-Identifier: GPL-3.0-or-later
// The manual in the window: Help → Manual opens it, every link between its chapters lands on
// its page and heading, its keys chapter names every key the menus show, and find finds.
#include "core/search/AlgorithmRegistry.h"
#include "tests/support/UiFixtures.h"
#include "ui/compare/LabWindow.h"
#include "ui/help/ManualWindow.h"
#include "ui/practice/PracticeSession.h"
#include "ui/window/MainWindow.h"
#include "ui/window/WindowActions.h"

#include <QFile>
#include <QLineEdit>
#include <QMenuBar>
#include <QTextBlock>
#include <QTextBrowser>
#include <QtTest>

using namespace gtl;
using namespace gtl::ui;

namespace {

/// The links of the page @p browser shows, as it would resolve them.
QList<QUrl> linksOf(const QTextBrowser& browser)
{
    QList<QUrl> links;
    for (QTextBlock block = browser.document()->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QString href = it.fragment().charFormat().anchorHref();
            if (!href.isEmpty() && (links.isEmpty() || links.back() != browser.source().resolved(href)))
                links.append(browser.source().resolved(href));
        }
    }
    return links;
}

/// Whether the page @p browser shows has a heading named @p anchor.
bool hasAnchor(const QTextBrowser& browser, const QString& anchor)
{
    for (QTextBlock block = browser.document()->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            if (it.fragment().charFormat().anchorNames().contains(anchor))
                return true;
        }
    }
    return false;
}

/// The text of the chapter @p chapter as written.
QString chapterText(const QString& chapter)
{
    QFile file(QStringLiteral(":/manual/") + chapter);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

} // namespace

class ManualTest : public QObject {
    Q_OBJECT

private slots:
    /// F1 opens the manual at its contents, which name every chapter.
    void helpOpensTheManualAtItsContents()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QCOMPARE(window.windowActions().manual->shortcut(), QKeySequence(QKeySequence::HelpContents));
        window.windowActions().manual->trigger();
        auto* manual = window.findChild<ManualWindow*>();
        QVERIFY(manual && manual->isVisible());
        QCOMPARE(manual->browser().source(), ManualWindow::contentsPage());
        const QList<QUrl> links = linksOf(manual->browser());
        for (const QUrl& chapter : ManualWindow::chapters().mid(1))
            QVERIFY2(links.contains(chapter), qPrintable(chapter.toString()));
        manual->close();
    }

    /// F1 opens the chapter for what is on screen: practice's, Monte Carlo tree search's.
    void helpOpensTheChapterOfWhatIsOnScreen()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.practice().setActive(true);
        window.windowActions().manual->trigger();
        auto* manual = window.findChild<ManualWindow*>();
        QVERIFY(manual);
        QCOMPARE(manual->browser().source(), ManualWindow::chapterPage("lessons.md", "practice"));
        window.practice().setActive(false);
        window.setSearchOptions({algorithmNamed("mcts"), false, {}});
        window.windowActions().manual->trigger();
        QCOMPARE(manual->browser().source(),
            ManualWindow::chapterPage("chance-and-monte-carlo.md", "monte-carlo-tree-search"));
        manual->close();
    }

    /// Every link of every chapter to the manual finds its page and, when it names one, the
    /// heading on it; every picture is there.
    void everyLinkBetweenChaptersLands()
    {
        ManualWindow manual;
        int followed = 0;
        for (const QUrl& chapter : ManualWindow::chapters()) {
            manual.showPage(chapter);
            QVERIFY2(!manual.browser().toPlainText().isEmpty(), qPrintable(chapter.toString()));
            for (const QUrl& link : linksOf(manual.browser())) {
                if (link.scheme() != QLatin1String("qrc") || !link.path().startsWith(QLatin1String("/manual/")))
                    continue;
                ManualWindow target;
                target.showPage(link);
                const QString where = chapter.fileName() + " → " + link.toString();
                QVERIFY2(target.browser().source().path() == link.path(), qPrintable(where));
                QVERIFY2(!target.browser().toPlainText().isEmpty(), qPrintable(where));
                if (link.hasFragment())
                    QVERIFY2(hasAnchor(target.browser(), link.fragment()), qPrintable(where));
                ++followed;
            }
            const QString text = chapterText(chapter.fileName());
            for (auto it = QRegularExpression("!\\[[^\\]]*\\]\\(\\.\\./screenshots/([^)]+)\\)").globalMatch(text);
                 it.hasNext();) {
                const QString picture = it.next().captured(1);
                QVERIFY2(QFile::exists(":/screenshots/" + picture), qPrintable(picture));
            }
        }
        QVERIFY(followed > 10);
        // Back returns to the page the link was followed from.
        manual.showPage(ManualWindow::contentsPage());
        manual.showPage(ManualWindow::chapterPage("lessons.md"));
        QVERIFY(manual.browser().isBackwardAvailable());
    }

    /// The keys chapter names every key a menu of the window shows.
    void theKeysChapterNamesEveryShortcut()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        const QString keys = chapterText("window.md");
        QVERIFY(!keys.isEmpty());
        QStringList missing;
        int named = 0;
        for (const QAction* action : window.findChildren<QAction*>()) {
            if (action->shortcut().isEmpty() || action->associatedObjects().isEmpty())
                continue;
            QString key = action->shortcut().toString(QKeySequence::PortableText);
            key.replace("PgDown", "Page Down").replace("PgUp", "Page Up").replace("Del", "Delete");
            if (!keys.contains("`" + key + "`"))
                missing << key + " (" + QString(action->text()).remove('&') + ")";
            ++named;
        }
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(", ")));
        QVERIFY(named > 20);
    }

    /// A page opens at the heading asked for (the lab's F1 asks for the lab's); find in a page
    /// selects what it finds.
    void aPageOpensAtItsHeadingAndFindFinds()
    {
        ManualWindow manual;
        manual.showPage(ManualWindow::chapterPage("comparing.md", "the-enhancements-lab"));
        QCOMPARE(manual.browser().source().fileName(), QString("comparing.md"));
        QVERIFY(hasAnchor(manual.browser(), "the-enhancements-lab"));
        auto* find = manual.findChild<QLineEdit*>();
        QVERIFY(find);
        find->setText("transposition");
        QTest::keyClick(find, Qt::Key_Return);
        QCOMPARE(manual.browser().textCursor().selectedText().toLower(), QString("transposition"));
    }
};

QTEST_MAIN(ManualTest)
#include "tst_manual.moc"
