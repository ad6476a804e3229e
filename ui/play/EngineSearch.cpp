// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/play/EngineSearch.h"

#include "core/search/SearchCancelled.h"
#include "ui/scene/ValueText.h"

#include <algorithm>
#include <exception>
#include <utility>

namespace gtl::ui {

EngineSearch::EngineSearch(QObject* parent)
    : QObject(parent)
{
}

EngineSearch::~EngineSearch()
{
    cancel();
    for (const QPointer<QThread>& worker : workers_) {
        if (worker)
            worker->wait();
    }
}

void EngineSearch::start(std::shared_ptr<const GameTree> root, SearchOptions options, std::string title)
{
    cancel();
    running_ = true;
    clock_.start();
    const std::uint64_t generation = ++generation_;
    auto outcome = std::make_shared<Outcome>();
    stop_ = std::make_shared<std::atomic<bool>>(false);
    QThread* worker = QThread::create(
        [root = std::move(root), options, title = std::move(title), outcome, stop = stop_, stopped = stopped_] {
            try {
                outcome->run = SearchRun::create(root, options, title, stop.get());
            } catch (const SearchCancelled&) {
                ++*stopped; // deliver() drops the empty outcome
            } catch (const std::exception& error) {
                outcome->failure = qtText(error.what());
            }
        });
    // The answer comes back on this object's thread, the window's.
    connect(worker, &QThread::finished, this, [this, generation, outcome] { deliver(generation, *outcome); });
    connect(worker, &QThread::finished, worker, &QObject::deleteLater);
    std::erase_if(workers_, [](const QPointer<QThread>& done) { return done.isNull(); });
    workers_.emplace_back(worker);
    worker->start();
}

bool EngineSearch::hasBusyWorker() const
{
    return std::any_of(workers_.begin(), workers_.end(),
        [](const QPointer<QThread>& worker) { return worker && worker->isRunning(); });
}

void EngineSearch::cancel()
{
    if (stop_)
        stop_->store(true, std::memory_order_relaxed);
    ++generation_;
    running_ = false;
}

void EngineSearch::deliver(std::uint64_t generation, const Outcome& outcome)
{
    if (generation != generation_)
        return;
    running_ = false;
    if (outcome.run)
        emit finished(outcome.run);
    else
        emit failed(outcome.failure);
}

} // namespace gtl::ui
