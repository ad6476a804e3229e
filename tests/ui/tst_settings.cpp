// SPDX-License-Identifier: GPL-3.0-or-later
// The search settings as the window edits them: every row of the settings table has its field
// in the editor, a field needs what its row needs, and a search that cannot run is refused with
// the one message the command line and files give.
#include "core/content/Comparison.h"
#include "core/games/GameRegistry.h"
#include "core/games/connect4/Connect4Game.h"
#include "core/games/tictactoe/TicTacToeGame.h"
#include "core/search/Algorithm.h"
#include "core/search/EnhancementTable.h"
#include "tests/support/SettingRows.h"
#include "tests/support/UiFixtures.h"
#include "ui/editing/TreeSession.h"
#include "ui/language/Translated.h"
#include "ui/play/NewGameDialog.h"
#include "ui/settings/SearchSettings.h"
#include "ui/settings/SearchSettingsEditor.h"
#include "ui/window/MainWindow.h"
#include "ui/window/search/EnhancementSettings.h"
#include "ui/window/search/EnhancementsMenu.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>

using namespace gtl;
using namespace gtl::ui;
using namespace gtl::ui::test;

namespace {

QString keyOf(const EnhancementSetting& setting)
{
    return QString::fromLatin1(setting.fileKey.data(), qsizetype(setting.fileKey.size()));
}

} // namespace

class SettingsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { useOwnSettings(); }

    /// Each row has a field in the editor (with its tool tip and its key) and an item in the
    /// Enhancements menu, and is remembered in the settings: what each is given with the row on
    /// comes back. A row added to the table is demanded here with the rest (and on the command
    /// line, tst_app, and in files, tst_treefiles).
    void everyRowIsInTheEditorTheMenuAndTheSettings()
    {
        SearchSettingsEditor editor(SearchSettingsEditor::every());
        EnhancementsMenu menu;
        QTemporaryDir dir;
        QSettings settings(dir.filePath("settings.ini"), QSettings::IniFormat);
        const ChoiceNames ticTacToe{TicTacToeGame()};
        const ChoiceNames connect4{Connect4Game()};
        for (const EnhancementSetting& setting : kEnhancementSettings) {
            // A game that names a choice of the row's kind besides its own.
            const ChoiceNames& choices = ticTacToe.of(setting.choice).empty() ? connect4 : ticTacToe;
            editor.showChoices(choices);
            menu.showChoices(choices, "Game");
            auto* field = editor.findChild<QWidget*>(keyOf(setting));
            QVERIFY2(field, qPrintable(keyOf(setting)));
            QCOMPARE(field->toolTip(), QCoreApplication::translate("SearchSettings", setting.tip));
            const Enhancements on = gtl::test::withRowOn(setting);
            editor.setEnhancements(on);
            QVERIFY2(field->isEnabled(), qPrintable(keyOf(setting)));
            QVERIFY2(editor.enhancements() == on, qPrintable(keyOf(setting)));
            editor.setEnhancements({});
            QVERIFY2(editor.enhancements() == Enhancements{}, qPrintable(keyOf(setting)));
            const auto items = menu.findChildren<QAction*>();
            QVERIFY2(
                std::ranges::any_of(items, [&](const QAction* item) { return item->toolTip() == field->toolTip(); }),
                qPrintable(keyOf(setting)));
            menu.showEnhancements(on);
            QVERIFY2(menu.chosen() == on, qPrintable(keyOf(setting)));
            EnhancementSettings::write(settings, on);
            QVERIFY2(EnhancementSettings::read(settings) == on, qPrintable(keyOf(setting)));
        }
    }

    /// A field whose row needs a switch is off while the switch is, and its number is then 0.
    void aFieldNeedsWhatItsRowNeeds()
    {
        SearchSettingsEditor editor(SearchSettingsEditor::every());
        editor.setEnhancements({.table = true, .tableSize = 16, .iterative = true, .aspiration = 2});
        auto* table = editor.findChild<QCheckBox*>("table");
        auto* iterative = editor.findChild<QCheckBox*>("iterative");
        QVERIFY(editor.findChild<QSpinBox*>("table_size")->isEnabled());
        table->setChecked(false);
        QVERIFY(!editor.findChild<QSpinBox*>("table_size")->isEnabled());
        QCOMPARE(editor.enhancements().tableSize, std::size_t(0));
        iterative->setChecked(false);
        for (const char* key : {"aspiration", "time_limit", "node_limit"})
            QVERIFY2(!editor.findChild<QSpinBox*>(key)->isEnabled(), key);
        QCOMPARE(editor.enhancements().aspiration, 0);
        // Written as the row says: none in words, a window with its sign.
        editor.setEnhancements({.table = true, .iterative = true, .aspiration = 2});
        QCOMPARE(editor.findChild<QSpinBox*>("table_size")->text(), QString("unbounded"));
        QCOMPARE(editor.findChild<QSpinBox*>("aspiration")->text(), QString("±2"));
    }

    /// Killer moves need a form of alpha-beta: the dialog says so as the command line does,
    /// and takes the game only once the engine can search it.
    void theNewGameDialogRefusesASearchItCannotRun()
    {
        NewGame initial;
        initial.game = GameRegistry::find("tic-tac-toe");
        initial.engine.options = {Algorithm::Minimax, false, {.depth = 3}};
        NewGameDialog dialog(initial);
        auto* problem = dialog.findChild<QLabel*>("problem");
        QPushButton* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        QVERIFY(problem->text().isEmpty());
        QVERIFY(ok->isEnabled());
        dialog.findChild<QCheckBox*>("killers")->setChecked(true);
        const Message refused = searchOptionsProblem(dialog.chosen().engine.options);
        QVERIFY(!refused.empty());
        QCOMPARE(problem->text(), translatedSentence(refused));
        QVERIFY(!ok->isEnabled());
        dialog.findChild<QCheckBox*>("killers")->setChecked(false);
        QVERIFY(problem->text().isEmpty());
        QVERIFY(ok->isEnabled());
    }

    /// Killer moves without a window are refused in one sentence, in the menu as in the New
    /// Game dialog (the command line and files give it too: tst_app, tst_treefiles); the
    /// choice stays as it was.
    void aBadCombinationGetsOneMessageEverywhere()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        const SearchOptions minimax{Algorithm::Minimax, false, {}};
        window.setSearchOptions(minimax);
        SearchOptions withKillers = minimax;
        withKillers.enhancements.killers = true;
        const QString refused = translatedSentence(searchOptionsProblem(withKillers));
        QVERIFY(!refused.isEmpty());
        QSignalSpy said(&window.session().settings(), &SearchSettings::refused);
        window.findChild<EnhancementsMenu*>()->showEnhancements(withKillers.enhancements);
        emit window.findChild<EnhancementsMenu*>()->changed(withKillers.enhancements);
        QCOMPARE(said.size(), 1);
        QCOMPARE(said.front().front().toString(), refused);
        QVERIFY2(
            window.statusBar()->currentMessage().endsWith(refused), qPrintable(window.statusBar()->currentMessage()));
        QCOMPARE(window.searchOptions(), minimax);
        QVERIFY(!window.findChild<EnhancementsMenu*>()->chosen().killers);
        // The same choice made through the window's own entry.
        window.setSearchOptions(withKillers);
        QCOMPARE(said.size(), 2);
        QCOMPARE(window.searchOptions(), minimax);
        NewGame game;
        game.game = GameRegistry::find("tic-tac-toe");
        game.engine.options = minimax;
        NewGameDialog dialog(game);
        dialog.findChild<QCheckBox*>("killers")->setChecked(true);
        QCOMPARE(dialog.findChild<QLabel*>("problem")->text(), refused);
    }

    /// A comparison shows its own searches: the search the user chose stays theirs (an
    /// engine's move and a lesson likewise: tst_play, tst_lessons).
    void aComparisonLeavesTheChoiceAsItWas()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        const SearchOptions chosen{Algorithm::NegamaxAlphaBeta, true, {.table = true}};
        window.setSearchOptions(chosen);
        QSignalSpy changed(&window.session().settings(), &SearchSettings::chosen);
        for (Comparison comparison : {Comparison::MixedOrderings, Comparison::EnhancementsOfThisTree})
            window.compare(comparison);
        QCOMPARE(window.searchOptions(), chosen);
        QCOMPARE(changed.size(), 0);
    }

    /// Every field of the dialog has a key of its own (Alt and a letter); tst_language asks the
    /// same of the German dialog.
    void theNewGameDialogsKeysAreDistinct()
    {
        NewGame initial;
        initial.game = GameRegistry::find("Connect Four");
        NewGameDialog dialog(initial);
        const QString shared = sharedKey(dialog);
        QVERIFY2(shared.isEmpty(), qPrintable(shared));
        QVERIFY(dialog.findChildren<QCheckBox*>().size() > 5);
    }
};

QTEST_MAIN(SettingsTest)
#include "tst_settings.moc"
