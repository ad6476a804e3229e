// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>

namespace gtl::ui {

/// A label for a figure that changes as the search plays: it asks for the room of the widest
/// text it will show, so that the panels around it keep still as its digits grow.
class FigureLabel : public QLabel {
    Q_OBJECT

public:
    explicit FigureLabel(QWidget* parent = nullptr);

    /// The widest text the label will show; its size is asked for in the label's type, so it
    /// follows font changes (projector mode) by itself.
    void setWidestText(const QString& text);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

private:
    QSize reserved(QSize size) const;

    QString widest_;
};

} // namespace gtl::ui
