// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

#include <vector>

namespace gtl::ui {

class RunModel;

/// Steps several runs together. The run with the most steps leads: the comparison's controls
/// drive its model, and every other run follows to the same step, or holds its final state
/// once it has none left.
class LockstepController : public QObject {
    Q_OBJECT

public:
    explicit LockstepController(QObject* parent = nullptr);

    /// Follows @p runs; the longest becomes the leader.
    void setRuns(std::vector<RunModel*> runs);
    RunModel* leader() const { return leader_; }

private:
    void follow(std::size_t step);

    std::vector<RunModel*> runs_;
    RunModel* leader_ = nullptr;
    QMetaObject::Connection following_;
};

} // namespace gtl::ui
