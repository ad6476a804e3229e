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
}

QSize ScrollingLabel::minimumSizeHint() const
{
    // Asked for afresh each time: the label's margins and type are set after it is made.
    const QMargins margins = label_->contentsMargins();
    const int height = label_->fontMetrics().lineSpacing() * lines_ + 2 * label_->margin() + margins.top()
        + margins.bottom() + 2 * label_->frameWidth() + 2 * frameWidth();
    return {QScrollArea::minimumSizeHint().width(), height};
}

bool ScrollingLabel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == label_ && (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange))
        updateGeometry();
    return QScrollArea::eventFilter(watched, event);
}

} // namespace gtl::ui
