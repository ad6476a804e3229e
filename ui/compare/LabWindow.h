// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/Game.h"
#include "core/tree/GameTree.h"

#include <QMainWindow>

#include <memory>

class QComboBox;
class QLabel;
class QSpinBox;
class QTableWidget;

namespace gtl::ui {

class BarChart;

/// The enhancements of the position on screen, side by side: the lab's standard
/// configurations run on it (tic-tac-toe as the game itself, any other tree as given), one row
/// of figures each, and a bar chart of the positions each configuration entered.
class LabWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit LabWindow(QWidget* parent = nullptr);

    /// Runs the lab on @p tree (called @p title) at its full depth.
    void setTree(std::shared_ptr<const GameTree> tree, const QString& title);
    const QTableWidget& table() const { return *table_; }

private:
    void run();

    std::shared_ptr<const GameTree> tree_;
    QLabel* title_;
    QSpinBox* depth_;
    QComboBox* scoring_;
    QTableWidget* table_;
    BarChart* chart_;
};

} // namespace gtl::ui
