// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSpinBox>

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
};

} // namespace gtl::ui
