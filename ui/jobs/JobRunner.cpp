// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/jobs/JobRunner.h"

#include "core/search/SearchCancelled.h"
#include "ui/language/ValueText.h"

#include <QDeadlineTimer>
#include <QEventLoop>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <exception>

namespace gtl::ui {
namespace {

/// How often the progress of the job running is sent: often enough to look alive.
constexpr int kProgressMs = 100;

/// What a worker thread leaves for the runner.
struct Ending {
    bool done = false;
    QString failure;
};

} // namespace

JobRunner::JobRunner(QObject* parent)
    : QObject(parent)
    , progressTimer_(new QTimer(this))
{
    progressTimer_->setInterval(kProgressMs);
    connect(progressTimer_, &QTimer::timeout, this, &JobRunner::reportProgress);
}

JobRunner::~JobRunner()
{
    if (token_)
        token_->cancel();
    for (const QPointer<QThread>& worker : workers_) {
        if (worker)
            worker->wait();
    }
}

std::uint64_t JobRunner::start(std::function<void(JobToken&)> work, std::function<void()> deliver)
{
    if (token_)
        token_->cancel();
    const std::uint64_t generation = ++generation_;
    token_ = std::make_shared<JobToken>();
    auto ending = std::make_shared<Ending>();
    QThread* worker = QThread::create([work = std::move(work), token = token_, ending] {
        try {
            work(*token);
            ending->done = true;
        } catch (const SearchCancelled&) {
            // Stale: finish() drops it.
        } catch (const std::exception& error) {
            ending->failure = qtText(error.what());
        }
    });
    // The answer comes back on this object's thread.
    finishRunning_ = [this, generation, ending, deliver = std::move(deliver)] {
        finish(generation, ending->done, ending->failure, deliver);
    };
    connect(worker, &QThread::finished, this, finishRunning_);
    connect(worker, &QThread::finished, worker, &QObject::deleteLater);
    std::erase_if(workers_, [](const QPointer<QThread>& gone) { return gone.isNull(); });
    workers_.emplace_back(worker);
    running_ = true;
    progressTimer_->start();
    worker->start(priority_);
    emit started();
    return generation;
}

void JobRunner::cancel()
{
    if (token_)
        token_->cancel();
    ++generation_;
    progressTimer_->stop();
    if (std::exchange(running_, false)) {
        emit cancelled();
        emit stopped();
    }
}

void JobRunner::waitUntilStopped()
{
    if (!running_)
        return;
    QEventLoop loop;
    connect(this, &JobRunner::stopped, &loop, &QEventLoop::quit);
    loop.exec();
}

bool JobRunner::finishWithin(int ms)
{
    if (!running_)
        return true;
    QThread* worker = workers_.back();
    if (!worker->wait(ms < 0 ? QDeadlineTimer(QDeadlineTimer::Forever) : QDeadlineTimer(ms)))
        return false;
    // The thread's finished() may still be queued: finish() lets only the first through.
    const std::function<void()> finishing = finishRunning_;
    finishing();
    return !running_;
}

bool JobRunner::hasBusyWorker() const
{
    return std::any_of(workers_.begin(), workers_.end(),
        [](const QPointer<QThread>& worker) { return worker && worker->isRunning(); });
}

void JobRunner::finish(
    std::uint64_t generation, bool done, const QString& failure, const std::function<void()>& deliver)
{
    if (generation != generation_ || !running_)
        return;
    running_ = false;
    progressTimer_->stop();
    if (done)
        deliver();
    else if (!failure.isEmpty())
        emit failed(failure);
    emit stopped();
}

void JobRunner::reportProgress()
{
    if (running_ && token_)
        emit progressed(qint64(token_->done()), qint64(token_->total()));
}

} // namespace gtl::ui
