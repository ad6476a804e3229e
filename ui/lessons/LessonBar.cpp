// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/LessonBar.h"

#include "ui/lessons/LessonSession.h"

#include <QAction>
#include <QEvent>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

namespace gtl::ui {

LessonBar::LessonBar(const LessonSession& lessons, const QList<QAction*>& commands, QWidget* parent)
    : QWidget(parent)
    , lessons_(lessons)
    , caption_(new QLabel(this))
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
    caption_->setWordWrap(true);
    caption_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    caption_->setTextFormat(Qt::PlainText);
    caption_->setTextInteractionFlags(Qt::TextSelectableByMouse);
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
    return caption_->text();
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
    big.setPointSizeF(font().pointSizeF() * 1.5);
    caption_->setFont(big);
    // Room for three lines: a caption is a few sentences.
    caption_->setMinimumHeight(QFontMetrics(big).lineSpacing() * 3 + 4);
}

void LessonBar::refresh()
{
    if (!lessons_.isActive()) {
        caption_->setText(tr("No lesson: open one from the Lessons menu, or add a note at a step."));
        warning_->hide();
        return;
    }
    caption_->setText(lessons_.caption());
    const QString warning = lessons_.settingWarning();
    warning_->setText(warning);
    warning_->setVisible(!warning.isEmpty());
}

} // namespace gtl::ui
