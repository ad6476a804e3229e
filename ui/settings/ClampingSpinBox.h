// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSpinBox>

#include <optional>

namespace gtl::ui {

/// A spin box that takes a number typed beyond its range and, once typed, sets it to the
/// nearest it allows (a typed 14 becomes the most, 12), where a plain QSpinBox refuses the
/// second digit and leaves the first (14 becomes 1).
class ClampingSpinBox : public QSpinBox {
    Q_OBJECT

public:
    explicit ClampingSpinBox(QWidget* parent = nullptr);

protected:
    QValidator::State validate(QString& text, int& position) const override;
    /// Brings a number typed beyond the range to the nearest end of it.
    void fixup(QString& text) const override;

private:
    /// The number @p text holds between the prefix and the suffix, or nothing.
    std::optional<int> typedNumber(const QString& text) const;
};

} // namespace gtl::ui
