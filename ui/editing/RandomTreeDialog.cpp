// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/editing/RandomTreeDialog.h"

#include "ui/language/Translated.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QRegularExpressionValidator>
#include <QSpinBox>

namespace gtl::ui {
namespace {

QSpinBox* spinBox(int low, int high, int value, QWidget* parent)
{
    auto* box = new QSpinBox(parent);
    box->setRange(low, high);
    box->setValue(value);
    return box;
}

} // namespace

RandomTreeDialog::RandomTreeDialog(const RandomTreeSpec& start, QWidget* parent)
    : QDialog(parent)
    , minBranching_(spinBox(1, 20, int(start.minBranching), this))
    , maxBranching_(spinBox(1, 20, int(start.maxBranching), this))
    , depth_(spinBox(1, 30, int(start.depth), this))
    , minValue_(spinBox(-kMaxLeafValue, kMaxLeafValue, start.minValue, this))
    , maxValue_(spinBox(-kMaxLeafValue, kMaxLeafValue, start.maxValue, this))
    , players_(spinBox(2, int(GameTree::kMaxPlayers), std::max(2, int(start.players)), this))
    , scoreSum_(spinBox(-1, 1000, start.scoreSum == kNoValue ? -1 : start.scoreSum, this))
    , seed_(new QLineEdit(QString::number(start.seed), this))
    , note_(new QLabel(this))
    , buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("New Random Tree"));
    seed_->setValidator(new QRegularExpressionValidator(QRegularExpression("[0-9]{1,19}"), seed_));
    seed_->setToolTip(tr("The same seed and settings give the same tree on every computer"));
    auto* newSeed = new QPushButton(tr("New Seed"), this);
    connect(newSeed, &QPushButton::clicked, this, &RandomTreeDialog::newSeed);
    auto* branching = new QHBoxLayout;
    branching->addWidget(minBranching_);
    branching->addWidget(new QLabel(tr("to"), this));
    branching->addWidget(maxBranching_);
    auto* values = new QHBoxLayout;
    values->addWidget(minValue_);
    values->addWidget(new QLabel(tr("to"), this));
    values->addWidget(maxValue_);
    // Two players are MAX and MIN with one value per leaf; more are scored each at every leaf.
    players_->setSpecialValueText(tr("2: MAX and MIN"));
    players_->setToolTip(tr("With three players or more each leaf scores every player, searched by max^n or paranoid"));
    scoreSum_->setSpecialValueText(tr("any"));
    scoreSum_->setToolTip(tr("Scores from 0 that add up to this at every leaf, which lets max^n prune"));
    auto* seed = new QHBoxLayout;
    seed->addWidget(seed_, 1);
    seed->addWidget(newSeed);
    auto* form = new QFormLayout(this);
    form->addRow(tr("Moves per position:"), branching);
    form->addRow(tr("Depth:"), depth_);
    form->addRow(tr("Leaf values:"), values);
    form->addRow(tr("Players:"), players_);
    form->addRow(tr("Scores add up to:"), scoreSum_);
    form->addRow(tr("Seed:"), seed);
    form->addRow(note_);
    form->addRow(buttons_);
    note_->setWordWrap(true);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QSpinBox* box : {minBranching_, maxBranching_, depth_, minValue_, maxValue_, players_, scoreSum_})
        connect(box, &QSpinBox::valueChanged, this, &RandomTreeDialog::check);
    connect(seed_, &QLineEdit::textChanged, this, &RandomTreeDialog::check);
    check();
}

RandomTreeSpec RandomTreeDialog::spec() const
{
    RandomTreeSpec spec;
    spec.minBranching = std::uint32_t(minBranching_->value());
    spec.maxBranching = std::uint32_t(maxBranching_->value());
    spec.depth = std::uint32_t(depth_->value());
    spec.minValue = minValue_->value();
    spec.maxValue = maxValue_->value();
    spec.players = players_->value() > 2 ? std::uint32_t(players_->value()) : 0;
    spec.scoreSum = spec.players != 0 && scoreSum_->value() >= 0 ? scoreSum_->value() : kNoValue;
    spec.seed = seed_->text().toULongLong();
    return spec;
}

void RandomTreeDialog::newSeed()
{
    seed_->setText(QString::number(QRandomGenerator::global()->bounded(1, 100000)));
}

void RandomTreeDialog::check()
{
    const RandomTreeSpec s = spec();
    // A constant sum draws the scores from 0 to it, in place of the value range.
    scoreSum_->setEnabled(s.players != 0);
    minValue_->setEnabled(s.scoreSum == kNoValue);
    maxValue_->setEnabled(s.scoreSum == kNoValue);
    const QString problem = translated(s.problem());
    const bool ok = problem.isEmpty() && !seed_->text().isEmpty();
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(ok);
    note_->setText(ok ? tr("Share it as: --random %1").arg(QString::fromStdString(s.toString()))
                      : (problem.isEmpty() ? tr("Type a seed.") : problem));
}

} // namespace gtl::ui
