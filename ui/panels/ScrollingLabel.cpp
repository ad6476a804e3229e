// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/panels/ScrollingLabel.h"

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
    verticalScrollBar()->installEventFilter(this);
    keepLabelWidth();
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
}

void ScrollingLabel::resizeEvent(QResizeEvent* event)
{
    QScrollArea::resizeEvent(event);
    if (event->size().width() != event->oldSize().width())
        updateGeometry(); // the text wraps anew; the height asked for follows the width alone
}

bool ScrollingLabel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == label_ && (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange))
        updateGeometry();
    if (watched == verticalScrollBar() && (event->type() == QEvent::Show || event->type() == QEvent::Hide))
        keepLabelWidth();
    return QScrollArea::eventFilter(watched, event);
}

void ScrollingLabel::keepLabelWidth()
{
    // The label is as wide with the scroll bar as without it: were it wider without, the text
    // could wrap into fewer lines, fit, hide the bar, wrap into more and show it again, forever.
    const bool barShown = verticalScrollBar()->isVisibleTo(this);
    setViewportMargins(0, 0, barShown ? 0 : verticalScrollBar()->sizeHint().width(), 0);
    // The label takes the viewport's new width now, not when the event loop next runs: a
    // label wider than its viewport for a moment is a caption cut at its end.
    QEvent relayout(QEvent::LayoutRequest);
    QCoreApplication::sendEvent(this, &relayout);
}

} // namespace gtl::ui
