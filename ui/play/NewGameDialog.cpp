// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/play/NewGameDialog.h"

#include "ui/games/GameBox.h"
#include "ui/language/Translated.h"
#include "ui/language/ValueText.h"
#include "ui/play/EngineEditor.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace gtl::ui {

NewGameDialog::NewGameDialog(const NewGame& initial, QWidget* parent)
    : QDialog(parent)
    , game_(new GameBox([](const GameKind& game) { return !game.hasChance(); }, this))
    , side_(new QComboBox(this))
    , engine_(new EngineEditor(this))
    , problem_(new QLabel(this))
    , buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("New Game"));
    setObjectName("newGameDialog");
    game_->setObjectName("game");
    side_->setObjectName("side");
    game_->setGame(initial.game);
    offerChoices();
    side_->setCurrentIndex(std::max(0, side_->findData(initial.human ? QChar(*initial.human) : QChar())));
    engine_->setEngine(initial.engine);
    problem_->setObjectName("problem");
    problem_->setWordWrap(true);

    // One form, so that every label lines up: the game, then the engine's search.
    QFormLayout* form = engine_->form();
    form->insertRow(0, tr("&Game:"), game_);
    form->insertRow(1, tr("&You play:"), side_);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(engine_);
    layout->addWidget(problem_);
    layout->addWidget(buttons_);
    connect(game_, &QComboBox::currentIndexChanged, this, &NewGameDialog::offerChoices);
    connect(engine_, &EngineEditor::changed, this, &NewGameDialog::checkSearch);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    checkSearch();
}

void NewGameDialog::offerChoices()
{
    const GameKind* game = game_->game();
    if (!game)
        return;
    offerSeats(*game);
    engine_->setGame(*game);
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
    game.game = game_->game();
    const QChar side = side_->currentData().toChar();
    game.human = side.isNull() ? std::nullopt : std::optional<char>(side.toLatin1());
    game.engine = engine_->engine();
    return game;
}

} // namespace gtl::ui
