// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QToolBar>

#include <QMetaObject>

#include <functional>

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
    struct Actions {
        QAction* toStart;
        QAction* previousCutoff;
        QAction* stepBack;
        QAction* playBackward;
        QAction* play;
        QAction* stepForward;
        QAction* nextCutoff;
        QAction* toEnd;
        QAction* faster;
        QAction* slower;
        QAction* goToStep; ///< asks for a step number: teachers announce them
    };

    explicit PlaybackToolBar(QWidget* parent = nullptr);

    /// Drives @p controller from now on (nullptr for none).
    void setController(PlaybackController* controller);
    const Actions& playbackActions() const { return actions_; }

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    /// An action that calls @p drive on the controller, when there is one.
    QAction* makeAction(const QString& text, const QKeySequence& key, const QString& tip,
        std::function<void(PlaybackController&)> drive);
    void showRun();
    /// Names the jumps by where they land: cut-offs, or Monte Carlo tree search's iterations.
    void nameJumps();
    void showStep();
    void showPlaying();
    void showSpeed();
    /// Asks which step to go to, and goes there.
    void askStep(PlaybackController& controller);
    /// Names beside the icons while they fit, icons alone (names in tool tips) when they do
    /// not, so that the speed and the slider never go into the overflow menu.
    void fitButtons();
    /// Measures the width the names need again, with the names shown, and fits the buttons.
    void remeasure();

    PlaybackController* controller_ = nullptr;
    QList<QMetaObject::Connection> connections_;
    Actions actions_;
    QComboBox* speedBox_;
    QSlider* scrubber_;
    /// The width the tool bar needs with names beside its icons.
    int namedWidth_ = 0;
};

} // namespace gtl::ui
