// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/jobs/JobToken.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QThread>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

class QTimer;

namespace gtl::ui {

/// Runs one job at a time off the window's thread, so that the window goes on answering while
/// a search or a solve works: a job is a function given a JobToken (to see whether it is still
/// wanted and to say how far it is); its result comes back on the runner's thread. Each job
/// has a generation; a new job or a cancel makes the one running stale, and a stale job's
/// answer is dropped: it never reaches the screen. A job that throws SearchCancelled is
/// dropped too; one that throws anything else fails with its message.
class JobRunner : public QObject {
    Q_OBJECT

public:
    explicit JobRunner(QObject* parent = nullptr);
    /// Cancels the job still running and waits for every thread: a job may read what the
    /// runner's owner lends it.
    ~JobRunner() override;

    /// Cancels the job running and starts @p work (called with the job's JobToken) on a thread
    /// of its own; @p deliver gets what it returns, on this object's thread, unless the job went
    /// stale first. Returns the job's generation.
    template <typename Work, typename Deliver> std::uint64_t submit(Work work, Deliver deliver)
    {
        using Result = std::invoke_result_t<Work&, JobToken&>;
        auto result = std::make_shared<std::optional<Result>>();
        return start([work = std::move(work), result](JobToken& token) mutable { result->emplace(work(token)); },
            [deliver = std::move(deliver), result]() mutable { deliver(std::move(**result)); });
    }

    /// Makes the job running stale and asks it to stop; stopped() follows at once.
    void cancel();
    /// Whether a job is running whose answer is still wanted.
    bool isRunning() const { return running_; }
    /// The generation of the job submitted last.
    std::uint64_t generation() const { return generation_; }
    /// Waits, handling events, until no job runs: the last delivered, failed or was cancelled
    /// (for the command line and tests).
    void waitUntilStopped();
    /// Waits up to @p ms milliseconds (forever when negative) for the job running, without
    /// handling events, and delivers its answer at once if it came: true when no job runs any
    /// more. For work that is usually quick, so that the window changes once rather than twice.
    bool finishWithin(int ms);
    /// Whether a thread is still at work, a cancelled one too until it has stopped.
    bool hasBusyWorker() const;
    /// Runs the jobs submitted from now on at @p priority: low for work the window can do
    /// without, so that it never slows what the user asked for.
    void setPriority(QThread::Priority priority) { priority_ = priority; }

signals:
    /// A job started.
    void started();
    /// The job running has @p done of @p total parts finished (sent a few times a second).
    void progressed(qint64 done, qint64 total);
    /// The job running was cancelled (stopped() follows).
    void cancelled();
    /// No job runs any more: the last one delivered, failed or was cancelled.
    void stopped();
    /// The job running failed for @p reason.
    void failed(const QString& reason);

private:
    std::uint64_t start(std::function<void(JobToken&)> work, std::function<void()> deliver);
    /// What a worker hands back, on the runner's thread.
    void finish(std::uint64_t generation, bool done, const QString& failure, const std::function<void()>& deliver);
    void reportProgress();

    std::vector<QPointer<QThread>> workers_;
    /// Hands the running job's answer over (what its thread's end does, unless done already).
    std::function<void()> finishRunning_;
    std::shared_ptr<JobToken> token_;
    std::uint64_t generation_ = 0;
    bool running_ = false;
    QTimer* progressTimer_;
    QThread::Priority priority_ = QThread::InheritPriority;
};

} // namespace gtl::ui
