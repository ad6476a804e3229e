// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/play/ClampingSpinBox.h"

#include <QLocale>

namespace gtl::ui {

ClampingSpinBox::ClampingSpinBox(QWidget* parent)
    : QSpinBox(parent)
{
    setCorrectionMode(QAbstractSpinBox::CorrectToNearestValue);
}

QValidator::State ClampingSpinBox::validate(QString& text, int& position) const
{
    const QValidator::State state = QSpinBox::validate(text, position);
    if (state != QValidator::Invalid)
        return state;
    // A whole number out of range is still being typed: the correction brings it in on Enter
    // or when the field loses the keyboard.
    QString number = text;
    if (number.startsWith(prefix()))
        number.remove(0, prefix().size());
    if (number.endsWith(suffix()))
        number.chop(suffix().size());
    bool isNumber = false;
    locale().toInt(number.trimmed(), &isNumber);
    return isNumber ? QValidator::Intermediate : QValidator::Invalid;
}

} // namespace gtl::ui
