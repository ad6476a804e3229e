// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/SearchRun.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QThread>

#include <atomic>
#include <memory>
#include <vector>

namespace gtl::ui {

/// One search of the engine at a time, on a worker thread, so that the window goes on
/// answering while it thinks. Cancelling stops the search within a few hundred of its steps
/// and forgets it: nothing it found reaches the screen.
class EngineSearch : public QObject {
    Q_OBJECT

public:
    explicit EngineSearch(QObject* parent = nullptr);
    /// Stops the search still running and waits for it: it reads the tree it was given.
    ~EngineSearch() override;

    /// Searches @p root with @p options; finished() or failed() tells, unless cancelled first.
    /// A search already running is cancelled.
    void start(std::shared_ptr<const GameTree> root, SearchOptions options, std::string title);
    void cancel();
    bool isRunning() const { return running_; }
    /// Whether a worker thread is still at work, a cancelled one until it has stopped.
    bool hasBusyWorker() const;
    /// How many searches a cancel stopped before they were done.
    int stoppedSearches() const { return stopped_->load(); }
    /// Milliseconds since the search running now started.
    qint64 elapsedMs() const { return clock_.elapsed(); }

signals:
    void finished(std::shared_ptr<const SearchRun> run);
    /// The search could not be run or recorded, for @p reason.
    void failed(const QString& reason);

private:
    /// What a worker hands back: the run, or why there is none.
    struct Outcome {
        std::shared_ptr<const SearchRun> run;
        QString failure;
    };

    void deliver(std::uint64_t generation, const Outcome& outcome);

    std::vector<QPointer<QThread>> workers_;
    /// Counts the searches started; a worker's answer counts only while it is the latest's.
    std::uint64_t generation_ = 0;
    /// Set to stop the latest search.
    std::shared_ptr<std::atomic<bool>> stop_;
    std::shared_ptr<std::atomic<int>> stopped_ = std::make_shared<std::atomic<int>>(0);
    bool running_ = false;
    QElapsedTimer clock_;
};

} // namespace gtl::ui
