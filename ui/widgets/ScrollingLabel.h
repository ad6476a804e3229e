// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QScrollArea>

class QLabel;

namespace gtl::ui {

/// A wrapped label in a scroll area: text longer than the room a panel gives it can still be
/// read to its end. Docks and their layouts do not ask a wrapped label how tall it needs to be.
class ScrollingLabel : public QScrollArea {
    Q_OBJECT

public:
    /// Keeps room for @p lines lines of the label's type, whatever the text.
    explicit ScrollingLabel(int lines, QWidget* parent = nullptr);

    /// The label: its text, type and style are the caller's to set.
    QLabel* label() const { return label_; }
    /// Shows @p text and asks the layout for the height it needs.
    void setText(const QString& text);

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /// Shows the scroll bar when the text needs it, keeping the label's width either way.
    void placeScrollBar();

    QLabel* label_;
    int lines_;
};

} // namespace gtl::ui
