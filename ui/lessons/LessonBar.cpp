// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/LessonBar.h"

#include "ui/lessons/LessonSession.h"
#include "ui/panels/ScrollingLabel.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

namespace gtl::ui {

LessonBar::LessonBar(const LessonSession& lessons, const QList<QAction*>& commands, QWidget* parent)
    : QWidget(parent)
    , lessons_(lessons)
    , caption_(new ScrollingLabel(3, this))
    , warning_(new QLabel(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    auto* top = new QHBoxLayout;
    for (QAction* command : commands) {
        auto* button = new QToolButton(this);
        button->setDefaultAction(command);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        top->addWidget(button);
    }
    top->addStretch(1);
    layout->addLayout(top);
    // A caption always reads whole: wrapped, and where a language or the projector's type
    // makes it longer than its room, scrolled.
    QLabel* caption = caption_->label();
    caption->setTextFormat(Qt::PlainText);
    caption->setTextInteractionFlags(Qt::TextSelectableByMouse);
    caption_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::MinimumExpanding);
    layout->addWidget(caption_, 1);
    warning_->setWordWrap(true);
    warning_->setStyleSheet(QStringLiteral("color: #a04000;"));
    layout->addWidget(warning_);
    sizeCaption();
    connect(&lessons_, &LessonSession::changed, this, &LessonBar::refresh);
    refresh();
}

QString LessonBar::captionText() const
{
    return caption_->label()->text();
}

void LessonBar::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        sizeCaption();
}

void LessonBar::sizeCaption()
{
    // Half as large again as the panels' type: the caption is read from the back of the room.
    QFont big = font();
    if (big.pixelSize() > 0) // the projector sets its type in pixels
        big.setPixelSize(qRound(big.pixelSize() * 1.5));
    else
        big.setPointSizeF(big.pointSizeF() * 1.5);
    caption_->label()->setFont(big); // the area keeps room for three of its lines
}

void LessonBar::refresh()
{
    if (!lessons_.isActive()) {
        caption_->label()->setText(tr("No lesson: open one from the Lessons menu, or add a note at a step."));
        warning_->hide();
        return;
    }
    caption_->label()->setText(lessons_.caption());
    const QString warning = lessons_.settingWarning();
    warning_->setText(warning);
    warning_->setVisible(!warning.isEmpty());
}

} // namespace gtl::ui
