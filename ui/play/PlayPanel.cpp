// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/play/PlayPanel.h"

#include "ui/play/BoardWidget.h"
#include "ui/widgets/ScrollingLabel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace gtl::ui {

PlayPanel::PlayPanel(QWidget* parent)
    : QWidget(parent)
    , board_(new BoardWidget(this))
    , statusArea_(new ScrollingLabel(2, this))
    , status_(statusArea_->label())
    , progress_(new QProgressBar(this))
    , cancel_(new QPushButton(tr("Cancel"), this))
    , movesArea_(new ScrollingLabel(1, this))
    , moves_(movesArea_->label())
{
    // The status and the moves played grow as the game goes on: they scroll beyond their
    // lines rather than make the panel, and with it the window, taller than the screen.
    setObjectName("playPanel");
    status_->setWordWrap(true);
    status_->setObjectName("gameStatus");
    progress_->setRange(0, 0); // a search does not know how long it will take: busy
    progress_->setTextVisible(false);
    cancel_->setToolTip(tr("Stop the engine's search and keep the game and the window as they were"));
    connect(cancel_, &QPushButton::clicked, this, &PlayPanel::cancelPressed);
    moves_->setObjectName("gameMoves");
    moves_->setWordWrap(true);
    auto* thinking = new QHBoxLayout;
    thinking->setContentsMargins(0, 0, 0, 0);
    thinking->addWidget(progress_, 1);
    thinking->addWidget(cancel_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(board_, 1);
    layout->addWidget(statusArea_);
    layout->addLayout(thinking);
    layout->addWidget(movesArea_);
    showThinking(-1);
    emphasizeStatus();
}

void PlayPanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        emphasizeStatus();
}

void PlayPanel::emphasizeStatus()
{
    QFont larger = font();
    if (larger.pixelSize() > 0)
        larger.setPixelSize(qRound(larger.pixelSize() * 1.2));
    else
        larger.setPointSizeF(larger.pointSizeF() * 1.2);
    larger.setBold(true);
    status_->setFont(larger);
}

void PlayPanel::setStatus(const QString& status)
{
    statusArea_->setText(status);
}

QString PlayPanel::status() const
{
    return status_->text();
}

void PlayPanel::setMoves(const QStringList& moves, int players)
{
    moveLines_.clear();
    for (qsizetype i = 0; i < moves.size(); i += players)
        moveLines_
            << QStringLiteral("%1. %2").arg(i / players + 1).arg(moves.mid(i, players).join(QStringLiteral("  ")));
    movesArea_->setText(moveLines_.join(QStringLiteral("   ")));
}

QStringList PlayPanel::moveLines() const
{
    return moveLines_;
}

void PlayPanel::showThinking(qint64 ms)
{
    const bool thinking = ms >= 0;
    progress_->setVisible(thinking);
    cancel_->setVisible(thinking);
    if (thinking)
        progress_->setFormat(tr("%1 s").arg(double(ms) / 1000, 0, 'f', 1));
}

bool PlayPanel::isThinking() const
{
    return !progress_->isHidden();
}

} // namespace gtl::ui
