// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>
#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;

namespace gtl::ui {

class BoardWidget;
class ScrollingLabel;

/// The Game panel: the board of the game being played, a line on who is to move or how it
/// ended, the engine's progress while it thinks (with a button that cancels) and the moves
/// played so far.
class PlayPanel : public QWidget {
    Q_OBJECT

public:
    explicit PlayPanel(QWidget* parent = nullptr);

    BoardWidget& board() { return *board_; }
    QPushButton& cancelButton() { return *cancel_; }
    /// The line under the board: "X to move: click a column or type its number".
    void setStatus(const QString& status);
    QString status() const;
    /// The moves played, numbered in rounds of the game's @p players ("1. 4  3", "2. 5"), in a
    /// paragraph that wraps.
    void setMoves(const QStringList& moves, int players);
    QStringList moveLines() const;
    /// Shows the engine thinking for @p ms so far, or hides the progress when @p ms < 0.
    void showThinking(qint64 ms);
    bool isThinking() const;

signals:
    void cancelPressed();

protected:
    /// Keeps the status line larger and bold as the panel's type changes (projector mode).
    void changeEvent(QEvent* event) override;

private:
    /// The status line in the panel's type made larger and bold: the sentence a class reads.
    void emphasizeStatus();

    BoardWidget* board_;
    ScrollingLabel* statusArea_;
    QLabel* status_;
    QProgressBar* progress_;
    QPushButton* cancel_;
    ScrollingLabel* movesArea_;
    QLabel* moves_;
    QStringList moveLines_;
};

} // namespace gtl::ui
