// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/Game.h"
#include "core/search/GameSearch.h"
#include "core/tree/GameTree.h"

#include <QMainWindow>

#include <memory>

class QLabel;
class QTableWidget;

namespace gtl::ui {

class BarChart;
class JobProgress;
class JobRunner;
class SearchSettingsEditor;

/// The enhancements of the position on screen, side by side: the lab's standard
/// configurations run on it (tic-tac-toe as the game itself, any other tree as given), one row
/// of figures each, and a bar chart of the positions each configuration entered. The
/// configurations run off the window's thread, a progress strip with Cancel showing
/// meanwhile; the table on screen stays until the new one is done, and a cancel keeps it.
class LabWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit LabWindow(QWidget* parent = nullptr);

    /// How deep the lab searches a game whose tree is not built whole (Connect Four) when
    /// the window's search has no depth limit: as deep as the game's presets and lessons.
    static constexpr std::uint32_t kGameDepth = 4;

    /// Runs the lab on @p tree (called @p title): a tree and a game whose tree is whole at
    /// their full depth, another game at @p depthLimit (the window's search's), or kGameDepth
    /// when that is 0: never without a limit.
    void setTree(std::shared_ptr<const GameTree> tree, const QString& title, std::uint32_t depthLimit = 0);
    const QTableWidget& table() const { return *table_; }
    int depth() const;
    /// Waits, handling events, until the table asked for is shown or its search cancelled
    /// (for the command line and tests).
    void waitUntilShown();
    JobProgress& progress() { return *progress_; }

protected:
    /// Closed, the lab stops searching: nobody waits for its table.
    void closeEvent(QCloseEvent* event) override;

private:
    /// One row of the table, its names already made from the game.
    struct Row {
        QString name;
        SearchCounts counts;
        QString bestMove;
    };

    void run();
    void showRows(const std::vector<Row>& rows);

    JobRunner* jobs_;
    JobProgress* progress_;
    std::shared_ptr<const GameTree> tree_;
    QLabel* title_;
    SearchSettingsEditor* settings_;
    QTableWidget* table_;
    BarChart* chart_;
};

} // namespace gtl::ui
