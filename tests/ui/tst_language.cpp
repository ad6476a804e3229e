// GUI tests of the window's languages on the offscreen platform: the German translation
// installed from the settings, the menus, the narration of every step, plurals, a lesson's
// handout, and View → Language keeping the choice.
#include "core/search/Replay.h"
#include "core/search/Search.h"
#include "core/teaching/BuiltInLessons.h"
#include "core/teaching/Narrator.h"
#include "core/teaching/Preset.h"
#include "tests/support/SearchConfigurations.h"
#include "tests/support/UiFixtures.h"
#include "ui/language/Language.h"
#include "ui/language/Translated.h"
#include "ui/lessons/LessonCommands.h"
#include "ui/scene/ValueText.h"
#include "ui/window/MainWindow.h"

#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QRegularExpression>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>

using namespace gtl;
using namespace gtl::ui;
using namespace gtl::ui::test;

namespace {

/// Words of English sentences that no German sentence has; whole words, any case.
const QRegularExpression kEnglish(
    "\\b(the|and|is|are|of|to|at|with|returns|leaf|leaves|node|nodes|table|searched|move|moves|step|stop|page|"
    "visited|pruned|worth|cut-offs?|window|root)\\b",
    QRegularExpression::CaseInsensitiveOption);

QString english(const QString& text)
{
    const QRegularExpressionMatch match = kEnglish.match(text);
    return match.hasMatch() ? match.captured(0) : QString();
}

QStringList titles(const QList<QAction*>& actions)
{
    QStringList texts;
    for (const QAction* action : actions) {
        if (!action->isSeparator())
            texts << action->text();
    }
    return texts;
}

} // namespace

class LanguageTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        useOwnSettings();
        Language::save("de");
        Language::install(true);
        QCOMPARE(Language::installed(), QString("de"));
    }

    void cleanupTestCase() { removeOwnSettings(); }

    void menusAreGerman()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QCOMPARE(titles(window.menuBar()->actions()),
            QStringList({"&Datei", "&Bearbeiten", "&Wiedergabe", "&Erweiterungen", "&Ansicht", "&Lektionen", "&Spiel",
                "&Vergleichen", "&Hilfe"}));
        for (const QAction* menu : window.menuBar()->actions()) {
            for (const QString& entry : titles(menu->menu()->actions())) {
                QVERIFY2(english(entry).isEmpty(), qPrintable(entry));
            }
        }
        QMenu* language = window.findChild<QMenu*>("languageMenu");
        QVERIFY(language);
        QCOMPARE(language->title(), QString("Sprache"));
        QCOMPARE(titles(language->actions()), QStringList({"Systemsprache", "English", "Deutsch"}));
        QVERIFY(language->actions().at(2)->isChecked());
    }

    /// The choice is kept for the next start, and the status bar says when it applies.
    void languageMenuKeepsTheChoice()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QMenu* language = window.findChild<QMenu*>("languageMenu");
        language->actions().at(1)->trigger();
        QCOMPARE(Language::saved(), QString("en"));
        QCOMPARE(window.statusBar()->currentMessage(), QString("The language changes when Game Tree Lab starts next."));
        language->actions().at(0)->trigger();
        QCOMPARE(Language::saved(), QString());
        language->actions().at(2)->trigger();
        QCOMPARE(Language::saved(), QString("de"));
        QCOMPARE(window.statusBar()->currentMessage(),
            QString("Die Sprache wechselt beim nächsten Start von Game Tree Lab."));
    }

    void pluralsAreGerman()
    {
        const auto nodes
            = [](std::uint64_t n) { return translated(Message::counted("Narrator", "%n node", "%n nodes", n)); };
        QCOMPARE(nodes(1), QString("1 Knoten"));
        QCOMPARE(nodes(2), QString("2 Knoten"));
        const auto moves
            = [](std::uint64_t n) { return translated(Message::counted("Narrator", "%n move", "%n moves", n)); };
        QCOMPARE(moves(1), QString("1 Zug"));
        QCOMPARE(moves(3), QString("3 Züge"));
    }

    /// Every step of every search on every tree preset is told in German: each placeholder
    /// filled in, no English word left, and "the root" in the case its sentence needs.
    void everyStepIsNarratedInGerman()
    {
        std::size_t steps = 0;
        for (const Preset& preset : presets()) {
            const GameTree tree = preset.build();
            std::vector<SearchOptions> configurations = gtl::test::enhancedConfigurations(tree, 0);
            for (Algorithm algorithm : kAllAlgorithms)
                configurations.push_back({algorithm, false});
            for (const SearchOptions& options : configurations) {
                if (!Search::problem(tree, options).empty() || preset.name.starts_with("ttt"))
                    continue;
                const Trace trace = Search::run(tree, options);
                Replay replay(tree, trace);
                for (std::size_t step = 0; step <= replay.stepCount(); ++step, ++steps) {
                    replay.seek(step);
                    const QString text = translated(Narrator::message(replay));
                    const QString where = QString("%1 step %2: %3").arg(qtText(preset.name)).arg(step).arg(text);
                    QVERIFY2(!text.isEmpty() && !text.contains('{') && !text.contains('|'), qPrintable(where));
                    QVERIFY2(english(text).isEmpty(), qPrintable(english(text) + " in " + where));
                }
            }
        }
        QVERIFY(steps > 1000);
        const GameTree tree = findPreset("mixed")->build();
        const Trace trace = Search::run(tree, {Algorithm::AlphaBeta, false});
        Replay replay(tree, trace);
        replay.seek(0);
        QVERIFY(translated(Narrator::message(replay)).contains("an der Wurzel ist MAX am Zug"));
        while (replay.currentEvent() == nullptr || replay.currentEvent()->kind != EventKind::AlphaChanged
            || replay.currentEvent()->node != GameTree::root())
            QVERIFY(replay.stepForward());
        QVERIFY2(translated(Narrator::message(replay)).startsWith("α bei der Wurzel steigt von −∞ auf"),
            qPrintable(translated(Narrator::message(replay))));
    }

    /// The handout of each built-in lesson on a tree, read back from its PDF: German only.
    void handoutsAreGerman()
    {
        const QString pdftotext = QStandardPaths::findExecutable("pdftotext");
        if (pdftotext.isEmpty())
            QFAIL("pdftotext (Debian package poppler-utils, which tools/setup.sh installs) reads the handout's text");
        MainWindow window(MainWindow::Settings::Ignore);
        for (const BuiltInLessons::Entry& entry : BuiltInLessons::list()) {
            if (QString::fromUtf8(entry.name.data(), qsizetype(entry.name.size())).startsWith("ttt"))
                continue; // a board's squares are drawn, not written
            QVERIFY(window.lessons().openBuiltIn(qtText(entry.name)));
            QTemporaryDir dir;
            const QString path = dir.filePath("handout.pdf");
            QCOMPARE(window.lessons().writeHandout(path), QString());
            QProcess text;
            text.start(pdftotext, {path, "-"});
            QVERIFY(text.waitForFinished(30000));
            const QString words = QString::fromUtf8(text.readAllStandardOutput());
            QVERIFY2(words.contains("Station 1 von") && words.contains("Seite 1"), qPrintable(words));
            QVERIFY2(english(words).isEmpty(), qPrintable(english(words) + " in " + words));
        }
    }
};

QTEST_MAIN(LanguageTest)
#include "tst_language.moc"
