#include "ui/panels/ScrollingLabel.h"

#include <QEvent>
#include <QLabel>
#include <QScrollBar>

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
    keepRoomForLines();
}

QSize ScrollingLabel::sizeHint() const
{
    // The whole text at the width the label has now: what a layout sharing out room asks for.
    const int width = viewport()->width() > 0 ? viewport()->width() : QScrollArea::sizeHint().width();
    return {QScrollArea::sizeHint().width(), std::max(minimumHeight(), label_->heightForWidth(width))};
}

bool ScrollingLabel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == label_ && (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange))
        keepRoomForLines();
    return QScrollArea::eventFilter(watched, event);
}

void ScrollingLabel::keepRoomForLines()
{
    const QMargins margins = label_->contentsMargins();
    setMinimumHeight(label_->fontMetrics().lineSpacing() * lines_ + 2 * label_->margin() + margins.top()
        + margins.bottom() + 2 * label_->frameWidth() + 2 * frameWidth());
}

} // namespace gtl::ui
