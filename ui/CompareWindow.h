#pragma once

#include "Algorithm.h"
#include "GameTree.h"
#include "MoveOrdering.h"

#include <QMainWindow>

class QComboBox;
class QLabel;
class QSplitter;
class QTableWidget;

namespace gtl::ui {

class BarChart;
class ComparePane;
class LockstepController;
class PlaybackToolBar;

/// Two or more runs side by side, stepping in lockstep under one set of controls, with a table
/// and a bar chart of their figures: the three orderings of the mixed game, one tree under
/// minimax and alpha-beta, fail-soft against fail-hard, or the orderings of any tree.
class CompareWindow : public QMainWindow {
    Q_OBJECT

public:
    enum class Scenario { MixedOrderings, MinimaxVersusAlphaBeta, FailSoftVersusFailHard, OrderingsOfThisTree };

    explicit CompareWindow(QWidget* parent = nullptr);

    /// The tree and search the "this tree" comparisons use.
    void setTree(const GameTree& tree, const std::string& title, SearchOptions options);
    void showScenario(Scenario scenario);
    Scenario scenario() const;
    /// Takes a changed tree or search from the main window: a comparison of the tree on screen
    /// starts again at step 0 with it, as the main window's run does.
    void followTree(const GameTree& tree, const std::string& title, SearchOptions options);

    LockstepController& lockstep() { return *lockstep_; }
    const QList<ComparePane*>& panes() const { return panes_; }
    QTableWidget& table() { return *table_; }
    /// The figures as a plain-text table, for handouts.
    QString figuresText() const;

private:
    struct RunSpec {
        QString title;
        GameTree tree;
        SearchOptions options;
    };
    std::vector<RunSpec> runsFor(Scenario scenario) const;
    void showRuns(std::vector<RunSpec> runs);
    void showFigures();
    /// The Knuth–Moore note under the table.
    static QString shapeText(const LevelShape& shape);
    void saveFigures();

    LockstepController* lockstep_;
    PlaybackToolBar* playback_;
    QComboBox* scenarioBox_;
    QSplitter* paneRow_;
    QTableWidget* table_;
    BarChart* chart_;
    QLabel* shapeNote_;
    QList<ComparePane*> panes_;
    GameTree tree_;
    std::string title_;
    SearchOptions options_;
};

} // namespace gtl::ui
