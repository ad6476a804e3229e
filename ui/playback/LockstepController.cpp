// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/playback/LockstepController.h"

#include "ui/playback/RunModel.h"

#include <algorithm>

namespace gtl::ui {

LockstepController::LockstepController(QObject* parent)
    : QObject(parent)
{
}

void LockstepController::setRuns(std::vector<RunModel*> runs)
{
    disconnect(following_);
    runs_ = std::move(runs);
    leader_ = runs_.empty() ? nullptr : *std::max_element(runs_.begin(), runs_.end(), [](auto* a, auto* b) {
        return a->stepCount() < b->stepCount();
    });
    if (leader_)
        following_ = connect(leader_, &RunModel::stepChanged, this, &LockstepController::follow);
    follow(leader_ ? leader_->step() : 0);
}

void LockstepController::follow(std::size_t step)
{
    for (RunModel* run : runs_) {
        if (run != leader_)
            run->seek(std::min(step, run->stepCount()), leader_->transitionMs());
    }
}

} // namespace gtl::ui
