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
#include <QSignalBlocker>

#include <algorithm>
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
    side_->setObjectName("side");
    algorithm_->setObjectName("algorithm");
    for (const GameKind* game : GameRegistry::games())
        if (!game->hasChance())
            game_->addItem(translatedText("Games", game->names().title), qtText(game->names().name));
    if (initial.game)
        game_->setCurrentIndex(game_->findData(qtText(initial.game->names().name)));
    settings_->setNoneWords("depth", tr("to the end of the game"));
    offerChoices();
    side_->setCurrentIndex(std::max(0, side_->findData(initial.human ? QChar(*initial.human) : QChar())));
    const SearchOptions& options = initial.engine.options;
    algorithm_->setCurrentIndex(std::max(0, algorithm_->findData(int(options.algorithm))));
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
    offerSeats(*game);
    offerSearches(*game);
    settings_->showChoices(ChoiceNames(*game->game(game->newGame())));
    // A game whose tree cannot be built cannot be searched to its end either.
    settings_->setNumberRange("depth", game->treeIsWhole() ? 0 : 1, kDeepestOffered);
    // A game of several players is small and searched to its end, as max^n must: no time
    // limit, and the enhancements of another game's engine left behind.
    const bool severalPlayers = game->players() > 2;
    timeLimit_->setEnabled(!severalPlayers);
    if (severalPlayers) {
        timeLimit_->setValue(0);
        settings_->setEnhancements({});
    }
    checkSearch();
}

void NewGameDialog::offerSeats(const GameKind& game)
{
    static const char* const kSeats[]
        = {QT_TR_NOOP("%1, moving first"), QT_TR_NOOP("%1, moving second"), QT_TR_NOOP("%1, moving third")};
    const QVariant kept = side_->currentData();
    side_->clear();
    const std::string_view sides = game.names().sides;
    for (std::size_t seat = 0; seat < sides.size() && seat < std::size(kSeats); ++seat)
        side_->addItem(tr(kSeats[seat]).arg(QChar(sides[seat])), QChar(sides[seat]));
    side_->addItem(
        sides.size() == 2 ? tr("Neither: the engine plays itself") : tr("None: the engines play each other"), QChar());
    side_->setCurrentIndex(std::max(0, side_->findData(kept)));
}

void NewGameDialog::offerSearches(const GameKind& game)
{
    // The engine proves its moves, in games without dice; a game of several players needs a
    // search of several players.
    const QVariant kept = algorithm_->currentData();
    const QSignalBlocker quiet(algorithm_);
    algorithm_->clear();
    for (const AlgorithmEntry& entry : kAlgorithms) {
        const SearchFamilyEntry& family = familyEntry(entry.algorithm);
        if (family.provesValues && !family.readsChance && entry.severalPlayers == (game.players() > 2))
            algorithm_->addItem(translatedText("Algorithm", entry.title), int(entry.algorithm));
    }
    algorithm_->setCurrentIndex(std::max(0, algorithm_->findData(kept)));
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
