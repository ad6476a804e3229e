#pragma once

#include <QHash>
#include <QToolBar>

#include <functional>
#include <optional>

class QComboBox;
class QSlider;

namespace gtl::ui {

class PlaybackController;

/// The step controls over one PlaybackController: jump to start or end, step, play forward or
/// backward, jump between cut-offs, speed and a slider over every step. Its actions carry the
/// keyboard shortcuts, so the window they are added to answers the keys.
class PlaybackToolBar : public QToolBar {
    Q_OBJECT

public:
    explicit PlaybackToolBar(QWidget* parent = nullptr);

    /// Drives @p controller from now on (nullptr for none).
    void setController(PlaybackController* controller);
    /// The action called @p name: toStart, previousCutoff, stepBack, playBackward, play,
    /// stepForward, nextCutoff, toEnd, faster, slower.
    QAction* action(const QString& name) const { return actions_.value(name); }
    const QHash<QString, QAction*>& actions() const { return actions_; }

    /// Where the cut-off buttons lead from the current step (direction +1 for the next, −1 for
    /// the previous), or nothing, which disables the button. The owner decides which cut-offs
    /// count: a comparison counts those of every run.
    using CutoffFinder = std::function<std::optional<std::size_t>(int direction)>;
    void setCutoffFinder(CutoffFinder finder);
    /// Asks the finder again, when what it answers has changed.
    void refresh();

private:
    QAction* addPlaybackAction(const QString& name, const QString& text, const QKeySequence& key, const QString& tip);
    /// Calls @p slot on the controller, if there is one.
    void forward(void (PlaybackController::*slot)());
    void showRun();
    void showStep();
    void jumpToCutoff(int direction);
    void showPlaying();
    void showSpeed();

    PlaybackController* controller_ = nullptr;
    CutoffFinder cutoffFinder_;
    QList<QMetaObject::Connection> connections_;
    QHash<QString, QAction*> actions_;
    QComboBox* speedBox_;
    QSlider* scrubber_;
};

} // namespace gtl::ui
