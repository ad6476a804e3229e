// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tree/GameTree.h"

#include <QTimer>
#include <QWidget>

class QLabel;
class QPlainTextEdit;

namespace gtl::ui {

class ScrollingLabel;

/// Tree text to type or paste, checked as it is typed: an error marks its line and column and
/// says what was expected, and the last valid tree stays on screen until the text is valid
/// again. A valid change is offered as a new tree; text that makes the same tree (white space,
/// comments) is no change.
class TreeTextEditor : public QWidget {
    Q_OBJECT

public:
    /// Trees larger than this are not shown as text: it would be megabytes to scroll through.
    static constexpr NodeId kMaxShownNodes = 20'000;

    explicit TreeTextEditor(QWidget* parent = nullptr);

    /// Shows @p tree's text without offering it back as a change.
    void showTree(const GameTree& tree);
    QString text() const;
    void setText(const QString& text); ///< as if typed
    QString error() const; ///< "" while the text is valid
    QPlainTextEdit* editor() const { return edit_; }
    /// Checks the text now instead of after the typing pause.
    void validateNow();
    /// Checks now any text typed within the typing pause, so that it is not left out of a save
    /// or lost when the window closes.
    void applyPendingEdit();
    /// Whether the text may give way to another tree or to the window closing: yes when it
    /// makes the tree on screen (text typed a moment ago is applied first). Text with an error
    /// cannot be applied and would be lost, so the user is asked; going back to it shows it
    /// with the cursor at the error.
    bool mayDiscardText();

signals:
    void treeEdited(const gtl::GameTree& tree);

private:
    void validate();
    /// Shows the text, its dock raised, with the cursor at the error and the keyboard there.
    void goToError();

    QPlainTextEdit* edit_;
    ScrollingLabel* statusArea_;
    QLabel* status_; ///< in statusArea_
    QTimer pause_;
    QString shownText_; ///< the text of the tree on screen, as the writer writes it
    QString error_;
    int errorPosition_ = 0; ///< where in the text the error is
    bool showing_ = false;
    bool echoing_ = false; ///< while the window takes in the tree typed here
};

} // namespace gtl::ui
