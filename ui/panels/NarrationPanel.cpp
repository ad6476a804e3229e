// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/panels/NarrationPanel.h"

#include "core/teaching/Narrator.h"
#include "ui/language/Translated.h"
#include "ui/playback/RunModel.h"
#include "ui/playback/StepListModel.h"
#include "ui/widgets/ScrollingLabel.h"

#include <QEvent>
#include <QLabel>
#include <QListView>
#include <QTimer>
#include <QVBoxLayout>

namespace gtl::ui {

NarrationPanel::NarrationPanel(const RunModel& model, QWidget* parent)
    : QWidget(parent)
    , run_(model)
    , narrationArea_(new ScrollingLabel(3, this))
    , narration_(narrationArea_->label())
    , steps_(new QListView(this))
    , stepsModel_(new StepListModel(model, this))
{
    narration_->setTextFormat(Qt::PlainText);
    narration_->setMargin(8);
    narration_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont font = narration_->font();
    font.setPointSizeF(font.pointSizeF() * 1.2);
    narration_->setFont(font);
    narration_->setStyleSheet("QLabel { background: #fffbea; border: 1px solid #e6d9a8; border-radius: 4px; }");
    steps_->setModel(stepsModel_);
    // A long step wraps in a narrow dock (projected, German) instead of hiding behind a
    // sideways scroll bar.
    steps_->setWordWrap(true);
    steps_->setResizeMode(QListView::Adjust);
    steps_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    steps_->setFocusPolicy(Qt::NoFocus);
    steps_->setToolTip(tr("The steps so far; click one to go back to it"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    narrationArea_->setAccessibleName(tr("Narration"));
    layout->addWidget(narrationArea_);
    layout->addWidget(steps_, 1);
    connect(steps_, &QListView::clicked, this,
        [this](const QModelIndex& index) { emit stepChosen(stepsModel_->stepAt(index.row())); });
    connect(&run_, &RunModel::stepChanged, this, &NarrationPanel::showStep);
    // Larger type (projector mode) or a shorter dock moves the rows: the current one is
    // brought back into view each time the list is laid out anew.
    steps_->viewport()->installEventFilter(this);
}

bool NarrationPanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == steps_->viewport() && event->type() == QEvent::Resize)
        QTimer::singleShot(0, this, &NarrationPanel::keepCurrentStepInView);
    return QWidget::eventFilter(watched, event);
}

void NarrationPanel::keepCurrentStepInView()
{
    steps_->scrollTo(steps_->currentIndex());
}

QString NarrationPanel::narration() const
{
    return narration_->text();
}

void NarrationPanel::showStep()
{
    // A tree shown unsearched has no step to tell of: the sentence says why.
    const Message& refusal = run_.run().refusal;
    narration_->setText(refusal.empty() ? translated(Narrator::message(run_.replay()))
                                        : tr("Not searched: %1").arg(translated(refusal)));
    narrationArea_->updateGeometry(); // a longer sentence asks for more of the panel
    const QModelIndex index = stepsModel_->index(stepsModel_->rowOf(run_.step()), 0);
    steps_->setCurrentIndex(index);
    keepCurrentStepInView();
}

} // namespace gtl::ui
