#include "PlaybackToolBar.h"

#include "PlaybackController.h"

#include <QAction>
#include <QComboBox>
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
    QStyle* s = style();
    connect(addPlaybackAction("toStart", tr("Jump to Start"), Qt::Key_Home, tr("Go back to step 0")),
        &QAction::triggered, this, [this] { forward(&PlaybackController::toStart); });
    connect(
        addPlaybackAction("previousCutoff", tr("Previous Cut-off"), Qt::Key_P, tr("Jump back to the previous cut-off")),
        &QAction::triggered, this, [this] { jumpToCutoff(-1); });
    connect(addPlaybackAction("stepBack", tr("Step Back"), Qt::Key_Left, tr("Undo one step")), &QAction::triggered,
        this, [this] { forward(&PlaybackController::stepBack); });
    connect(addPlaybackAction("playBackward", tr("Play Backward"), QKeySequence(Qt::SHIFT | Qt::Key_Space),
                tr("Play the search in reverse")),
        &QAction::triggered, this, [this] {
            if (controller_)
                controller_->isPlayingBackward() ? controller_->pause() : controller_->playBackward();
        });
    connect(addPlaybackAction("play", tr("Play"), Qt::Key_Space, tr("Play or pause")), &QAction::triggered, this,
        [this] { forward(&PlaybackController::togglePlay); });
    connect(addPlaybackAction("stepForward", tr("Step Forward"), Qt::Key_Right, tr("Take one step")),
        &QAction::triggered, this, [this] { forward(&PlaybackController::stepForward); });
    connect(addPlaybackAction("nextCutoff", tr("Next Cut-off"), Qt::Key_N, tr("Jump to the next cut-off")),
        &QAction::triggered, this, [this] { jumpToCutoff(+1); });
    connect(addPlaybackAction("toEnd", tr("Jump to End"), Qt::Key_End, tr("Go to the last step")), &QAction::triggered,
        this, [this] { forward(&PlaybackController::toEnd); });
    connect(addPlaybackAction("faster", tr("Faster"), Qt::Key_Plus, tr("Play faster")), &QAction::triggered, this,
        [this] { forward(&PlaybackController::faster); });
    connect(addPlaybackAction("slower", tr("Slower"), Qt::Key_Minus, tr("Play slower")), &QAction::triggered, this,
        [this] { forward(&PlaybackController::slower); });
    action("faster")->setShortcuts({Qt::Key_Plus, Qt::Key_Equal});
    action("toStart")->setIcon(s->standardIcon(QStyle::SP_MediaSkipBackward));
    action("previousCutoff")->setIcon(s->standardIcon(QStyle::SP_ArrowBack));
    action("stepBack")->setIcon(s->standardIcon(QStyle::SP_MediaSeekBackward));
    action("playBackward")
        ->setIcon(s->standardIcon(QStyle::SP_MediaPlay).pixmap(32).transformed(QTransform().scale(-1, 1)));
    action("play")->setIcon(s->standardIcon(QStyle::SP_MediaPlay));
    action("stepForward")->setIcon(s->standardIcon(QStyle::SP_MediaSeekForward));
    action("nextCutoff")->setIcon(s->standardIcon(QStyle::SP_ArrowForward));
    action("toEnd")->setIcon(s->standardIcon(QStyle::SP_MediaSkipForward));
    for (const char* name :
        {"toStart", "previousCutoff", "stepBack", "playBackward", "play", "stepForward", "nextCutoff", "toEnd"})
        addAction(action(name));

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

QAction* PlaybackToolBar::addPlaybackAction(
    const QString& name, const QString& text, const QKeySequence& key, const QString& tip)
{
    auto* action = new QAction(text, this);
    action->setObjectName(name);
    action->setShortcut(key);
    action->setToolTip(QStringLiteral("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)));
    action->setStatusTip(tip);
    actions_.insert(name, action);
    return action;
}

void PlaybackToolBar::forward(void (PlaybackController::*slot)())
{
    if (controller_)
        (controller_->*slot)();
}

void PlaybackToolBar::setController(PlaybackController* controller)
{
    for (const auto& connection : connections_)
        disconnect(connection);
    connections_.clear();
    controller_ = controller;
    if (!controller_)
        return;
    connections_ << connect(controller_, &PlaybackController::runLoaded, this, &PlaybackToolBar::showRun)
                 << connect(controller_, &PlaybackController::stepChanged, this, &PlaybackToolBar::showStep)
                 << connect(controller_, &PlaybackController::playingChanged, this, &PlaybackToolBar::showPlaying)
                 << connect(controller_, &PlaybackController::speedChanged, this, &PlaybackToolBar::showSpeed);
    showRun();
    showStep();
    showPlaying();
    showSpeed();
}

void PlaybackToolBar::showRun()
{
    const QSignalBlocker blocker(scrubber_);
    scrubber_->setRange(0, static_cast<int>(std::min<std::size_t>(controller_->stepCount(), INT_MAX)));
    scrubber_->setPageStep(std::max(1, scrubber_->maximum() / 20));
    showStep(); // a new run may load at the same step with other cut-offs
}

void PlaybackToolBar::showStep()
{
    const QSignalBlocker blocker(scrubber_);
    scrubber_->setValue(static_cast<int>(controller_->step()));
    const bool atStart = controller_->step() == 0;
    const bool atEnd = controller_->step() == controller_->stepCount();
    action("stepBack")->setEnabled(!atStart);
    action("toStart")->setEnabled(!atStart);
    action("stepForward")->setEnabled(!atEnd);
    action("toEnd")->setEnabled(!atEnd);
    action("previousCutoff")->setEnabled(cutoffFinder_ && cutoffFinder_(-1));
    action("nextCutoff")->setEnabled(cutoffFinder_ && cutoffFinder_(+1));
}

void PlaybackToolBar::setCutoffFinder(CutoffFinder finder)
{
    cutoffFinder_ = std::move(finder);
    refresh();
}

void PlaybackToolBar::refresh()
{
    if (controller_)
        showStep();
}

void PlaybackToolBar::jumpToCutoff(int direction)
{
    if (!controller_ || !cutoffFinder_)
        return;
    if (const auto step = cutoffFinder_(direction))
        controller_->seek(*step);
}

void PlaybackToolBar::showPlaying()
{
    const bool playingForward = controller_->isPlaying() && !controller_->isPlayingBackward();
    action("play")->setText(playingForward ? tr("Pause") : tr("Play"));
    action("play")->setIcon(style()->standardIcon(playingForward ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    action("playBackward")->setText(controller_->isPlayingBackward() ? tr("Pause") : tr("Play Backward"));
}

void PlaybackToolBar::showSpeed()
{
    speedBox_->setCurrentIndex(speedBox_->findData(controller_->speed()));
}

} // namespace gtl::ui
