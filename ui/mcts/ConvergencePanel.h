// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/mcts/MctsConvergence.h"
#include "ui/charts/ConvergenceChart.h"
#include "ui/jobs/JobRunner.h"

#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QLabel;

namespace gtl::ui {

class RunModel;

/// How Monte Carlo tree search's answer settles, charted over the iterations: each root move's
/// share of the visits and its mean reward, a marker at the step on screen, and the reward
/// perfect play gives each move as a dashed level (solved on the job service, at low priority: a Connect
/// Four position early in the game takes seconds, and the window never waits for it).
class ConvergencePanel : public QWidget {
    Q_OBJECT

public:
    explicit ConvergencePanel(const RunModel& model, QWidget* parent = nullptr);

    const ConvergenceChart& shares() const { return *shares_; }
    const ConvergenceChart& means() const { return *means_; }
    /// Whether perfect play's rewards are still being worked out.
    bool isSolving() const { return solving_.isRunning(); }

signals:
    /// Perfect play's rewards are drawn (or known not to be had).
    void levelsShown();

protected:
    void changeEvent(QEvent* event) override;

private:
    /// The rewards last worked out, and the tree they were worked out on.
    struct Solved {
        std::weak_ptr<const GameTree> source;
        std::vector<std::optional<double>> rewards;
    };

    void showRun();
    /// Names each move's colour, and the dashed levels.
    void showLegend(const QList<ConvergenceChart::Line>& lines);
    void fitLegend();
    void showStep();
    void solve();
    void showLevels(const std::vector<std::optional<double>>& rewards);

    const RunModel& model_;
    ConvergenceChart* shares_;
    ConvergenceChart* means_;
    QLabel* legend_;
    QString legendMoves_;
    Solved solved_;
    MctsConvergence convergence_;
    JobRunner solving_;
};

} // namespace gtl::ui
