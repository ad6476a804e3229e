// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/play/EngineSearch.h"

#include "core/search/SearchCancelled.h"

#include <utility>

namespace gtl::ui {

EngineSearch::EngineSearch(QObject* parent)
    : QObject(parent)
{
    connect(&runner_, &JobRunner::failed, this, &EngineSearch::failed);
}

void EngineSearch::start(std::shared_ptr<const GameTree> root, SearchOptions options, std::string title)
{
    clock_.start();
    runner_.submit(
        [root = std::move(root), options, title = std::move(title), stopped = stopped_](JobToken& token) {
            try {
                return SearchRun::create(root, options, title, &token.cancelFlag());
            } catch (const SearchCancelled&) {
                ++*stopped;
                throw; // the runner drops it
            }
        },
        [this](std::shared_ptr<const SearchRun> run) { emit finished(std::move(run)); });
}

} // namespace gtl::ui
