// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/Replay.h"
#include "core/search/SearchRun.h"

#include <QObject>

#include <memory>

namespace gtl::ui {

/// The run on screen and the step it stands at: what the tree, the panels, the compare panes
/// and the practice questions render from. Views hold it read-only and follow its signals;
/// only a PlaybackController (or the session loading a new run) moves it. There is always a
/// run: before any tree is open it is a one-node tree.
class RunModel : public QObject {
    Q_OBJECT

public:
    explicit RunModel(QObject* parent = nullptr);

    const SearchRun& run() const { return *run_; }
    /// The run itself, for what must keep it alive (a quiz that points into it).
    const std::shared_ptr<const SearchRun>& sharedRun() const { return run_; }
    const GameTree& tree() const { return *run_->tree; }
    const Replay& replay() const { return replay_; }
    std::size_t step() const { return replay_.step(); }
    std::size_t stepCount() const { return replay_.stepCount(); }
    /// How long views should take to show the last move of the cursor, in milliseconds.
    int transitionMs() const { return transitionMs_; }

    /// Puts @p run on screen at step 0.
    void load(std::shared_ptr<const SearchRun> run);
    /// Moves the cursor to @p step (clamped to the run), to be shown over @p transitionMs.
    void seek(std::size_t step, int transitionMs = 0);

signals:
    void runLoaded();
    /// The cursor moved from @p previous to @p step.
    void stepChanged(std::size_t step, std::size_t previous);

private:
    std::shared_ptr<const SearchRun> run_;
    /// Points into run_, which therefore is declared (and outlives it) first.
    Replay replay_;
    int transitionMs_ = 0;
};

} // namespace gtl::ui
