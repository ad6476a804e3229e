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

void LockstepController::nextCutoff()
{
    if (!leader_)
        return;
    std::size_t best = SIZE_MAX;
    for (PlaybackController* run : runs_) {
        const auto& events = run->run()->trace.events;
        for (std::size_t i = leader_->step(); i < events.size() && i + 1 < best; ++i) {
            if (events[i].kind == EventKind::Cutoff) {
                best = i + 1;
                break;
            }
        }
    }
    if (best != SIZE_MAX)
        leader_->seek(best);
}

void LockstepController::previousCutoff()
{
    if (!leader_ || leader_->step() < 2)
        return;
    std::size_t best = 0;
    for (PlaybackController* run : runs_) {
        const auto& events = run->run()->trace.events;
        for (std::size_t i = std::min(leader_->step() - 1, events.size()); i-- > best;) {
            if (events[i].kind == EventKind::Cutoff) {
                best = i + 1;
                break;
            }
        }
    }
    if (best > 0)
        leader_->seek(best);
}

} // namespace gtl::ui
