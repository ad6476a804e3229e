// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/jobs/JobProgress.h"

#include "ui/jobs/JobRunner.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>

namespace gtl::ui {

JobProgress::JobProgress(JobRunner& jobs, QWidget* parent)
    : QWidget(parent)
    , what_(new QLabel(this))
    , bar_(new QProgressBar(this))
    , cancel_(new QPushButton(tr("Cancel"), this))
{
    setObjectName("jobProgress");
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 2, 6, 2);
    layout->addWidget(what_);
    layout->addWidget(bar_, 1);
    layout->addWidget(cancel_);
    bar_->setAccessibleName(tr("Progress"));
    cancel_->setToolTip(tr("Stop the search and keep what was shown before"));
    hide();
    connect(cancel_, &QPushButton::clicked, &jobs, &JobRunner::cancel);
    connect(&jobs, &JobRunner::started, this, [this] {
        bar_->setRange(0, 0); // busy until the job says how far it is
        show();
    });
    connect(&jobs, &JobRunner::progressed, this, [this](qint64 done, qint64 total) {
        if (total <= 0)
            return;
        bar_->setRange(0, int(total));
        bar_->setValue(int(done));
    });
    connect(&jobs, &JobRunner::stopped, this, &QWidget::hide);
}

void JobProgress::setWhat(const QString& what)
{
    what_->setText(what);
}

} // namespace gtl::ui
