// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/playback/PlaybackController.h"

#include "ui/playback/Motion.h"
#include "ui/playback/RunModel.h"

#include <algorithm>
#include <iterator>

namespace gtl::ui {

PlaybackController::PlaybackController(RunModel& model, QObject* parent)
    : QObject(parent)
    , model_(model)
    , cutoffRuns_{&model}
{
    connect(&timer_, &QTimer::timeout, this, &PlaybackController::tick);
    // A new run starts paused at step 0.
    connect(&model_, &RunModel::runLoaded, this, &PlaybackController::pause);
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
    return Motion::isReduced() ? 0 : static_cast<int>(interval() * 0.8);
}

void PlaybackController::moveTo(std::size_t step)
{
    model_.seek(step, animationDuration());
}

void PlaybackController::stepForward()
{
    moveTo(model_.step() + 1);
}

void PlaybackController::stepBack()
{
    if (model_.step() > 0)
        moveTo(model_.step() - 1);
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
    moveTo(model_.stepCount());
}

void PlaybackController::startPlaying(int direction)
{
    // Back from the start there is nothing to play: jumping to the end would give away the
    // answer. Playing on from the end begins again from the start.
    if (direction < 0 && model_.step() == 0)
        return;
    direction_ = direction;
    if (direction > 0 && model_.replay().atEnd())
        moveTo(0);
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
    const std::size_t from = model_.step();
    if (const auto stop = direction_ > 0 && stopFinder_ ? stopFinder_(from, from + steps) : std::nullopt) {
        moveTo(*stop);
        pause();
        return;
    }
    if (direction_ > 0)
        moveTo(from + steps);
    else
        moveTo(from - std::min(steps, from));
    if ((direction_ > 0 && model_.replay().atEnd()) || (direction_ < 0 && model_.step() == 0))
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
    if (!cutoffJumps_)
        return std::nullopt;
    // The nearest over all runs; a run that has finished has no cut-offs ahead.
    std::optional<std::size_t> nearest;
    for (const RunModel* run : cutoffRuns_) {
        const auto candidate = run->run().cutoffStep(model_.step(), direction);
        if (candidate && (!nearest || (direction > 0 ? *candidate < *nearest : *candidate > *nearest)))
            nearest = candidate;
    }
    return nearest;
}

void PlaybackController::setCutoffRuns(std::vector<const RunModel*> runs)
{
    runs.push_back(&model_);
    cutoffRuns_ = std::move(runs);
    emit cutoffsChanged();
}

void PlaybackController::setCutoffJumpsEnabled(bool enabled)
{
    cutoffJumps_ = enabled;
    emit cutoffsChanged();
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
