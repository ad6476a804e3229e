// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/LessonBar.h"

#include "ui/lessons/LessonSession.h"
#include "ui/widgets/ScrollingLabel.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QResizeEvent>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace gtl::ui {

LessonBar::LessonBar(const LessonSession& lessons, const QList<QAction*>& commands, QWidget* parent)
    : QWidget(parent)
    , lessons_(lessons)
    , caption_(new ScrollingLabel(2, this))
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

int LessonBar::heightNeeded() const
{
    const QLabel* label = caption_->label();
    const QMargins labelMargins = label->contentsMargins();
    const int width = caption_->viewport()->width() - labelMargins.left() - labelMargins.right() - 2 * label->margin();
    int text = 0;
    const QStringList captions = lessons_.isActive()
        ? QStringList(lessons_.captions().begin(), lessons_.captions().end())
        : QStringList{label->text()};
    for (const QString& caption : captions) {
        const QRect lines = label->fontMetrics().boundingRect(
            QRect(0, 0, std::max(1, width), 1 << 20), int(label->alignment()) | Qt::TextWordWrap, caption);
        text = std::max(text, lines.height());
    }
    const int captionHeight = std::max(caption_->minimumSizeHint().height(),
        text + labelMargins.top() + labelMargins.bottom() + 2 * label->margin() + 2 * caption_->frameWidth());
    const auto* box = static_cast<const QVBoxLayout*>(layout());
    const QMargins margins = box->contentsMargins();
    int height
        = margins.top() + box->itemAt(0)->sizeHint().height() + box->spacing() + captionHeight + margins.bottom();
    if (!warning_->isHidden())
        height += box->spacing() + warning_->heightForWidth(warning_->width());
    return height;
}

void LessonBar::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        sizeCaption();
        emit heightNeededChanged();
    }
}

void LessonBar::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    if (event->size().width() != event->oldSize().width())
        emit heightNeededChanged(); // the captions wrap anew
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
        emit heightNeededChanged();
        return;
    }
    caption_->label()->setText(lessons_.caption());
    const QString warning = lessons_.settingWarning();
    warning_->setText(warning);
    warning_->setVisible(!warning.isEmpty());
    emit heightNeededChanged();
}

} // namespace gtl::ui
