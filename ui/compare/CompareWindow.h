#pragma once

#include "core/search/Algorithm.h"
#include "core/search/Trace.h"
#include "core/teaching/Comparison.h"
#include "core/tree/GameTree.h"
#include "core/tree/MoveOrdering.h"

#include <memory>

#include <QMainWindow>

class QComboBox;
class QLabel;
class QSplitter;
class QTableWidget;

namespace gtl::ui {

class BarChart;
class ComparePane;
class LockstepController;
class PlaybackController;
class PlaybackToolBar;

/// Two or more runs side by side, stepping in lockstep under one set of controls, with a table
/// and a bar chart of their figures: one of the comparisons in core's kComparisons.
class CompareWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit CompareWindow(QWidget* parent = nullptr);

    /// The tree and search the comparisons use (all but the mixed orderings use the tree).
    void setTree(std::shared_ptr<const GameTree> tree, const std::string& title, SearchOptions options);
    void showComparison(Comparison comparison);
    Comparison comparison() const;
    /// Takes a changed tree or search from the main window: a comparison that uses them
    /// starts again at step 0, as the main window's run does.
    void followTree(std::shared_ptr<const GameTree> tree, const std::string& title, SearchOptions options);

    LockstepController& lockstep() { return *lockstep_; }
    /// Drives the leading run; every other run follows it.
    PlaybackController& controller() { return *controller_; }
    const QList<ComparePane*>& panes() const { return panes_; }
    const QTableWidget& table() const { return *table_; }
    /// The figures as a plain-text table, for handouts.
    QString figuresText() const;

private:
    void showRuns(std::vector<ComparedRun> runs);
    void showFigures();
    /// The Knuth–Moore note under the table.
    static QString shapeText(const LevelShape& shape);
    void saveFigures();
    /// The table's cells for one run, from its figures.
    static QStringList figureCells(const QString& title, const GameTree& tree, const SearchResult& result);

    LockstepController* lockstep_;
    PlaybackController* controller_ = nullptr;
    PlaybackToolBar* playback_;
    QComboBox* scenarioBox_;
    QSplitter* paneRow_;
    QTableWidget* table_;
    BarChart* chart_;
    QLabel* shapeNote_;
    QList<ComparePane*> panes_;
    std::shared_ptr<const GameTree> tree_;
    std::string title_;
    SearchOptions options_;
};

} // namespace gtl::ui
