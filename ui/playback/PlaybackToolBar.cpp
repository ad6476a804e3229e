// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/playback/PlaybackToolBar.h"

#include "core/search/SearchFamilyEntry.h"
#include "ui/playback/PlaybackController.h"
#include "ui/playback/RunModel.h"
#include "ui/widgets/WideInputDialog.h"

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QLabel>
#include <QSlider>
#include <QStyle>

namespace gtl::ui {

PlaybackToolBar::PlaybackToolBar(QWidget* parent)
    : QToolBar(tr("Playback"), parent)
    , speedBox_(new QComboBox(this))
    , scrubber_(new QSlider(Qt::Horizontal, this))
{
    setObjectName("playbackToolBar");
    setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    using C = PlaybackController&;
    actions_ = {
        .toStart = makeAction(tr("Jump to Start"), Qt::Key_Home, tr("Go back to step 0"), [](C c) { c.toStart(); }),
        .previousCutoff = makeAction(tr("Previous Cut-off"), Qt::Key_P, tr("Jump back to the previous cut-off"),
            [](C c) { c.previousCutoff(); }),
        .stepBack = makeAction(tr("Step Back"), Qt::Key_Left, tr("Undo one step"), [](C c) { c.stepBack(); }),
        .playBackward = makeAction(tr("Play Backward"), QKeySequence(Qt::SHIFT | Qt::Key_Space),
            tr("Play the search in reverse"), [](C c) { c.isPlayingBackward() ? c.pause() : c.playBackward(); }),
        .play = makeAction(tr("Play"), Qt::Key_Space, tr("Play or pause"), [](C c) { c.togglePlay(); }),
        .stepForward = makeAction(tr("Step Forward"), Qt::Key_Right, tr("Take one step"), [](C c) { c.stepForward(); }),
        .nextCutoff
        = makeAction(tr("Next Cut-off"), Qt::Key_N, tr("Jump to the next cut-off"), [](C c) { c.nextCutoff(); }),
        .toEnd = makeAction(tr("Jump to End"), Qt::Key_End, tr("Go to the last step"), [](C c) { c.toEnd(); }),
        .faster = makeAction(tr("Faster"), Qt::Key_Plus, tr("Play faster"), [](C c) { c.faster(); }),
        .slower = makeAction(tr("Slower"), Qt::Key_Minus, tr("Play slower"), [](C c) { c.slower(); }),
        .goToStep = makeAction(tr("Go to Step…"), QKeySequence(Qt::CTRL | Qt::Key_G), tr("Go to the step of a number"),
            [this](C c) { askStep(c); }),
    };
    actions_.faster->setShortcuts({Qt::Key_Plus, Qt::Key_Equal});
    QStyle* s = style();
    const std::pair<QAction*, QIcon> buttons[] = {
        {actions_.toStart, s->standardIcon(QStyle::SP_MediaSkipBackward)},
        {actions_.previousCutoff, s->standardIcon(QStyle::SP_ArrowBack)},
        {actions_.stepBack, s->standardIcon(QStyle::SP_MediaSeekBackward)},
        {actions_.playBackward,
            s->standardIcon(QStyle::SP_MediaPlay).pixmap(32).transformed(QTransform().scale(-1, 1))},
        {actions_.play, s->standardIcon(QStyle::SP_MediaPlay)},
        {actions_.stepForward, s->standardIcon(QStyle::SP_MediaSeekForward)},
        {actions_.nextCutoff, s->standardIcon(QStyle::SP_ArrowForward)},
        {actions_.toEnd, s->standardIcon(QStyle::SP_MediaSkipForward)},
    };
    for (const auto& [action, icon] : buttons) {
        action->setIcon(icon);
        addAction(action);
    }

    for (double speed : PlaybackController::kSpeeds)
        speedBox_->addItem(QString::number(speed) + QStringLiteral("×"), speed);
    speedBox_->setToolTip(tr("Playing speed (+ and - keys)"));
    connect(speedBox_, &QComboBox::activated, this, [this](int index) {
        if (controller_)
            controller_->setSpeed(speedBox_->itemData(index).toDouble());
    });
    addWidget(new QLabel(tr(" Speed "), this));
    addWidget(speedBox_);
    scrubber_->setToolTip(tr("Drag to any step"));
    scrubber_->setFocusPolicy(Qt::NoFocus);
    scrubber_->setMinimumWidth(200);
    scrubber_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    connect(scrubber_, &QSlider::valueChanged, this, [this](int value) {
        if (controller_)
            controller_->seek(static_cast<std::size_t>(value));
    });
    addWidget(scrubber_);
}

QAction* PlaybackToolBar::makeAction(
    const QString& text, const QKeySequence& key, const QString& tip, std::function<void(PlaybackController&)> drive)
{
    auto* action = new QAction(text, this);
    action->setShortcut(key);
    action->setToolTip(QStringLiteral("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)));
    action->setStatusTip(tip);
    connect(action, &QAction::triggered, this, [this, drive = std::move(drive)] {
        if (controller_)
            drive(*controller_);
    });
    return action;
}

void PlaybackToolBar::resizeEvent(QResizeEvent* event)
{
    QToolBar::resizeEvent(event);
    fitButtons();
}

void PlaybackToolBar::changeEvent(QEvent* event)
{
    QToolBar::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        remeasure(); // larger or smaller type needs another width
}

void PlaybackToolBar::remeasure()
{
    setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    namedWidth_ = 0;
    fitButtons();
}

void PlaybackToolBar::fitButtons()
{
    if (toolButtonStyle() == Qt::ToolButtonTextBesideIcon)
        namedWidth_ = sizeHint().width();
    const auto style = width() >= namedWidth_ ? Qt::ToolButtonTextBesideIcon : Qt::ToolButtonIconOnly;
    if (style != toolButtonStyle())
        setToolButtonStyle(style);
}

void PlaybackToolBar::setController(PlaybackController* controller)
{
    for (const auto& connection : connections_)
        disconnect(connection);
    connections_.clear();
    controller_ = controller;
    if (!controller_)
        return;
    const RunModel& model = controller_->model();
    connections_ << connect(&model, &RunModel::runLoaded, this, &PlaybackToolBar::showRun)
                 << connect(&model, &RunModel::stepChanged, this, &PlaybackToolBar::showStep)
                 << connect(controller_, &PlaybackController::cutoffsChanged, this, &PlaybackToolBar::showStep)
                 << connect(controller_, &PlaybackController::playingChanged, this, &PlaybackToolBar::showPlaying)
                 << connect(controller_, &PlaybackController::speedChanged, this, &PlaybackToolBar::showSpeed);
    showRun();
    showPlaying();
    showSpeed();
}

void PlaybackToolBar::nameJumps()
{
    // The jumps land on the run's landmarks: its cut-offs, or for a search that samples and cuts
    // nothing off, the start of each iteration.
    const EventKind landmark = familyEntry(controller_->model().run().trace.options.algorithm).landmark;
    const auto name = [](QAction* action, const QString& text, const QString& tip) {
        action->setText(text);
        action->setToolTip(QStringLiteral("%1 (%2)").arg(tip, action->shortcut().toString(QKeySequence::NativeText)));
        action->setStatusTip(tip);
    };
    if (landmark == EventKind::Sample) {
        name(actions_.previousCutoff, tr("Previous Iteration"), tr("Jump back to the start of the previous iteration"));
        name(actions_.nextCutoff, tr("Next Iteration"), tr("Jump to the start of the next iteration"));
    } else {
        name(actions_.previousCutoff, tr("Previous Cut-off"), tr("Jump back to the previous cut-off"));
        name(actions_.nextCutoff, tr("Next Cut-off"), tr("Jump to the next cut-off"));
    }
    remeasure(); // other names take other room
}

void PlaybackToolBar::showRun()
{
    nameJumps();
    const QSignalBlocker blocker(scrubber_);
    scrubber_->setRange(0, static_cast<int>(std::min<std::size_t>(controller_->model().stepCount(), INT_MAX)));
    scrubber_->setPageStep(std::max(1, scrubber_->maximum() / 20));
    showStep(); // a new run may load at the same step with other cut-offs
}

void PlaybackToolBar::showStep()
{
    const QSignalBlocker blocker(scrubber_);
    const RunModel& model = controller_->model();
    scrubber_->setValue(static_cast<int>(model.step()));
    const bool atStart = model.step() == 0;
    const bool atEnd = model.step() == model.stepCount();
    actions_.stepBack->setEnabled(!atStart);
    actions_.toStart->setEnabled(!atStart);
    actions_.playBackward->setEnabled(!atStart);
    actions_.stepForward->setEnabled(!atEnd);
    actions_.toEnd->setEnabled(!atEnd);
    actions_.previousCutoff->setEnabled(controller_->cutoffStep(-1).has_value());
    actions_.nextCutoff->setEnabled(controller_->cutoffStep(+1).has_value());
}

void PlaybackToolBar::showPlaying()
{
    const bool playingForward = controller_->isPlaying() && !controller_->isPlayingBackward();
    actions_.play->setText(playingForward ? tr("Pause") : tr("Play"));
    actions_.play->setIcon(style()->standardIcon(playingForward ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    actions_.playBackward->setText(controller_->isPlayingBackward() ? tr("Pause") : tr("Play Backward"));
}

void PlaybackToolBar::askStep(PlaybackController& controller)
{
    const std::size_t steps = controller.model().stepCount();
    const auto dialog = wideInputDialog(window(), tr("Go to Step"), tr("Step (0 to %L1):").arg(steps));
    dialog->setObjectName("goToStepDialog");
    dialog->setInputMode(QInputDialog::IntInput);
    dialog->setIntRange(0, static_cast<int>(std::min<std::size_t>(steps, INT_MAX)));
    dialog->setIntValue(static_cast<int>(controller.model().step()));
    if (dialog->exec() == QDialog::Accepted)
        controller.seek(static_cast<std::size_t>(dialog->intValue()));
}

void PlaybackToolBar::showSpeed()
{
    speedBox_->setCurrentIndex(speedBox_->findData(controller_->speed()));
}

} // namespace gtl::ui
