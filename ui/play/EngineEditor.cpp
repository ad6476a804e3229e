// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/play/EngineEditor.h"

#include "core/search/SearchFamilyEntry.h"
#include "ui/language/Translated.h"
#include "ui/settings/SearchSettingsEditor.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace gtl::ui {
namespace {

/// The deepest limit offered: deeper searches of a big game record more than a window holds.
constexpr int kDeepestOffered = 12;

} // namespace

EngineEditor::EngineEditor(QWidget* parent)
    : QWidget(parent)
    , algorithm_(new QComboBox(this))
    // The time per move stands for the limits: the engine deepens until it is up.
    , settings_(
          new SearchSettingsEditor(SearchSettingsEditor::allBut({"time_limit", "node_limit"}), Qt::Vertical, this))
    , timeLimit_(new QDoubleSpinBox(this))
{
    algorithm_->setObjectName("algorithm");
    settings_->setNoneWords("depth", tr("to the end of the game"));
    // In seconds, as people think of a clock; the engine takes milliseconds.
    timeLimit_->setObjectName("timeLimit");
    timeLimit_->setDecimals(1);
    timeLimit_->setSingleStep(0.5);
    timeLimit_->setRange(0, kMaxTimeLimit / 1000.0);
    timeLimit_->setSuffix(tr(" s"));
    timeLimit_->setSpecialValueText(tr("no limit"));
    timeLimit_->setToolTip(tr("With a limit the engine deepens one move at a time and plays the best move of the "
                              "last depth it finished"));
    QFormLayout* rows = settings_->form();
    rows->insertRow(0, tr("&Search:"), algorithm_);
    rows->addRow(tr("Time per &move:"), timeLimit_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(settings_);
    connect(algorithm_, &QComboBox::currentIndexChanged, this, &EngineEditor::changed);
    connect(settings_, &SearchSettingsEditor::changed, this, &EngineEditor::changed);
    connect(timeLimit_, &QDoubleSpinBox::valueChanged, this, &EngineEditor::changed);
}

QFormLayout* EngineEditor::form() const
{
    return settings_->form();
}

void EngineEditor::setGame(const GameKind& game)
{
    offerSearches(game);
    settings_->showChoices(ChoiceNames(*game.game(game.newGame())));
    // A game whose tree cannot be built cannot be searched to its end either.
    settings_->setNumberRange("depth", game.treeIsWhole() ? 0 : 1, kDeepestOffered);
    const bool severalPlayers = game.players() > 2;
    timeLimit_->setEnabled(!severalPlayers);
    if (severalPlayers) {
        timeLimit_->setValue(0);
        settings_->setEnhancements({});
    }
    emit changed();
}

void EngineEditor::offerSearches(const GameKind& game)
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

void EngineEditor::setEngine(const EngineSettings& engine)
{
    algorithm_->setCurrentIndex(std::max(0, algorithm_->findData(int(engine.options.algorithm))));
    settings_->setEnhancements(engine.options.enhancements);
    timeLimit_->setValue(engine.timeLimitMs / 1000.0);
}

EngineSettings EngineEditor::engine() const
{
    EngineSettings engine;
    engine.options.algorithm = Algorithm(algorithm_->currentData().toInt());
    engine.options.enhancements = settings_->enhancements();
    engine.timeLimitMs = int(std::lround(timeLimit_->value() * 1000));
    return engine;
}

} // namespace gtl::ui
