// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mcts/MctsSettingsEditor.h"

#include "core/search/mcts/MctsSettings.h"

#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>

#include <algorithm>

namespace gtl::ui {

MctsSettingsEditor::MctsSettingsEditor(QWidget* parent)
    : QWidget(parent)
    , iterations_(new QSpinBox(this))
    , exploration_(new QDoubleSpinBox(this))
    , seed_(new QSpinBox(this))
    , shown_(std::make_unique<MctsSettings>())
{
    setObjectName("mctsSettings");
    iterations_->setRange(1, int(MctsSettings::kMaxWindowIterations));
    iterations_->setSingleStep(100);
    iterations_->setGroupSeparatorShown(true);
    iterations_->setToolTip(tr("How many iterations Monte Carlo tree search runs"));
    exploration_->setRange(0, MctsSettings::kMaxExploration);
    exploration_->setDecimals(2);
    exploration_->setSingleStep(0.1);
    exploration_->setToolTip(tr("The exploration constant C of UCB1: larger tries less visited moves more often"));
    seed_->setRange(0, int(MctsSettings::kMaxWindowSeed));
    seed_->setToolTip(tr("The seed of the playouts' random moves: the same seed gives the same run"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 0, 4, 0);
    const auto add = [&](const QString& label, QAbstractSpinBox* box) {
        auto* text = new QLabel(label, this);
        text->setBuddy(box);
        layout->addWidget(text);
        layout->addWidget(box);
        box->setKeyboardTracking(false);
    };
    add(tr("&Iterations"), iterations_);
    add(tr("C"), exploration_);
    add(tr("Seed"), seed_);
    connect(iterations_, &QSpinBox::valueChanged, this, &MctsSettingsEditor::changed);
    connect(exploration_, &QDoubleSpinBox::valueChanged, this, &MctsSettingsEditor::changed);
    connect(seed_, &QSpinBox::valueChanged, this, &MctsSettingsEditor::changed);
    showSettings({});
}

MctsSettingsEditor::~MctsSettingsEditor() = default;

MctsSettings MctsSettingsEditor::settings() const
{
    // The box shows C to two decimals: √2 stays √2 unless that box itself is changed. The
    // iterations and the seed are what their boxes say: the command line refuses more than they
    // hold, so that what runs is what the window shows.
    MctsSettings settings = *shown_;
    settings.iterations = std::uint32_t(iterations_->value());
    settings.seed = std::uint64_t(seed_->value());
    if (exploration_->value() != shownExploration_)
        settings.exploration = exploration_->value();
    return settings;
}

void MctsSettingsEditor::showSettings(const MctsSettings& settings)
{
    const QSignalBlocker quietIterations(iterations_);
    const QSignalBlocker quietExploration(exploration_);
    const QSignalBlocker quietSeed(seed_);
    iterations_->setValue(int(std::min(settings.iterations, MctsSettings::kMaxWindowIterations)));
    exploration_->setValue(settings.exploration);
    seed_->setValue(int(std::min(settings.seed, MctsSettings::kMaxWindowSeed)));
    *shown_ = settings;
    shownExploration_ = exploration_->value();
}

} // namespace gtl::ui
