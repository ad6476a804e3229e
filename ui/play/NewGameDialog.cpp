// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/play/NewGameDialog.h"

#include "core/games/GameRegistry.h"
#include "core/search/SearchFamilyEntry.h"
#include "ui/language/Translated.h"
#include "ui/scene/ValueText.h"
#include "ui/settings/SearchSettingsEditor.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>

#include <cmath>

namespace gtl::ui {
namespace {

/// The deepest limit offered: deeper searches of a big game record more than a window holds.
constexpr int kDeepestOffered = 12;

} // namespace

NewGameDialog::NewGameDialog(const NewGame& initial, QWidget* parent)
    : QDialog(parent)
    , game_(new QComboBox(this))
    , side_(new QComboBox(this))
    , algorithm_(new QComboBox(this))
    // The time per move stands for the limits: the engine deepens until it is up.
    , settings_(
          new SearchSettingsEditor(SearchSettingsEditor::allBut({"time_limit", "node_limit"}), Qt::Vertical, this))
    , timeLimit_(new QDoubleSpinBox(this))
    , problem_(new QLabel(this))
    , buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("New Game"));
    setObjectName("newGameDialog");
    game_->setObjectName("game");
    for (const GameKind* game : GameRegistry::games())
        if (!game->hasChance())
            game_->addItem(translatedText("Games", game->names().title), qtText(game->names().name));
    if (initial.game)
        game_->setCurrentIndex(game_->findData(qtText(initial.game->names().name)));
    side_->addItem(tr("X, moving first"), QChar('X'));
    side_->addItem(tr("O, moving second"), QChar('O'));
    side_->addItem(tr("Neither: the engine plays itself"), QChar());
    side_->setCurrentIndex(!initial.human ? 2 : *initial.human == 'O' ? 1 : 0);
    // The engine proves its moves, in games without dice.
    for (const AlgorithmEntry& entry : kAlgorithms) {
        const SearchFamilyEntry& family = familyEntry(entry.algorithm);
        if (family.provesValues && !family.readsChance && !entry.severalPlayers)
            algorithm_->addItem(translatedText("Algorithm", entry.title), int(entry.algorithm));
    }
    const SearchOptions& options = initial.engine.options;
    algorithm_->setCurrentIndex(algorithm_->findData(int(options.algorithm)));
    settings_->setNoneWords("depth", tr("to the end of the game"));
    offerChoices();
    settings_->setEnhancements(options.enhancements);
    // In seconds, as people think of a clock; the engine takes milliseconds.
    timeLimit_->setObjectName("timeLimit");
    timeLimit_->setDecimals(1);
    timeLimit_->setSingleStep(0.5);
    timeLimit_->setRange(0, kMaxTimeLimit / 1000.0);
    timeLimit_->setSuffix(tr(" s"));
    timeLimit_->setSpecialValueText(tr("no limit"));
    timeLimit_->setToolTip(tr("With a limit the engine deepens one move at a time and plays the best move of the "
                              "last depth it finished"));
    timeLimit_->setValue(initial.engine.timeLimitMs / 1000.0);
    problem_->setObjectName("problem");
    problem_->setWordWrap(true);

    // One form, so that every label lines up: the game, then the engine's search.
    QFormLayout* form = settings_->form();
    form->insertRow(0, tr("&Game:"), game_);
    form->insertRow(1, tr("&You play:"), side_);
    form->insertRow(2, tr("&Search:"), algorithm_);
    form->addRow(tr("Time per &move:"), timeLimit_);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(settings_);
    layout->addWidget(problem_);
    layout->addWidget(buttons_);
    connect(game_, &QComboBox::currentIndexChanged, this, &NewGameDialog::offerChoices);
    connect(algorithm_, &QComboBox::currentIndexChanged, this, &NewGameDialog::checkSearch);
    connect(settings_, &SearchSettingsEditor::changed, this, &NewGameDialog::checkSearch);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    checkSearch();
}

void NewGameDialog::offerChoices()
{
    const GameKind* game = GameRegistry::find(game_->currentData().toString().toStdString());
    if (!game)
        return;
    settings_->showChoices(ChoiceNames(*game->game(game->newGame())));
    // A game whose tree cannot be built cannot be searched to its end either.
    settings_->setNumberRange("depth", game->treeIsWhole() ? 0 : 1, kDeepestOffered);
    checkSearch();
}

void NewGameDialog::checkSearch()
{
    const NewGame game = chosen();
    const Message problem = game.game ? searchOptionsProblem(game.engine.searchOptions(*game.game)) : Message();
    problem_->setText(problem.empty() ? QString() : translatedSentence(problem));
    problem_->setVisible(!problem.empty());
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(problem.empty());
}

NewGame NewGameDialog::chosen() const
{
    NewGame game;
    game.game = GameRegistry::find(game_->currentData().toString().toStdString());
    const QChar side = side_->currentData().toChar();
    game.human = side.isNull() ? std::nullopt : std::optional<char>(side.toLatin1());
    game.engine.options.algorithm = Algorithm(algorithm_->currentData().toInt());
    game.engine.options.enhancements = settings_->enhancements();
    game.engine.timeLimitMs = int(std::lround(timeLimit_->value() * 1000));
    return game;
}

} // namespace gtl::ui
