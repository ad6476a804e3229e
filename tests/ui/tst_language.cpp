// SPDX-License-Identifier: GPL-3.0-or-later
// GUI tests of the window's languages on the offscreen platform: the German translation
// installed from the settings, the menus, the narration of every step, plurals, a lesson's
// handout, the core's reasons for refusing, comparisons, the web page, decimal numbers, and
// View → Language keeping the choice.
#include "core/content/BuiltInLessons.h"
#include "core/content/Catalogue.h"
#include "core/games/GameRegistry.h"
#include "core/games/tictactoe/TicTacToeKind.h"
#include "core/io/TreeFile.h"
#include "core/search/EnhancementWords.h"
#include "core/search/Replay.h"
#include "core/search/Search.h"
#include "core/search/SearchRun.h"
#include "core/teaching/Narrator.h"
#include "tests/support/ClassroomChecks.h"
#include "tests/support/SearchConfigurations.h"
#include "tests/support/UiFixtures.h"
#include "ui/compare/ComparePane.h"
#include "ui/compare/CompareWindow.h"
#include "ui/language/Language.h"
#include "ui/language/Translated.h"
#include "ui/language/ValueText.h"
#include "ui/lessons/LessonBar.h"
#include "ui/lessons/LessonCommands.h"
#include "ui/match/GameReplay.h"
#include "ui/match/MatchWindow.h"
#include "ui/panels/NarrationPanel.h"
#include "ui/play/NewGameDialog.h"
#include "ui/style/SceneStyle.h"
#include "ui/web/WebPage.h"
#include "ui/window/MainWindow.h"

#include <QAccessible>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QListView>
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

/// @p text is German: set, every placeholder filled in, and no English word left.
bool isGerman(const QString& text)
{
    return !text.isEmpty() && !text.contains('{') && english(text).isEmpty();
}

