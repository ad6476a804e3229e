// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

namespace gtl::ui {

/// A dark screen over the whole of a window (a presenter's B key): tree, counters, narration,
/// caption and step list alike, so nothing on screen gives an answer away while the room
/// talks. A quiet line says how to come back. It takes neither focus nor keys, so the
/// window's shortcuts (B among them) still work under it.
class BlankScreen : public QWidget {
    Q_OBJECT

public:
    /// Covers @p window from now on whenever it is shown; hidden at first.
    explicit BlankScreen(QWidget& window);

    /// The line at the bottom of the dark screen.
    static QString comeBackText();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
};

} // namespace gtl::ui
