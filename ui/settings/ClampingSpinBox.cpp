// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/settings/ClampingSpinBox.h"

#include <QLocale>

#include <algorithm>

namespace gtl::ui {

ClampingSpinBox::ClampingSpinBox(QWidget* parent)
    : QSpinBox(parent)
{
    setCorrectionMode(QAbstractSpinBox::CorrectToNearestValue);
}

QValidator::State ClampingSpinBox::validate(QString& text, int& position) const
{
    const QValidator::State state = QSpinBox::validate(text, position);
    // A whole number out of range is still being typed: fixup() brings it in on Enter or
    // when the field loses the keyboard.
    return state == QValidator::Invalid && typedNumber(text) ? QValidator::Intermediate : state;
}

void ClampingSpinBox::fixup(QString& text) const
{
    if (const std::optional<int> number = typedNumber(text))
        text = prefix() + textFromValue(std::clamp(*number, minimum(), maximum())) + suffix();
}

std::optional<int> ClampingSpinBox::typedNumber(const QString& text) const
{
    QString number = text;
    if (number.startsWith(prefix()))
        number.remove(0, prefix().size());
    if (number.endsWith(suffix()))
        number.chop(suffix().size());
    bool isNumber = false;
    const int value = locale().toInt(number.trimmed(), &isNumber);
    return isNumber ? std::optional(value) : std::nullopt;
}

} // namespace gtl::ui
