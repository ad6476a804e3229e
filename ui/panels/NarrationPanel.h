// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QListView;

namespace gtl::ui {

class RunModel;
class ScrollingLabel;
class StepListModel;

/// What the current step did, in words, above the list of all steps; clicking a step jumps there.
class NarrationPanel : public QWidget {
    Q_OBJECT

public:
    explicit NarrationPanel(const RunModel& model, QWidget* parent = nullptr);

    QString narration() const;

signals:
    /// The user clicked a step of the list to go back to it.
    void stepChosen(std::size_t step);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void showStep();
    void keepCurrentStepInView();

    const RunModel& run_;
    ScrollingLabel* narrationArea_;
    QLabel* narration_; ///< in narrationArea_
    QListView* steps_;
    StepListModel* stepsModel_;
};

} // namespace gtl::ui
