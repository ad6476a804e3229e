#include "PlaybackController.h"

#include <algorithm>
#include <iterator>

namespace gtl::ui {

PlaybackController::PlaybackController(QObject* parent)
    : QObject(parent)
{
    connect(&timer_, &QTimer::timeout, this, &PlaybackController::tick);
}

void PlaybackController::load(std::shared_ptr<const SearchRun> run)
{
    pause();
    // The replay points into the run, so it goes first.
    replay_.reset();
    run_ = std::move(run);
    if (run_)
        replay_ = std::make_unique<Replay>(run_->tree, run_->trace);
    emit runLoaded();
    emit stepChanged(0, 0);
}

int PlaybackController::interval() const
{
    return std::max(kMinIntervalMs, static_cast<int>(kBaseIntervalMs / speed_));
}

std::size_t PlaybackController::stepsPerTick() const
{
    return std::max<std::size_t>(1, static_cast<std::size_t>(speed_ * kMinIntervalMs / kBaseIntervalMs));
}

int PlaybackController::animationDuration() const
{
    return static_cast<int>(interval() * 0.8);
}

void PlaybackController::moveTo(std::size_t step)
{
    if (!replay_)
        return;
    const std::size_t previous = replay_->step();
    replay_->seek(step);
    if (replay_->step() != previous)
        emit stepChanged(replay_->step(), previous);
}

void PlaybackController::stepForward()
{
    if (replay_)
        moveTo(replay_->step() + 1);
}

void PlaybackController::stepBack()
{
    if (replay_ && replay_->step() > 0)
        moveTo(replay_->step() - 1);
}

void PlaybackController::seek(std::size_t step)
{
    moveTo(step);
}

void PlaybackController::toStart()
{
    moveTo(0);
}

void PlaybackController::toEnd()
{
    moveTo(stepCount());
}

void PlaybackController::startPlaying(int direction)
{
    if (!replay_)
        return;
    direction_ = direction;
    // Playing from the end (or back from the start) begins again from the other end.
    if (direction > 0 && replay_->atEnd())
        moveTo(0);
    if (direction < 0 && replay_->step() == 0)
        moveTo(stepCount());
    timer_.start(interval());
    emit playingChanged(true);
}

void PlaybackController::play()
{
    startPlaying(1);
}

void PlaybackController::playBackward()
{
    startPlaying(-1);
}

void PlaybackController::pause()
{
    if (!timer_.isActive())
        return;
    timer_.stop();
    emit playingChanged(false);
}

void PlaybackController::togglePlay()
{
    if (isPlaying())
        pause();
    else
        play();
}

void PlaybackController::tick()
{
    const std::size_t steps = stepsPerTick();
    const std::size_t from = replay_->step();
    if (const auto stop = direction_ > 0 && stopFinder_ ? stopFinder_(from, from + steps) : std::nullopt) {
        moveTo(*stop);
        pause();
        return;
    }
    if (direction_ > 0)
        moveTo(from + steps);
    else
        moveTo(from - std::min(steps, from));
    if ((direction_ > 0 && replay_->atEnd()) || (direction_ < 0 && replay_->step() == 0))
        pause();
}

void PlaybackController::setSpeed(double speed)
{
    speed = std::clamp(speed, kSpeeds[0], kSpeeds[std::size(kSpeeds) - 1]);
    if (speed == speed_)
        return;
    speed_ = speed;
    if (timer_.isActive())
        timer_.setInterval(interval());
    emit speedChanged(speed_);
}

void PlaybackController::faster()
{
    const auto next = std::upper_bound(std::begin(kSpeeds), std::end(kSpeeds), speed_);
    if (next != std::end(kSpeeds))
        setSpeed(*next);
}

void PlaybackController::slower()
{
    const auto next = std::lower_bound(std::begin(kSpeeds), std::end(kSpeeds), speed_);
    if (next != std::begin(kSpeeds))
        setSpeed(*std::prev(next));
}

std::optional<std::size_t> PlaybackController::cutoffStep(int direction) const
{
    if (!replay_)
        return std::nullopt;
    return direction > 0 ? run_->nextCutoff(replay_->step()) : run_->previousCutoff(replay_->step());
}

void PlaybackController::nextCutoff()
{
    if (const auto step = cutoffStep(+1))
        moveTo(*step);
}

void PlaybackController::previousCutoff()
{
    if (const auto step = cutoffStep(-1))
        moveTo(*step);
}

} // namespace gtl::ui
