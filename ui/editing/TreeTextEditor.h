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
/// again. A valid change is offered as a new tree.
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

signals:
    void treeEdited(const gtl::GameTree& tree);

private:
    void validate();

    QPlainTextEdit* edit_;
    ScrollingLabel* statusArea_;
    QLabel* status_; ///< in statusArea_
    QTimer pause_;
    QString shownText_;
    QString error_;
    bool showing_ = false;
    bool echoing_ = false; ///< while the window takes in the tree typed here
};

} // namespace gtl::ui
