#pragma once

#include "Replay.h"
#include "SearchRun.h"

#include <QObject>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>

namespace gtl::ui {

/// Moves the cursor of a run's replay: step, play forward or backward at a speed, seek, and
/// jump between cut-offs. The only owner of the search state: panels and the scene read the
/// replay through it and follow its signals.
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

    explicit PlaybackController(QObject* parent = nullptr);

    /// Starts over on @p run at step 0 (paused).
    void load(std::shared_ptr<const SearchRun> run);
    const std::shared_ptr<const SearchRun>& run() const { return run_; }
    /// The step just after the next (direction +1) or previous (−1) cut-off, if there is one.
    std::optional<std::size_t> cutoffStep(int direction) const;
    const Replay& replay() const { return *replay_; }
    bool hasRun() const { return replay_ != nullptr; }

    std::size_t step() const { return replay_ ? replay_->step() : 0; }
    std::size_t stepCount() const { return replay_ ? replay_->stepCount() : 0; }
    bool isPlaying() const { return timer_.isActive(); }
    bool isPlayingBackward() const { return isPlaying() && direction_ < 0; }
    double speed() const { return speed_; }
    /// The interval between ticks while playing, in milliseconds.
    int interval() const;
    /// How many steps each tick takes.
    std::size_t stepsPerTick() const;
    /// How long one step's transition should take, so that it ends before the next step.
    int animationDuration() const;
    /// Where playing forward must stop: the first step after @p from and no later than @p to
    /// that is a stop (a practice question), or nothing. Stepping and seeking never stop.
    using StopFinder = std::function<std::optional<std::size_t>(std::size_t from, std::size_t to)>;
    void setStopFinder(StopFinder finder) { stopFinder_ = std::move(finder); }

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
    void runLoaded();
    /// The cursor moved from @p previous to @p step.
    void stepChanged(std::size_t step, std::size_t previous);
    void playingChanged(bool playing);
    void speedChanged(double speed);

private:
    void moveTo(std::size_t step);
    void tick();
    void startPlaying(int direction);

    StopFinder stopFinder_;
    std::shared_ptr<const SearchRun> run_;
    std::unique_ptr<Replay> replay_;
    QTimer timer_;
    int direction_ = 1;
    double speed_ = 1;
};

} // namespace gtl::ui
