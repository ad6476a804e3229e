#pragma once

#include <QObject>

#include <optional>
#include <vector>

namespace gtl::ui {

class PlaybackController;

/// Steps several runs together. The run with the most steps leads: the comparison's controls
/// drive its controller, and every other run follows to the same step, or holds its final
/// state once it has none left.
class LockstepController : public QObject {
    Q_OBJECT

public:
    explicit LockstepController(QObject* parent = nullptr);

    /// Follows @p runs (all loaded); the longest becomes the leader.
    void setRuns(std::vector<PlaybackController*> runs);
    PlaybackController* leader() const { return leader_; }
    const std::vector<PlaybackController*>& runs() const { return runs_; }
    /// The nearest step after (direction +1) or before (−1) the leader's at which any run has
    /// just made a cut-off.
    std::optional<std::size_t> cutoffStep(int direction) const;

public slots:
    /// Jumps to the next (previous) step at which any run makes a cut-off.
    void nextCutoff();
    void previousCutoff();

private:
    void follow(std::size_t step);

    std::vector<PlaybackController*> runs_;
    PlaybackController* leader_ = nullptr;
    QMetaObject::Connection following_;
};

} // namespace gtl::ui
