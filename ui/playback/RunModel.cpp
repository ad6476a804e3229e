// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/playback/RunModel.h"

#include <utility>

namespace gtl::ui {

RunModel::RunModel(QObject* parent)
    : QObject(parent)
    , run_(SearchRun::empty())
    , replay_(*run_->tree, run_->trace)
{
}

void RunModel::load(std::shared_ptr<const SearchRun> run)
{
    // The old run lives until the replay no longer points into it.
    const auto previous = std::exchange(run_, std::move(run));
    replay_ = Replay(*run_->tree, run_->trace);
    transitionMs_ = 0;
    emit runLoaded();
    emit stepChanged(0, 0);
}

void RunModel::seek(std::size_t step, int transitionMs)
{
    const std::size_t previous = replay_.step();
    replay_.seek(std::min(step, replay_.stepCount()));
    transitionMs_ = transitionMs;
    if (replay_.step() != previous)
        emit stepChanged(replay_.step(), previous);
}

} // namespace gtl::ui
