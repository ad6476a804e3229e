// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/SearchRun.h"
#include "ui/jobs/JobRunner.h"

#include <QElapsedTimer>
#include <QObject>

#include <atomic>
#include <memory>

namespace gtl::ui {

/// One search of the engine at a time, on the job service, so that the window goes on
/// answering while it thinks. Cancelling stops the search within a few hundred of its steps
/// and forgets it: nothing it found reaches the screen.
class EngineSearch : public QObject {
    Q_OBJECT

public:
    explicit EngineSearch(QObject* parent = nullptr);

    /// Searches @p root with @p options; finished() or failed() tells, unless cancelled first.
    /// A search already running is cancelled.
    void start(std::shared_ptr<const GameTree> root, SearchOptions options, std::string title);
    void cancel() { runner_.cancel(); }
    bool isRunning() const { return runner_.isRunning(); }
    /// Whether a worker thread is still at work, a cancelled one until it has stopped.
    bool hasBusyWorker() const { return runner_.hasBusyWorker(); }
    /// How many searches a cancel stopped before they were done.
    int stoppedSearches() const { return stopped_->load(); }
    /// Milliseconds since the search running now started.
    qint64 elapsedMs() const { return clock_.elapsed(); }

signals:
    void finished(std::shared_ptr<const SearchRun> run);
    /// The search could not be run or recorded, for @p reason.
    void failed(const QString& reason);

private:
    JobRunner runner_;
    std::shared_ptr<std::atomic<int>> stopped_ = std::make_shared<std::atomic<int>>(0);
    QElapsedTimer clock_;
};

} // namespace gtl::ui
