// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/play/NewGameDialog.h"

#include "core/games/GameRegistry.h"
#include "core/search/Enhancements.h"
#include "ui/language/Translated.h"
#include "ui/play/ClampingSpinBox.h"
#include "ui/scene/ValueText.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QSpinBox>

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
    , depth_(new ClampingSpinBox(this))
    , order_(new QComboBox(this))
    , table_(new QCheckBox(tr("&Transposition table"), this))
    , killers_(new QCheckBox(tr("&Killer moves"), this))
    , history_(new QCheckBox(tr("&History heuristic"), this))
    , iterative_(new QCheckBox(tr("&Iterative deepening"), this))
    , aspiration_(new QSpinBox(this))
    , pvs_(new QCheckBox(tr("&Principal variation search"), this))
    , evaluation_(new QComboBox(this))
    , timeLimit_(new QDoubleSpinBox(this))
{
    setWindowTitle(tr("New Game"));
    setObjectName("newGameDialog");
    for (const GameKind* game : GameRegistry::games())
        if (!game->hasChance())
            game_->addItem(translatedText("Games", game->names().title), qtText(game->names().name));
    if (initial.game)
        game_->setCurrentIndex(game_->findData(qtText(initial.game->names().name)));
    side_->addItem(tr("X, moving first"), QChar('X'));
    side_->addItem(tr("O, moving second"), QChar('O'));
    side_->addItem(tr("Neither: the engine plays itself"), QChar());
    side_->setCurrentIndex(!initial.human ? 2 : *initial.human == 'O' ? 1 : 0);
    // The engine proves its moves: a search of the minimax family.
    for (Algorithm algorithm : algorithmsOf(SearchFamily::Minimax))
        algorithm_->addItem(translatedText("Algorithm", algorithmTitle(algorithm)), int(algorithm));
    const SearchOptions& options = initial.engine.options;
    const Enhancements& e = options.enhancements;
    algorithm_->setCurrentIndex(algorithm_->findData(int(options.algorithm)));
    depth_->setRange(0, kDeepestOffered);
    depth_->setSpecialValueText(tr("to the end of the game"));
    depth_->setObjectName("depthLimit");
    depth_->setValue(int(std::min<std::uint32_t>(e.depth, kDeepestOffered)));
    evaluation_->setObjectName("evaluation");
    offerOrders();
    order_->setCurrentIndex(std::min(int(e.order), order_->count() - 1));
    evaluation_->setCurrentIndex(std::min(int(e.evaluation), evaluation_->count() - 1));
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
    connect(game_, &QComboBox::currentIndexChanged, this, &NewGameDialog::offerOrders);
    table_->setChecked(e.table);
    killers_->setChecked(e.killers);
    history_->setChecked(e.history);
    iterative_->setChecked(e.iterative);
    aspiration_->setRange(0, 1000);
    aspiration_->setSpecialValueText(tr("none"));
    aspiration_->setValue(e.aspiration);
    pvs_->setChecked(e.pvs);

    auto* form = new QFormLayout(this);
    form->addRow(tr("&Game:"), game_);
    form->addRow(tr("&You play:"), side_);
    form->addRow(tr("&Search:"), algorithm_);
    form->addRow(tr("&Depth limit:"), depth_);
    form->addRow(tr("&Order:"), order_);
    form->addRow(tr("&Evaluation:"), evaluation_);
    form->addRow(table_);
    form->addRow(killers_);
    form->addRow(history_);
    form->addRow(iterative_);
    form->addRow(tr("&Aspiration window ±:"), aspiration_);
    form->addRow(pvs_);
    form->addRow(tr("Time per &move:"), timeLimit_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

void NewGameDialog::offerOrders()
{
    const GameKind* game = GameRegistry::find(game_->currentData().toString().toStdString());
    const int kept = order_->currentIndex();
    const int keptEvaluation = evaluation_->currentIndex();
    order_->clear();
    order_->addItem(tr("the game's own"));
    evaluation_->clear();
    evaluation_->addItem(tr("the game's own"));
    if (game) {
        const auto played = game->game(game->newGame());
        for (std::string_view name : played->orderNames())
            order_->addItem(qtText(name));
        for (std::string_view name : played->evaluationNames())
            evaluation_->addItem(qtText(name));
        // A game whose tree cannot be built cannot be searched to its end either.
        depth_->setMinimum(game->treeIsWhole() ? 0 : 1);
    }
    order_->setCurrentIndex(std::clamp(kept, 0, order_->count() - 1));
    evaluation_->setCurrentIndex(std::clamp(keptEvaluation, 0, evaluation_->count() - 1));
    evaluation_->setEnabled(evaluation_->count() > 1);
}

NewGame NewGameDialog::chosen() const
{
    NewGame game;
    game.game = GameRegistry::find(game_->currentData().toString().toStdString());
    const QChar side = side_->currentData().toChar();
    game.human = side.isNull() ? std::nullopt : std::optional<char>(side.toLatin1());
    SearchOptions& options = game.engine.options;
    options.algorithm = Algorithm(algorithm_->currentData().toInt());
    Enhancements& e = options.enhancements;
    e.depth = std::uint32_t(depth_->value());
    e.order = std::size_t(order_->currentIndex());
    e.table = table_->isChecked();
    e.killers = killers_->isChecked();
    e.history = history_->isChecked();
    e.iterative = iterative_->isChecked();
    e.aspiration = aspiration_->value();
    e.pvs = pvs_->isChecked();
    e.evaluation = std::size_t(evaluation_->currentIndex());
    game.engine.timeLimitMs = int(std::lround(timeLimit_->value() * 1000));
    return game;
}

} // namespace gtl::ui
