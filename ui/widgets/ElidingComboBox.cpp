// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/ElidingComboBox.h"

#include <QStyleOptionComboBox>
#include <QStylePainter>

#include <algorithm>

namespace gtl::ui {

ElidingComboBox::ElidingComboBox(int letters, QWidget* parent)
    : QComboBox(parent)
    , letters_(letters)
{
}

QSize ElidingComboBox::sizeHint() const
{
    return capped(QComboBox::sizeHint());
}

QSize ElidingComboBox::minimumSizeHint() const
{
    return capped(QComboBox::minimumSizeHint());
}

QSize ElidingComboBox::capped(QSize hint) const
{
    // The style's frame and arrow around the letters' width, as QComboBox adds them to its text.
    QStyleOptionComboBox option;
    initStyleOption(&option);
    const QSize letters(fontMetrics().averageCharWidth() * letters_, hint.height());
    hint.setWidth(
        std::min(hint.width(), style()->sizeFromContents(QStyle::CT_ComboBox, &option, letters, this).width()));
    return hint;
}

void ElidingComboBox::paintEvent(QPaintEvent*)
{
    // QComboBox's own painting, with the entry's text cut to the room its field has.
    QStylePainter painter(this);
    QStyleOptionComboBox option;
    initStyleOption(&option);
    painter.drawComplexControl(QStyle::CC_ComboBox, option);
    const QRect field = style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, this);
    option.currentText = fontMetrics().elidedText(option.currentText, Qt::ElideRight, field.width());
    painter.drawControl(QStyle::CE_ComboBoxLabel, option);
}

} // namespace gtl::ui
