// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QTimer>

class QMainWindow;
class QToolBar;

namespace gtl::ui {

/// Keeps two tool bars on one row while they fit the window's width, and puts the second on
/// a row of its own when they do not (projector mode's larger type, Monte Carlo tree search's
/// settings): a control that overflows into a row's "»" menu cannot be reached by its key.
class ToolBarRows : public QObject {
    Q_OBJECT

public:
    ToolBarRows(QMainWindow& window, QToolBar& first, QToolBar& second);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void rearrange();

    QMainWindow& window_;
    QToolBar& first_;
    QToolBar& second_;
    /// Rearranges once the events in flight are handled: a break inserted while the window
    /// lays out its tool bars would be laid out again at once.
    QTimer pending_;
};

} // namespace gtl::ui
