#pragma once

#include <QWidget>

class QLabel;
class QListView;

namespace gtl::ui {

class PlaybackController;
class StepListModel;

/// What the current step did, in words, above the list of all steps; clicking a step jumps there.
class NarrationPanel : public QWidget {
    Q_OBJECT

public:
    explicit NarrationPanel(PlaybackController& controller, QWidget* parent = nullptr);

    QString narration() const;
    QListView* stepList() const { return steps_; }

private:
    void showStep();

    PlaybackController& controller_;
    QLabel* narration_;
    QListView* steps_;
    StepListModel* model_;
};

} // namespace gtl::ui
