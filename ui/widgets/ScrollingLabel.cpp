// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/ScrollingLabel.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLabel>
#include <QResizeEvent>
#include <QScrollBar>

#include <algorithm>

namespace gtl::ui {

ScrollingLabel::ScrollingLabel(int lines, QWidget* parent)
    : QScrollArea(parent)
    , label_(new QLabel)
    , lines_(lines)
{
    label_->setWordWrap(true);
    label_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    setWidget(label_);
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // The label's own background fills the area, however short its text.
    setBackgroundRole(QPalette::Base);
    label_->installEventFilter(this);
    placeScrollBar();
}

QSize ScrollingLabel::minimumSizeHint() const
{
    // Asked for afresh each time: the label's margins and type are set after it is made.
    const QMargins margins = label_->contentsMargins();
    const int height = label_->fontMetrics().lineSpacing() * lines_ + 2 * label_->margin() + margins.top()
        + margins.bottom() + 2 * label_->frameWidth() + 2 * frameWidth();
    return {QScrollArea::minimumSizeHint().width(), height};
}

QSize ScrollingLabel::sizeHint() const
{
    // As tall as the text at this width, between the lines kept and twice as many: a long
    // sentence takes room from what stands below, and only a longer one needs the scroll bar.
    const int kept = minimumSizeHint().height();
    const int text = label_->heightForWidth(viewport()->width()) + 2 * frameWidth();
    return {QScrollArea::sizeHint().width(), std::clamp(text, kept, 2 * kept)};
}

void ScrollingLabel::setText(const QString& text)
{
    label_->setText(text);
    updateGeometry();
    placeScrollBar();
}

void ScrollingLabel::resizeEvent(QResizeEvent* event)
{
    QScrollArea::resizeEvent(event);
    if (event->size().width() != event->oldSize().width())
        updateGeometry(); // the text wraps anew; the height asked for follows the width alone
    placeScrollBar();
}

bool ScrollingLabel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == label_ && (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)) {
        updateGeometry();
        placeScrollBar();
    }
    return QScrollArea::eventFilter(watched, event);
}

void ScrollingLabel::placeScrollBar()
{
    // The label is as wide with the scroll bar as without it, and the bar is shown exactly when
    // the text at that width is taller than the area. The scroll area would decide by the text
    // at the width without the bar: with a text just too tall, it finds that it fits there,
    // hides the bar, finds that it does not, shows it again, and so on for as long as a minute.
    const int barWidth = verticalScrollBar()->sizeHint().width();
    const int labelWidth = std::max(1, width() - 2 * frameWidth() - barWidth);
    const bool needed = label_->heightForWidth(labelWidth) > height() - 2 * frameWidth();
    const Qt::ScrollBarPolicy policy = needed ? Qt::ScrollBarAlwaysOn : Qt::ScrollBarAlwaysOff;
    if (policy == verticalScrollBarPolicy() && viewportMargins().right() == (needed ? 0 : barWidth))
        return;
    setVerticalScrollBarPolicy(policy);
    setViewportMargins(0, 0, needed ? 0 : barWidth, 0);
    // The label takes the viewport's new width now, not when the event loop next runs: a
    // label wider than its viewport for a moment is a caption cut at its end.
    QEvent relayout(QEvent::LayoutRequest);
    QCoreApplication::sendEvent(this, &relayout);
}

} // namespace gtl::ui
