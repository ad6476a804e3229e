// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/jobs/JobProgress.h"

#include "ui/jobs/JobRunner.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QStatusBar>
#include <QTimer>

namespace gtl::ui {

JobProgress::JobProgress(JobRunner& jobs, QWidget* parent)
    : QWidget(parent)
    , what_(new QLabel(this))
    , bar_(new QProgressBar(this))
    , cancel_(new QPushButton(tr("Cancel"), this))
    , delay_(new QTimer(this))
{
    delay_->setSingleShot(true);
    delay_->setInterval(0);
    setObjectName("jobProgress");
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 2, 6, 2);
    layout->addWidget(what_);
    layout->addWidget(bar_, 1);
    layout->addWidget(cancel_);
    bar_->setAccessibleName(tr("Progress"));
    cancel_->setToolTip(tr("Stop the search"));
    hide();
    connect(cancel_, &QPushButton::clicked, &jobs, &JobRunner::cancel);
    connect(&jobs, &JobRunner::started, this, [this] {
        bar_->setRange(0, 0); // busy until the job says how far it is
        if (delay_->interval() > 0)
            delay_->start();
        else
            appear();
    });
    connect(delay_, &QTimer::timeout, this, &JobProgress::appear);
    connect(&jobs, &JobRunner::progressed, this, [this](qint64 done, qint64 total) {
        if (total <= 0)
            return;
        bar_->setRange(0, int(total));
        bar_->setValue(int(done));
    });
    connect(&jobs, &JobRunner::stopped, this, &JobProgress::disappear);
}

void JobProgress::showIn(QStatusBar& bar)
{
    statusBar_ = &bar;
    setParent(&bar);
    layout()->setContentsMargins(0, 0, 0, 0);
}

void JobProgress::appear()
{
    if (statusBar_)
        statusBar_->addPermanentWidget(this);
    show();
}

void JobProgress::disappear()
{
    delay_->stop();
    if (statusBar_)
        statusBar_->removeWidget(this);
    hide();
}

void JobProgress::setDelay(int ms)
{
    delay_->setInterval(ms);
}

void JobProgress::setWhat(const QString& what)
{
    what_->setText(what);
}

} // namespace gtl::ui
