#include "LockstepController.h"

#include "PlaybackController.h"

#include <algorithm>

namespace gtl::ui {

LockstepController::LockstepController(QObject* parent)
    : QObject(parent)
{
}

void LockstepController::setRuns(std::vector<PlaybackController*> runs)
{
    disconnect(following_);
    runs_ = std::move(runs);
    leader_ = runs_.empty() ? nullptr : *std::max_element(runs_.begin(), runs_.end(), [](auto* a, auto* b) {
        return a->stepCount() < b->stepCount();
    });
    if (leader_)
        following_ = connect(leader_, &PlaybackController::stepChanged, this, &LockstepController::follow);
    follow(leader_ ? leader_->step() : 0);
}

void LockstepController::follow(std::size_t step)
{
    for (PlaybackController* run : runs_) {
        if (run != leader_)
            run->seek(std::min(step, run->stepCount()));
    }
}

std::optional<std::size_t> LockstepController::cutoffStep(int direction) const
{
    // The nearest over all runs; a run that has finished has no cut-offs ahead.
    if (!leader_)
        return std::nullopt;
    const std::size_t step = leader_->step();
    std::optional<std::size_t> nearest;
    for (const PlaybackController* run : runs_) {
        const auto candidate = direction > 0 ? run->run()->nextCutoff(step) : run->run()->previousCutoff(step);
        if (candidate && (!nearest || (direction > 0 ? *candidate < *nearest : *candidate > *nearest)))
            nearest = candidate;
    }
    return nearest;
}

void LockstepController::nextCutoff()
{
    if (const auto step = cutoffStep(+1))
        leader_->seek(*step);
}

void LockstepController::previousCutoff()
{
    if (const auto step = cutoffStep(-1))
        leader_->seek(*step);
}

} // namespace gtl::ui