/// All the entries of @p menu and its submenus.
QStringList allEntries(const QMenu* menu)
{
    QStringList texts;
    for (const QAction* action : menu->actions()) {
        texts << action->text();
        if (action->menu())
            texts << allEntries(action->menu());
    }
    return texts;
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

    /// In German too every field of the New Game dialog has a key of its own.
    void theGermanNewGameDialogsKeysAreDistinct()
    {
        NewGame initial;
        initial.game = GameRegistry::find("Connect Four");
        NewGameDialog dialog(initial);
        QCOMPARE(dialog.windowTitle(), QString("Neue Partie"));
        const QString shared = sharedKey(dialog);
        QVERIFY2(shared.isEmpty(), qPrintable(shared));
    }

    /// In German too every control of the match window and of a replayed game has a key of its own.
    void theGermanMatchWindowsKeysAreDistinct()
    {
        MatchWindow match;
        QCOMPARE(match.windowTitle(), QString("Match"));
        QVERIFY2(sharedKey(match).isEmpty(), qPrintable(sharedKey(match)));
        GameReplay replay;
        QVERIFY2(sharedKey(replay).isEmpty(), qPrintable(sharedKey(replay)));
    }

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

    /// A screen reader hears the tree in German: every node's name and state, at a cut-off.
    void theTreeReadsInGermanToAScreenReader()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.resize(1280, 720);
        window.show();
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "mixed", {}}));
        window.setSearchOptions({Algorithm::AlphaBeta, false});
        window.controller().seek(36);
        QAccessibleInterface* canvas = QAccessible::queryAccessibleInterface(&window.view());
        QList<QAccessibleInterface*> items{canvas->child(canvas->childCount() - 1)};
        for (int i = 0; i < items.size(); ++i) {
            for (int c = 0; c < items[i]->childCount(); ++c)
                items.append(items[i]->child(c));
        }
        QCOMPARE(items.size(), 22);
        bool cutoff = false;
        for (const QAccessibleInterface* item : items) {
            const QString name = item->text(QAccessible::Name);
            const QString description = item->text(QAccessible::Description);
            QVERIFY2(isGerman(name) && name.endsWith(" am Zug"), qPrintable(name));
            QVERIFY2(isGerman(description), qPrintable(description));
            cutoff = cutoff || description.contains("hier abgeschnitten");
        }
        QVERIFY(cutoff);
    }

    void scenesStayLegibleInGerman_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<int>("algorithm");
        QTest::newRow("mixed, alpha-beta") << "mixed" << int(Algorithm::AlphaBeta);
        QTest::newRow("AIMA's dice, Star1") << "aima-chance" << int(Algorithm::Star1);
        QTest::newRow("the dice game") << "pig" << int(Algorithm::Expectiminimax);
        QTest::newRow("blocking, Monte Carlo") << "ttt-block" << int(Algorithm::Mcts);
    }

    /// German words are longer: the canvas keeps the legibility rules in German too, at both
    /// classroom sizes, normal and projected.
    void scenesStayLegibleInGerman()
    {
        QFETCH(QString, preset);
        QFETCH(int, algorithm);
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, preset.toStdString(), {}}));
        SearchOptions options{Algorithm(algorithm), false, {}};
        options.mcts.iterations = 100;
        window.setSearchOptions(options);
        QCOMPARE(window.runModel().run().trace.options.algorithm, Algorithm(algorithm));
        checkAtClassroomSizes(window);
    }

    /// Every lesson's captions show whole in German, projected at 1280×720.
    void lessonCaptionsShowWholeInGerman()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        const QString problem = lessonCaptionProblem(window);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    /// The list of steps wraps its German lines in the projected 720p dock: every row shown is
    /// as wide as the list at most, so nothing hides behind a sideways scroll.
    void stepListShowsWholeLinesInGerman()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Random, "3,4,4711", {}}));
        window.resize(1280, 720);
        window.show();
        window.setProjectorMode(true, false);
        auto* steps = window.findChild<NarrationPanel*>()->findChild<QListView*>();
        QVERIFY(steps);
        for (const std::size_t step : window.runModel().run().cutoffSteps) {
            window.controller().seek(step);
            QApplication::processEvents();
            const QModelIndex current = steps->currentIndex();
            QVERIFY(current.isValid());
            QVERIFY2(steps->visualRect(current).width() <= steps->viewport()->width(),
                qPrintable(current.data().toString()));
        }
        window.setProjectorMode(false, false);
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

    /// The core's reasons for refusing a tree text, a file or a search are shown in German,
    /// game names included, and the command line keeps their English.
    void refusalsAreGerman()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(!window.openSource({TreeSource::Kind::Text, "(1, 2", {}}));
        QVERIFY2(window.lastError().contains("Zeile 1, Spalte 6: "), qPrintable(window.lastError()));
        QVERIFY2(isGerman(window.lastError()), qPrintable(window.lastError()));
        const auto board = TreeSource::position(ticTacToeKind(), "XXX").load();
        QCOMPARE(board.error().toString(),
            std::string("tic-tac-toe position: a board has 9 squares but \"XXX\" has 3 characters (write X, O or . "
                        "for each square, row by row)"));
        const QString boardText = translated(board.error().sentence());
        QVERIFY2(boardText.startsWith("Tic-Tac-Toe-Stellung: ") && isGerman(boardText), qPrintable(boardText));
        const auto file = TreeFile::read(R"({"format": "gametree-lab-tree", "version": 1, "connect4": "4448"})");
        const QString fileText = translated(file.error().sentence());
        QVERIFY2(fileText.startsWith("\"connect4\": Zug 4: '8' ist keine Spalte") && isGerman(fileText),
            qPrintable(fileText));
        SearchOptions options{Algorithm::Minimax, false};
        options.enhancements.pvs = true;
        QVERIFY2(
            isGerman(translated(searchOptionsProblem(options))), qPrintable(translated(searchOptionsProblem(options))));
        const GameTree tree = Catalogue::findPreset("mixed")->build();
        options = {Algorithm::AlphaBeta, false};
        options.enhancements.order = 1;
        const QString missing = translated(Search::problem(tree, options));
        QVERIFY2(missing.startsWith("dieser Baum hat keine Sortierung 1") && isGerman(missing), qPrintable(missing));
    }

    /// A comparison's runs are titled in German, the game's choices too.
    void comparisonTitlesAreGerman()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "mixed", {}}));
        QStringList panes;
        for (const ComparePane* pane : window.compare(Comparison::OrderingsOfThisTree).panes())
            panes << pane->title();
        QCOMPARE(panes.size(), 3);
        QVERIFY2(panes.front().contains(" wie angegeben · "), qPrintable(panes.join(" / ")));
        for (const QString& title : panes)
            QVERIFY2(isGerman(title), qPrintable(title));
        QVERIFY(window.openSource(TreeSource::position(ticTacToeKind(), "XO.......")));
        QStringList enhanced;
        for (const ComparePane* pane : window.compare(Comparison::EnhancementsOfThisTree).panes())
            enhanced << pane->title();
        QVERIFY2(enhanced.join(" / ").contains("Mitte zuerst"), qPrintable(enhanced.join(" / ")));
        for (const QString& title : enhanced)
            QVERIFY2(isGerman(title), qPrintable(title));
    }

    /// A comparison of Monte Carlo runs writes every count and decimal of its titles, table
    /// and notes the German way.
    void comparisonsWriteNumbersTheGermanWay()
    {
        const QString problem = foreignNumberInMonteCarloComparisons();
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    void stepsWriteNumbersTheGermanWay_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<int>("algorithm");
        QTest::newRow("the dice game, Star1") << "pig" << int(Algorithm::Star1);
        QTest::newRow("a chance tree, expectiminimax") << "aima-chance" << int(Algorithm::Expectiminimax);
        QTest::newRow("tic-tac-toe, Monte Carlo") << "ttt-block" << int(Algorithm::Mcts);
    }

    /// Stepping a search, the narration, the step list, the counters and the path's table
    /// write every decimal and count the German way.
    void stepsWriteNumbersTheGermanWay()
    {
        QFETCH(QString, preset);
        QFETCH(int, algorithm);
        MainWindow window(MainWindow::Settings::Ignore);
        window.resize(1280, 720);
        window.show();
        window.setSearchOptions({Algorithm(algorithm), false, {}});
        QVERIFY(window.openSource({TreeSource::Kind::Preset, preset.toStdString(), {}}));
        const QString problem = foreignNumberWhileStepping(window);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    /// A lesson's figures are written the German way in its caption.
    void lessonFiguresAreGerman()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.lessons().openBuiltIn("mcts-alphabeta"));
        window.windowActions().nextStop->trigger();
        const QString caption = window.findChild<LessonBar*>()->captionText();
        QVERIFY2(caption.contains("1.000") && caption.contains("0,61"), qPrintable(caption));
    }

    /// The page exported from a German window has a German player.
    void webPageIsGerman()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("run.html");
        QCOMPARE(WebPage::write(presetRun("mixed"), SceneStyle{}, nullptr, path).error, QString());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray html = file.readAll();
        const QByteArray start = "<script id=\"run\" type=\"application/json\">";
        const qsizetype from = html.indexOf(start) + start.size();
        const QJsonObject words = QJsonDocument::fromJson(html.mid(from, html.indexOf("</script>", from) - from))
                                      .object()["words"]
                                      .toObject();
        QCOMPARE(words["language"].toString(), QString("de"));
        QCOMPARE(words["play"].toString(), QString("Abspielen"));
        for (const QString& key : words.keys())
            QVERIFY2(isGerman(words[key].toString()), qPrintable(key + ": " + words[key].toString()));
    }

    /// A number with decimals has a decimal comma in German, and a point on the command line.
    void decimalsHaveAComma()
    {
        Enhancements limit;
        limit.timeLimit = 500;
        QCOMPARE(limitWords(limit), std::string("0.5 s"));
        QCOMPARE(translated(limitMessage(limit)), QString("0,5 s"));
        limit.nodeLimit = 20;
        QCOMPARE(translated(limitMessage(limit)), QString("0,5 s oder 20 Stellungen"));
        MainWindow window(MainWindow::Settings::Ignore);
        QStringList entries;
        for (const QAction* menu : window.menuBar()->actions())
            entries << allEntries(menu->menu());
        QVERIFY2(entries.contains("0,5 s") && entries.contains("0,1 s"), qPrintable(entries.join(" / ")));
        QVERIFY(!entries.contains("0.5 s"));
        // Listed numbers are parted by a semicolon, as the comma is the decimal mark; the tree's
        // interval tags and the narration write them the same way.
        QCOMPARE(translated(Message::decimal("[−84, 82.67]")), QString("[−84; 82,67]"));
        QCOMPARE(localNumbers("1,046 and 7/3 ≈ 2.33"), QString("1.046 and 7/3 ≈ 2,33"));
    }

    /// Every step of every search on every tree preset is told in German: each placeholder
    /// filled in, no English word left, and "the root" in the case its sentence needs.
    void everyStepIsNarratedInGerman()
    {
        std::size_t steps = 0;
        for (const Preset& preset : Catalogue::presets()) {
            const GameTree tree = preset.build();
            std::vector<SearchOptions> configurations = gtl::test::enhancedConfigurations(tree, 0);
            for (Algorithm algorithm : algorithmsOf(SearchFamily::Minimax))
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
        const GameTree tree = Catalogue::findPreset("mixed")->build();
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
