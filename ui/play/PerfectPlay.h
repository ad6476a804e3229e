// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/GameKind.h"
#include "core/games/MoveVerdict.h"
#include "ui/jobs/JobRunner.h"

#include <QObject>

#include <atomic>
#include <vector>

namespace gtl::ui {

/// What perfect play says of each move of a position, for the games that have an exact
/// solver: the game's solution turned into verdicts, worked out on the job service, one
/// position at a time. A new request or a
/// cancel stops the one running and drops its answer.
class PerfectPlay : public QObject {
    Q_OBJECT

public:
    explicit PerfectPlay(QObject* parent = nullptr);

    /// The verdicts on every legal move of @p position, worked out on the calling thread.
    static std::vector<MoveVerdict> verdicts(
        const GameKind& game, Position position, const std::atomic<bool>& cancelled);

    /// Starts working out the verdicts on @p position; solved() brings them.
    void solve(const GameKind& game, Position position);
    void cancel() { runner_.cancel(); }
    bool isSolving() const { return runner_.isRunning(); }
    /// The position being solved, while isSolving().
    Position position() const { return position_; }

signals:
    void solved(gtl::Position position, const std::vector<gtl::MoveVerdict>& verdicts);

private:
    JobRunner runner_;
    Position position_ = 0;
};

} // namespace gtl::ui
