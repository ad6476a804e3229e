#include "NarrationPanel.h"

#include "Narrator.h"
#include "PlaybackController.h"
#include "StepListModel.h"

#include <QLabel>
#include <QListView>
#include <QVBoxLayout>

namespace gtl::ui {

NarrationPanel::NarrationPanel(PlaybackController& controller, QWidget* parent)
    : QWidget(parent)
    , controller_(controller)
    , narration_(new QLabel(this))
    , steps_(new QListView(this))
    , model_(new StepListModel(controller, this))
{
    narration_->setWordWrap(true);
    narration_->setTextFormat(Qt::PlainText);
    narration_->setMinimumHeight(90);
    narration_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    narration_->setMargin(8);
    narration_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont font = narration_->font();
    font.setPointSizeF(font.pointSizeF() * 1.2);
    narration_->setFont(font);
    narration_->setStyleSheet("QLabel { background: #fffbea; border: 1px solid #e6d9a8; border-radius: 4px; }");
    steps_->setModel(model_);
    steps_->setUniformItemSizes(true);
    steps_->setFocusPolicy(Qt::NoFocus);
    steps_->setToolTip(tr("The steps so far; click one to go back to it"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(narration_);
    layout->addWidget(steps_, 1);
    connect(steps_, &QListView::clicked, this,
        [this](const QModelIndex& index) { controller_.seek(model_->stepAt(index.row())); });
    connect(&controller_, &PlaybackController::stepChanged, this, &NarrationPanel::showStep);
}

QString NarrationPanel::narration() const
{
    return narration_->text();
}

void NarrationPanel::showStep()
{
    if (!controller_.hasRun())
        return;
    narration_->setText(QString::fromStdString(Narrator::describe(controller_.replay())));
    const QModelIndex index = model_->index(model_->rowOf(controller_.step()), 0);
    steps_->setCurrentIndex(index);
    steps_->scrollTo(index);
}

} // namespace gtl::ui
