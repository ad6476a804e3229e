// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mcts/MctsSettingsEditor.h"

#include "core/search/mcts/MctsSettings.h"

#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>

#include <algorithm>
#include <limits>

namespace gtl::ui {
namespace {

/// As many iterations as a recorded run holds on any game: about fifteen steps an iteration on
/// Connect Four, a hundred at the very most, well inside the steps a trace may have.
constexpr int kMostIterations = 100'000;

} // namespace

MctsSettingsEditor::MctsSettingsEditor(QWidget* parent)
    : QWidget(parent)
    , iterations_(new QSpinBox(this))
    , exploration_(new QDoubleSpinBox(this))
    , seed_(new QSpinBox(this))
    , shown_(std::make_unique<MctsSettings>())
{
    setObjectName("mctsSettings");
    iterations_->setRange(1, kMostIterations);
    iterations_->setSingleStep(100);
    iterations_->setGroupSeparatorShown(true);
    iterations_->setToolTip(tr("How many iterations Monte Carlo tree search runs"));
    exploration_->setRange(0, MctsSettings::kMaxExploration);
    exploration_->setDecimals(2);
    exploration_->setSingleStep(0.1);
    exploration_->setToolTip(tr("The exploration constant C of UCB1: larger tries less visited moves more often"));
    seed_->setRange(1, std::numeric_limits<int>::max());
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
    // The boxes show C to two decimals, seeds up to 2³¹ − 1 and iterations up to what a window
    // records: √2 stays √2, and larger numbers from the command line stay as they are, unless
    // that box itself is changed.
    MctsSettings settings = *shown_;
    if (iterations_->value() != shownIterations_)
        settings.iterations = std::uint32_t(iterations_->value());
    if (seed_->value() != shownSeed_)
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
    iterations_->setValue(int(std::min<std::uint32_t>(settings.iterations, kMostIterations)));
    exploration_->setValue(settings.exploration);
    seed_->setValue(int(std::min<std::uint64_t>(settings.seed, std::numeric_limits<int>::max())));
    *shown_ = settings;
    shownExploration_ = exploration_->value();
    shownSeed_ = seed_->value();
    shownIterations_ = iterations_->value();
}

} // namespace gtl::ui
