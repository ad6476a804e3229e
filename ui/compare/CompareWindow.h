// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/content/Comparison.h"
#include "core/search/Algorithm.h"
#include "core/search/Trace.h"
#include "core/tree/GameTree.h"
#include "core/tree/MoveOrdering.h"
#include "ui/compare/ComparisonFigures.h"

#include <memory>

#include <QMainWindow>
#include <QTimer>

class QAction;
class QComboBox;
class QGridLayout;
class QMenu;
class QSplitter;
class QTableWidget;

namespace gtl {
struct SearchRun;
}

namespace gtl::ui {

class BarChart;
class ComparePane;
class JobProgress;
class JobRunner;
class LockstepController;
class PlaybackController;
class PlaybackToolBar;
class ProjectorMode;

/// Two or more runs side by side, stepping in lockstep under one set of controls, with a table
/// and a bar chart of their figures so far: one of the comparisons in core's kComparisons.
/// The panes wrap into rows that fit the window, none narrower than a readable width; when
/// more runs are compared than fit a row, the first ones are shown and the others can be
/// chosen under Show (the table and the chart keep every run).
class CompareWindow : public QMainWindow {
    Q_OBJECT

public:
    /// The narrowest a pane gets: its tree, title and counters stay readable.
    static constexpr int kMinPaneWidth = 380;

    explicit CompareWindow(QWidget* parent = nullptr);
    ~CompareWindow() override;

    /// The tree and search the comparisons use (all but the mixed orderings use the tree).
    void setTree(std::shared_ptr<const GameTree> tree, const std::string& title, SearchOptions options);
    /// Searches the runs of @p comparison off the window's thread, a progress strip with
    /// Cancel showing meanwhile, and shows them once they are searched. The runs on screen stay
    /// until then; a cancel keeps them, and the choice of comparison goes back to theirs.
    void showComparison(Comparison comparison);
    /// Waits, handling events, until the runs asked for are searched and shown or the search
    /// is cancelled (for the command line and tests).
    void waitUntilShown();
    /// Whether runs are being searched for the screen.
    bool isSearching() const;
    JobProgress& progress() { return *progress_; }
    Comparison comparison() const;
    /// Takes a changed tree or search from the main window: a comparison that uses them
    /// starts again at step 0, as the main window's run does.
    void followTree(std::shared_ptr<const GameTree> tree, const std::string& title, SearchOptions options);

    /// Paints the panes in the program's palette and text size (CanvasChoices), at the window's
    /// projector mode: again whenever those change.
    void applySceneStyle();

    LockstepController& lockstep() { return *lockstep_; }
    /// Drives the leading run; every other run follows it.
    PlaybackController& controller() { return *controller_; }
    /// Every run's pane, shown or not.
    const QList<ComparePane*>& panes() const { return panes_; }
    /// Shows or hides the pane of run @p index (the Show menu's choice).
    void setPaneShown(int index, bool shown);
    /// Larger type, stronger lines and the projector's type floor in every pane; full screen
    /// unless @p fullScreen is false (a screenshot, or following the main window).
    void setProjectorMode(bool on, bool fullScreen = true);
    bool isProjectorMode() const;
    const QTableWidget& table() const { return figures_->table(); }
    const BarChart& chart() const { return figures_->chart(); }
    /// The final figures as a plain-text table, for handouts.
    QString figuresText() const;
    /// Writes figuresText() into @p path and the chart as a PNG beside it (comparison.txt,
    /// comparison.png); "" or what went wrong.
    QString writeFigures(const QString& path);

protected:
    void resizeEvent(QResizeEvent* event) override;
    /// A resized splitter gives the trees the room again.
    bool eventFilter(QObject* watched, QEvent* event) override;
    /// Closed, the window stops searching: nobody waits for its runs.
    void closeEvent(QCloseEvent* event) override;

private:
    /// The comparison chosen, which runs have panes, the figures' copy and save, projector mode.
    void addTopToolBar();
    /// A run searched off the window's thread, with its title in the window's language.
    struct SearchedRun {
        std::shared_ptr<const SearchRun> run;
        QString title;
    };
    void showRuns(std::vector<SearchedRun> runs);
    /// The Show menu: one checkable entry per run.
    void fillShowMenu();
    /// Lays the shown panes out in as many columns as fit the window at a readable width.
    void arrangePanes();
    int columnsThatFit() const;
    /// Sizes the figures and the trees now, and once more when the layout has settled (see
    /// settle_).
    void relayOut();
    /// Gives the figures the height their rows, chart and note need (at most a third of the
    /// window's) and the trees the rest, until the user drags the splitter between them: the
    /// same whether the window is on a screen or rendered offscreen, and whenever its size, its
    /// mode or its runs change.
    void giveTreesTheRoom();

    /// The table and chart at the current step.
    void showFigures();
    void saveFigures();

    JobRunner* jobs_;
    JobProgress* progress_;
    /// The comparison whose runs are on screen.
    Comparison shown_ = Comparison::MixedOrderings;
    LockstepController* lockstep_;
    PlaybackController* controller_ = nullptr;
    PlaybackToolBar* playback_;
    QComboBox* scenarioBox_;
    QMenu* showMenu_;
    QWidget* paneArea_;
    QGridLayout* paneGrid_;
    QSplitter* split_;
    ComparisonFigures* figures_;
    QList<ComparePane*> panes_;
    std::unique_ptr<ProjectorMode> projector_;
    QAction* projectorAction_;
    /// Whether the user picked the panes shown under Show; until then the first that fit.
    bool chosenByHand_ = false;
    /// Whether the user dragged the splitter between the trees and the figures.
    bool splitChosenByHand_ = false;
    /// Sizes the figures and the trees again after the events in flight: the table's rows
    /// know their heights only once the table has its width, which a window on a screen gets
    /// later than one rendered offscreen.
    QTimer settle_;
    std::shared_ptr<const GameTree> tree_;
    std::string title_;
    SearchOptions options_;
};

} // namespace gtl::ui
