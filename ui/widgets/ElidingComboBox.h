// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QComboBox>

namespace gtl::ui {

/// A combo box no wider than a number of letters, however long its entries: the entry shown
/// ends in "…" where it is too long, instead of being cut off mid-letter, and the list opens as
/// wide as its entries.
class ElidingComboBox : public QComboBox {
    Q_OBJECT

public:
    /// At most as wide as @p letters letters.
    explicit ElidingComboBox(int letters, QWidget* parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    /// @p hint no wider than the letters allow.
    QSize capped(QSize hint) const;

    int letters_;
};

} // namespace gtl::ui
