// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QTimer>

#include <functional>
#include <optional>
#include <vector>

namespace gtl::ui {

class RunModel;

/// Moves a RunModel's cursor: step, play forward or backward at a speed, seek, and jump
/// between cut-offs. It owns the timer and the speed; the run and the step belong to the model.
class PlaybackController : public QObject {
    Q_OBJECT

public:
    /// The fastest speeds are for big trees: beyond what a timer can tick they take several
    /// steps per tick (and skip the transitions).
    static constexpr double kSpeeds[] = {0.25, 0.5, 1, 2, 4, 8, 16, 32, 100, 1000};
    /// Time between steps at 1×.
    static constexpr int kBaseIntervalMs = 800;
    /// The shortest time between two ticks.
    static constexpr int kMinIntervalMs = 15;

    explicit PlaybackController(RunModel& model, QObject* parent = nullptr);

    const RunModel& model() const { return model_; }
    bool isPlaying() const { return timer_.isActive(); }
    bool isPlayingBackward() const { return isPlaying() && direction_ < 0; }
    double speed() const { return speed_; }
    /// The interval between ticks while playing, in milliseconds.
    int interval() const;
    /// How many steps each tick takes.
    std::size_t stepsPerTick() const;
    /// How long one step's transition should take, so that it ends before the next step; 0,
    /// a change at once, where motion is reduced.
    int animationDuration() const;

    /// Where playing forward must stop: the first step after @p from and no later than @p to
    /// that is a stop (a practice question), or nothing. Stepping and seeking never stop.
    using StopFinder = std::function<std::optional<std::size_t>(std::size_t from, std::size_t to)>;
    void setStopFinder(StopFinder finder) { stopFinder_ = std::move(finder); }

    /// The step just after the nearest cut-off after (direction +1) or before (−1) the cursor,
    /// among the cut-offs of this model's run and of every run in setCutoffRuns().
    std::optional<std::size_t> cutoffStep(int direction) const;
    /// Runs stepped alongside (a comparison): their cut-offs count as well.
    void setCutoffRuns(std::vector<const RunModel*> runs);
    /// Turns the cut-off jumps off, while where the cut-offs lie is the question (practice).
    void setCutoffJumpsEnabled(bool enabled);

public slots:
    void stepForward();
    void stepBack();
    void seek(std::size_t step);
    void toStart();
    void toEnd();
    void play();
    void playBackward();
    void pause();
    void togglePlay();
    void setSpeed(double speed);
    void faster();
    void slower();
    void nextCutoff();
    void previousCutoff();

signals:
    void playingChanged(bool playing);
    void speedChanged(double speed);
    /// Which cut-offs the jumps reach changed (not only because the cursor moved).
    void cutoffsChanged();

private:
    void moveTo(std::size_t step);
    void tick();
    void startPlaying(int direction);

    RunModel& model_;
    StopFinder stopFinder_;
    std::vector<const RunModel*> cutoffRuns_;
    bool cutoffJumps_ = true;
    QTimer timer_;
    int direction_ = 1;
    double speed_ = 1;
};

} // namespace gtl::ui
