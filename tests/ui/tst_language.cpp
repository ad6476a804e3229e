// SPDX-License-Identifier: GPL-3.0-or-later
// GUI tests of the window's languages on the offscreen platform, run once in each translation
// (GTL_TEST_LANGUAGE names it): the translation installed from the settings, the menus, the
// narration of every step, plurals, a lesson's handout, the core's reasons for refusing,
// comparisons, the web page, decimal numbers, and View → Language keeping the choice.
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
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QRegularExpression>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QToolBar>
#include <QtTest>

using namespace gtl;
using namespace gtl::ui;
using namespace gtl::ui::test;

namespace {

/// The language under test: each translation runs this test once, named by the environment
/// (CMake adds a run per .ts file).
QString languageUnderTest()
{
    return qEnvironmentVariable("GTL_TEST_LANGUAGE", QStringLiteral("de"));
}

/// What a translation says in the places these tests pin down exactly. A translation without
/// an entry here still runs every check that needs no such words: no English left, every
/// placeholder filled in, numbers written its way, captions and step lines shown whole.
struct LanguageFacts {
    QString code;
    QStringList sharedWithEnglish; ///< whole words the language writes as English does
    QString newGame;
    QString match;
    QStringList menus;
    QString languageMenu;
    QString systemLanguage;
    QString languageChanges;
    QString toMove; ///< how a node's name for a screen reader ends: " MIN to move"
    QString cutHere; ///< a node's description where the search cut off
    QStringList nodesAndMoves; ///< "1 node", "2 nodes", "1 move", "3 moves"
    QString textError; ///< how a tree text's error at line 1, column 6 starts
    QString boardError; ///< how a tic-tac-toe position's error starts
    QString fileError; ///< how a Connect Four file's bad move starts
    QString noOrdering; ///< how the search refuses an order the tree lacks
    QString asGiven; ///< a compared run's title, the tree as given
    QString centreFirst; ///< a compared run's title, tic-tac-toe's centre-first order
    QString play; ///< the web page's Play button
    QString limits; ///< a time limit of 0.5 s or 20 positions
    QString rootToMove; ///< the first step's sentence, MAX to move at the root
    QString alphaAtRootRises; ///< how α rising at the root is told
    QString handoutStop; ///< a handout's first stop
    QString handoutPage; ///< a handout's first page
};

const QList<LanguageFacts>& knownLanguages()
{
    static const QList<LanguageFacts> languages{
        {"de", {}, "Neue Partie", "Match",
            {"&Datei", "&Bearbeiten", "&Wiedergabe", "&Erweiterungen", "&Ansicht", "&Lektionen", "&Spiel",
                "&Vergleichen", "&Hilfe"},
            "Sprache", "Systemsprache", "Die Sprache wechselt beim nächsten Start von Game Tree Lab.", " am Zug",
            "hier abgeschnitten", {"1 Knoten", "2 Knoten", "1 Zug", "3 Züge"}, "Zeile 1, Spalte 6: ",
            "Tic-Tac-Toe-Stellung: ", "\"connect4\": Zug 4: '8' ist keine Spalte", "dieser Baum hat keine Sortierung 1",
            " wie angegeben · ", "Mitte zuerst", "Abspielen", "0,5 s oder 20 Stellungen",
            "an der Wurzel ist MAX am Zug", "α bei der Wurzel steigt von −∞ auf", "Station 1 von", "Seite 1"},
        {"fr", {"table", "page"}, "Nouvelle partie", "Match",
            {"&Fichier", "É&dition", "&Lecture", "A&méliorations", "Affic&hage", "Leçon&s", "&Jeu", "&Comparer",
                "Aid&e"},
            "Langue", "Système", "La langue change au prochain démarrage de Game Tree Lab.", " au trait", "coupé ici",
            {"1 nœud", "2 nœuds", "1 coup", "3 coups"}, "ligne 1, colonne 6\u00a0: ", "position de morpion\u00a0: ",
            "\"connect4\"\u00a0: coup 4\u00a0: '8' n'est pas une colonne", "cet arbre n'a pas de tri 1", " tel quel · ",
            "le centre d'abord", "Lire", "0,5 s ou 20 positions", "MAX au trait à la racine",
            "α à la racine monte de −∞ à", "Arrêt 1 sur", "Page 1"},
    };
    return languages;
}

/// The pinned words of the language under test, or none.
const LanguageFacts* facts()
{
    for (const LanguageFacts& language : knownLanguages()) {
        if (language.code == languageUnderTest())
            return &language;
    }
    return nullptr;
}

#define REQUIRE_FACTS()                                                                                                \
    if (facts() == nullptr)                                                                                            \
    QSKIP("tst_language pins no words of this language: add it to knownLanguages()")

/// The first word of English sentences in @p text that the language under test has no use
/// for; whole words, any case.
QString english(const QString& text)
{
    static const QStringList words{"the", "and", "is", "are", "of", "to", "at", "with", "returns", "leaf", "leaves",
        "node", "nodes", "table", "searched", "move", "moves", "step", "stop", "page", "visited", "pruned", "worth",
        "cut-off", "cut-offs", "window", "root"};
    static const QRegularExpression pattern = [] {
        QStringList own = words;
        if (facts() != nullptr) {
            for (const QString& shared : facts()->sharedWithEnglish)
                own.removeAll(shared);
        }
        return QRegularExpression("\\b(" + own.join('|') + ")\\b", QRegularExpression::CaseInsensitiveOption);
    }();
    const QRegularExpressionMatch match = pattern.match(text);
    return match.hasMatch() ? match.captured(0) : QString();
}

/// @p text is in the language under test: set, every placeholder filled in, and no English
/// word left.
bool isTranslated(const QString& text)
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

/// The entry of View → Language that chooses @p code.
QAction* languageEntry(const QMenu& menu, const QString& code)
{
    for (QAction* action : menu.actions()) {
        if (action->data().toString() == code)
            return action;
    }
    return nullptr;
}

} // namespace

class LanguageTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        useOwnSettings();
        Language::save(languageUnderTest());
        Language::install(true);
        QCOMPARE(Language::installed(), languageUnderTest());
    }

    void cleanupTestCase() { removeOwnSettings(); }

    /// In every language too each field of the New Game dialog has a key of its own.
    void theNewGameDialogsKeysAreDistinct()
    {
        NewGame initial;
        initial.game = GameRegistry::find("Connect Four");
        NewGameDialog dialog(initial);
        QVERIFY2(isTranslated(dialog.windowTitle()), qPrintable(dialog.windowTitle()));
        if (facts() != nullptr)
            QCOMPARE(dialog.windowTitle(), facts()->newGame);
        const QString shared = sharedKey(dialog);
        QVERIFY2(shared.isEmpty(), qPrintable(shared));
    }

    /// In every language too each control of the match window and of a replayed game has a key
    /// of its own.
    void theMatchWindowsKeysAreDistinct()
    {
        MatchWindow match;
        if (facts() != nullptr)
            QCOMPARE(match.windowTitle(), facts()->match);
        QVERIFY2(sharedKey(match).isEmpty(), qPrintable(sharedKey(match)));
        GameReplay replay;
        QVERIFY2(sharedKey(replay).isEmpty(), qPrintable(sharedKey(replay)));
    }

    void menusAreTranslated()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        if (facts() != nullptr)
            QCOMPARE(titles(window.menuBar()->actions()), facts()->menus);
        for (const QAction* menu : window.menuBar()->actions()) {
            QVERIFY2(isTranslated(menu->text()), qPrintable(menu->text()));
            for (const QString& entry : titles(menu->menu()->actions())) {
                QVERIFY2(english(entry).isEmpty(), qPrintable(entry));
            }
        }
        QMenu* language = window.findChild<QMenu*>("languageMenu");
        QVERIFY(language);
        if (facts() != nullptr) {
            QCOMPARE(language->title(), facts()->languageMenu);
            QCOMPARE(language->actions().front()->text(), facts()->systemLanguage);
        }
        // Each language by its own name, English and German among them.
        QCOMPARE(languageEntry(*language, "en")->text(), QString("English"));
        QCOMPARE(languageEntry(*language, "de")->text(), QString("Deutsch"));
        QAction* chosen = languageEntry(*language, languageUnderTest());
        QVERIFY(chosen && chosen->isChecked());
        QString name = QLocale(languageUnderTest()).nativeLanguageName();
        name[0] = name[0].toUpper();
        QCOMPARE(chosen->text(), name);
    }

    /// The choice is kept for the next start, and the status bar says when it applies, in the
    /// language chosen.
    void languageMenuKeepsTheChoice()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QMenu* language = window.findChild<QMenu*>("languageMenu");
        languageEntry(*language, "en")->trigger();
        QCOMPARE(Language::saved(), QString("en"));
        QCOMPARE(window.statusBar()->currentMessage(), QString("The language changes when Game Tree Lab starts next."));
        languageEntry(*language, "")->trigger();
        QCOMPARE(Language::saved(), QString());
        languageEntry(*language, languageUnderTest())->trigger();
        QCOMPARE(Language::saved(), languageUnderTest());
        QVERIFY2(isTranslated(window.statusBar()->currentMessage()), qPrintable(window.statusBar()->currentMessage()));
        if (facts() != nullptr)
            QCOMPARE(window.statusBar()->currentMessage(), facts()->languageChanges);
    }

    /// A screen reader hears the tree in the language: every node's name and state, at a
    /// cut-off.
    void theTreeReadsInTheLanguageToAScreenReader()
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
            QVERIFY2(isTranslated(name), qPrintable(name));
            QVERIFY2(isTranslated(description), qPrintable(description));
            if (facts() != nullptr) {
                QVERIFY2(name.endsWith(facts()->toMove), qPrintable(name));
                cutoff = cutoff || description.contains(facts()->cutHere);
            }
        }
        QVERIFY(cutoff || facts() == nullptr);
    }

    void scenesStayLegible_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<int>("algorithm");
        QTest::newRow("mixed, alpha-beta") << "mixed" << int(Algorithm::AlphaBeta);
        QTest::newRow("AIMA's dice, Star1") << "aima-chance" << int(Algorithm::Star1);
        QTest::newRow("the dice game") << "pig" << int(Algorithm::Expectiminimax);
        QTest::newRow("blocking, Monte Carlo") << "ttt-block" << int(Algorithm::Mcts);
    }

    /// Translated words are longer: the canvas keeps the legibility rules in every language,
    /// at both classroom sizes, normal and projected.
    void scenesStayLegible()
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

    /// Every lesson's captions show whole, projected at 1280×720.
    void lessonCaptionsShowWhole()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        const QString problem = lessonCaptionProblem(window);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    /// The list of steps wraps its lines in the projected 720p dock: every row shown is as wide
    /// as the list at most, so nothing hides behind a sideways scroll.
    void stepListShowsWholeLines()
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

    /// The tree's and the search's tool bars share one row at 1280×720, normal and projected,
    /// however long the language's titles: a second row would take the tree's room.
    void theToolBarsShareARowAt720p()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const auto* tree = window.findChild<QToolBar*>("treeToolBar");
        const auto* search = window.findChild<QToolBar*>("searchToolBar");
        QVERIFY(tree && search);
        for (const bool projector : {false, true}) {
            window.setProjectorMode(projector, false);
            QTest::qWait(50); // the bars are arranged once the window's new type has laid out
            QCOMPARE(search->geometry().top(), tree->geometry().top());
        }
        window.setProjectorMode(false, false);
    }

    void pluralsAreTranslated()
    {
        REQUIRE_FACTS();
        const auto nodes
            = [](std::uint64_t n) { return translated(Message::counted("Narrator", "%n node", "%n nodes", n)); };
        const auto moves
            = [](std::uint64_t n) { return translated(Message::counted("Narrator", "%n move", "%n moves", n)); };
        QCOMPARE(QStringList({nodes(1), nodes(2), moves(1), moves(3)}), facts()->nodesAndMoves);
    }

    /// The core's reasons for refusing a tree text, a file or a search are shown in the
    /// language, game names included, and the command line keeps their English.
    void refusalsAreTranslated()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(!window.openSource({TreeSource::Kind::Text, "(1, 2", {}}));
        QVERIFY2(isTranslated(window.lastError()), qPrintable(window.lastError()));
        const auto board = TreeSource::position(ticTacToeKind(), "XXX").load();
        QCOMPARE(board.error().toString(),
            std::string("tic-tac-toe position: a board has 9 squares but \"XXX\" has 3 characters (write X, O or . "
                        "for each square, row by row)"));
        const QString boardText = translated(board.error().sentence());
        QVERIFY2(isTranslated(boardText), qPrintable(boardText));
        const auto file = TreeFile::read(R"({"format": "gametree-lab-tree", "version": 1, "connect4": "4448"})");
        const QString fileText = translated(file.error().sentence());
        QVERIFY2(isTranslated(fileText), qPrintable(fileText));
        SearchOptions options{Algorithm::Minimax, false};
        options.enhancements.pvs = true;
        QVERIFY2(isTranslated(translated(searchOptionsProblem(options))),
            qPrintable(translated(searchOptionsProblem(options))));
        const GameTree tree = Catalogue::findPreset("mixed")->build();
        options = {Algorithm::AlphaBeta, false};
        options.enhancements.order = 1;
        const QString missing = translated(Search::problem(tree, options));
        QVERIFY2(isTranslated(missing), qPrintable(missing));
        if (facts() != nullptr) {
            QVERIFY2(window.lastError().contains(facts()->textError), qPrintable(window.lastError()));
            QVERIFY2(boardText.startsWith(facts()->boardError), qPrintable(boardText));
            QVERIFY2(fileText.startsWith(facts()->fileError), qPrintable(fileText));
            QVERIFY2(missing.startsWith(facts()->noOrdering), qPrintable(missing));
        }
    }

    /// A comparison's runs are titled in the language, the game's choices too.
    void comparisonTitlesAreTranslated()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "mixed", {}}));
        QStringList panes;
        for (const ComparePane* pane : window.compare(Comparison::OrderingsOfThisTree).panes())
            panes << pane->title();
        QCOMPARE(panes.size(), 3);
        for (const QString& title : panes)
            QVERIFY2(isTranslated(title), qPrintable(title));
        QVERIFY(window.openSource(TreeSource::position(ticTacToeKind(), "XO.......")));
        QStringList enhanced;
        for (const ComparePane* pane : window.compare(Comparison::EnhancementsOfThisTree).panes())
            enhanced << pane->title();
        for (const QString& title : enhanced)
            QVERIFY2(isTranslated(title), qPrintable(title));
        if (facts() != nullptr) {
            QVERIFY2(panes.front().contains(facts()->asGiven), qPrintable(panes.join(" / ")));
            QVERIFY2(enhanced.join(" / ").contains(facts()->centreFirst), qPrintable(enhanced.join(" / ")));
        }
    }

    /// A comparison of Monte Carlo runs writes every count and decimal of its titles, table
    /// and notes the language's way.
    void comparisonsWriteNumbersTheLanguagesWay()
    {
        const QString problem = foreignNumberInMonteCarloComparisons();
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    void stepsWriteNumbersTheLanguagesWay_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<int>("algorithm");
        QTest::newRow("the dice game, Star1") << "pig" << int(Algorithm::Star1);
        QTest::newRow("a chance tree, expectiminimax") << "aima-chance" << int(Algorithm::Expectiminimax);
        QTest::newRow("tic-tac-toe, Monte Carlo") << "ttt-block" << int(Algorithm::Mcts);
    }

    /// Stepping a search, the narration, the step list, the counters and the path's table
    /// write every decimal and count the language's way.
    void stepsWriteNumbersTheLanguagesWay()
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

    /// A lesson's figures are written the language's way in its caption.
    void lessonFiguresAreTheLanguages()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.lessons().openBuiltIn("mcts-alphabeta"));
        window.windowActions().nextStop->trigger();
        const QString caption = window.findChild<LessonBar*>()->captionText();
        const QLocale locale;
        QVERIFY2(caption.contains(locale.toString(1000)) && caption.contains(locale.toString(0.61, 'f', 2)),
            qPrintable(caption));
        QVERIFY2(isTranslated(caption), qPrintable(caption));
        // Where the lesson is, its step a count of thousands: grouped as the counters group it.
        const std::size_t step = window.runModel().step();
        QVERIFY(step >= 1000);
        const QString position = window.lessons().lessons().position();
        QVERIFY2(position.contains(locale.toString(qulonglong(step))), qPrintable(position));
    }

    /// The page exported from the window has a player in its language.
    void webPageIsTranslated()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("run.html");
        QCOMPARE(WebPage::write(presetRun("mixed"), SceneStyle{}, nullptr, path).error, QString());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray html = file.readAll();
        const QByteArray start = "<script id=\"run\" type=\"application/json\">";
        const qsizetype from = html.indexOf(start) + start.size();
        const QJsonObject page
            = QJsonDocument::fromJson(html.mid(from, html.indexOf("</script>", from) - from)).object();
        // Its title is the tree's, in the language of the player.
        QCOMPARE(page["title"].toString(), translatedText("Presets", "Mixed order"));
        if (facts() != nullptr)
            QVERIFY(page["title"].toString() != "Mixed order");
        const QJsonObject words = page["words"].toObject();
        QCOMPARE(words["language"].toString(), languageUnderTest());
        if (facts() != nullptr)
            QCOMPARE(words["play"].toString(), facts()->play);
        for (const QString& key : words.keys())
            QVERIFY2(isTranslated(words[key].toString()), qPrintable(key + ": " + words[key].toString()));
    }

    /// A number with decimals has the language's decimal mark, and a point on the command line.
    void decimalsHaveTheLanguagesMark()
    {
        const QLocale locale;
        const QString half = locale.toString(0.5, 'f', 1) + " s";
        Enhancements limit;
        limit.timeLimit = 500;
        QCOMPARE(limitWords(limit), std::string("0.5 s"));
        QCOMPARE(translated(limitMessage(limit)), half);
        limit.nodeLimit = 20;
        if (facts() != nullptr)
            QCOMPARE(translated(limitMessage(limit)), facts()->limits);
        MainWindow window(MainWindow::Settings::Ignore);
        QStringList entries;
        for (const QAction* menu : window.menuBar()->actions())
            entries << allEntries(menu->menu());
        QVERIFY2(entries.contains(half) && entries.contains(locale.toString(0.1, 'f', 1) + " s"),
            qPrintable(entries.join(" / ")));
        if (locale.decimalPoint() == QLatin1String(","))
            QVERIFY(!entries.contains("0.5 s"));
        // Where the comma is the decimal mark, listed numbers are parted by a semicolon; the
        // tree's interval tags and the narration write them the same way.
        const bool comma = locale.decimalPoint() == QLatin1String(",");
        QCOMPARE(translated(Message::decimal("[−84, 82.67]")),
            QString("[−84%1 %2]").arg(comma ? ";" : ",", locale.toString(82.67, 'f', 2)));
        QCOMPARE(localNumbers("1,046 and 7/3 ≈ 2.33"),
            QString("%1 and 7/3 ≈ %2").arg(locale.toString(1046), locale.toString(2.33, 'f', 2)));
    }

    /// Every step of every search on every tree preset is told in the language: each
    /// placeholder filled in, no English word left, and "the root" in the form its sentence
    /// needs.
    void everyStepIsNarrated()
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
        REQUIRE_FACTS();
        const GameTree tree = Catalogue::findPreset("mixed")->build();
        const Trace trace = Search::run(tree, {Algorithm::AlphaBeta, false});
        Replay replay(tree, trace);
        replay.seek(0);
        QVERIFY2(translated(Narrator::message(replay)).contains(facts()->rootToMove),
            qPrintable(translated(Narrator::message(replay))));
        while (replay.currentEvent() == nullptr || replay.currentEvent()->kind != EventKind::AlphaChanged
            || replay.currentEvent()->node != GameTree::root())
            QVERIFY(replay.stepForward());
        QVERIFY2(translated(Narrator::message(replay)).startsWith(facts()->alphaAtRootRises),
            qPrintable(translated(Narrator::message(replay))));
    }

    /// The handout of each built-in lesson on a tree, read back from its PDF: in the language
    /// only.
    void handoutsAreTranslated()
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
            if (facts() != nullptr)
                QVERIFY2(
                    words.contains(facts()->handoutStop) && words.contains(facts()->handoutPage), qPrintable(words));
            QVERIFY2(english(words).isEmpty(), qPrintable(english(words) + " in " + words));
        }
    }
};

QTEST_MAIN(LanguageTest)
#include "tst_language.moc"
