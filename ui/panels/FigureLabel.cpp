// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/panels/FigureLabel.h"

#include <algorithm>

namespace gtl::ui {

FigureLabel::FigureLabel(QWidget* parent)
    : QLabel(parent)
{
}

void FigureLabel::setWidestText(const QString& text)
{
    if (text == widest_)
        return;
    widest_ = text;
    updateGeometry();
}

QSize FigureLabel::sizeHint() const
{
    return reserved(QLabel::sizeHint());
}

QSize FigureLabel::minimumSizeHint() const
{
    return reserved(QLabel::minimumSizeHint());
}

QSize FigureLabel::reserved(QSize size) const
{
    // Every digit as wide as the widest, for type whose figures are not all of one width.
    const QFontMetrics metrics = fontMetrics();
    QChar widestDigit = '0';
    for (QChar digit = '1'; digit <= '9'; digit = QChar(digit.unicode() + 1)) {
        if (metrics.horizontalAdvance(digit) > metrics.horizontalAdvance(widestDigit))
            widestDigit = digit;
    }
    QString text = widest_;
    for (QChar& c : text) {
        if (c.isDigit())
            c = widestDigit;
    }
    const int width = metrics.horizontalAdvance(text) + 2 * margin() + 2 * frameWidth();
    return {std::max(size.width(), width), size.height()};
}

} // namespace gtl::ui
