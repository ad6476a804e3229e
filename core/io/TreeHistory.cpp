// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/TreeHistory.h"

#include <unordered_set>

namespace gtl {

TreeHistory::TreeHistory(std::size_t maxBytes, std::size_t maxVersions)
    : maxBytes_(maxBytes)
    , maxVersions_(maxVersions)
{
}

void TreeHistory::push(Version version)
{
    if (!versions_.empty())
        versions_.erase(versions_.begin() + std::ptrdiff_t(index_) + 1, versions_.end());
    versions_.push_back(std::move(version));
    index_ = versions_.size() - 1;
    keepWithinBudget();
}

void TreeHistory::keepWithinBudget()
{
    // First drop the trees that edits can make again, oldest first, but never so many in a
    // row that undo would replay more than kMaxReplay edits; the version on screen always
    // keeps its tree, however large.
    const auto withoutTree = [this](std::size_t i) { return !versions_[i].state.tree; };
    for (std::size_t i = 0; i < versions_.size() && bytes() > maxBytes_; ++i) {
        if (i == index_ || !versions_[i].edit || withoutTree(i))
            continue;
        std::size_t run = 1;
        for (std::size_t before = i; before > 0 && withoutTree(before - 1); --before)
            ++run;
        for (std::size_t after = i + 1; after < versions_.size() && withoutTree(after); ++after)
            ++run;
        if (run <= kMaxReplay)
            versions_[i].state.tree.reset();
    }
    // Then forget the oldest versions. A version whose tree was dropped needs the one before
    // it, so the oldest that stays must hold its tree.
    while (index_ > 0 && (versions_.size() > maxVersions_ || bytes() > maxBytes_)) {
        versions_.pop_front();
        --index_;
    }
    while (index_ > 0 && !versions_.front().state.tree) {
        versions_.pop_front();
        --index_;
    }
}

void TreeHistory::restoreCurrentTree()
{
    if (versions_[index_].state.tree)
        return;
    std::size_t kept = index_;
    while (!versions_[kept].state.tree)
        --kept; // the oldest version always holds its tree
    for (std::size_t i = kept + 1; i <= index_; ++i) {
        if (!versions_[i].state.tree)
            versions_[i].state.tree = std::make_shared<const GameTree>(versions_[i].edit(*versions_[i - 1].state.tree));
    }
    keepWithinBudget();
}

std::size_t TreeHistory::treesKept() const
{
    std::size_t kept = 0;
    for (const Version& version : versions_)
        kept += version.state.tree ? 1 : 0;
    return kept;
}

std::size_t TreeHistory::bytes() const
{
    std::unordered_set<const GameTree*> counted;
    std::size_t total = 0;
    for (const Version& version : versions_) {
        if (version.state.tree && counted.insert(version.state.tree.get()).second)
            total += version.state.tree->memoryBytes();
    }
    return total;
}

const std::string& TreeHistory::undoText() const
{
    static const std::string none;
    return canUndo() ? versions_[index_].what : none;
}

const std::string& TreeHistory::redoText() const
{
    static const std::string none;
    return canRedo() ? versions_[index_ + 1].what : none;
}

const TreeHistory::Version& TreeHistory::undo()
{
    if (canUndo())
        --index_;
    restoreCurrentTree();
    return current();
}

const TreeHistory::Version& TreeHistory::redo()
{
    if (canRedo())
        ++index_;
    restoreCurrentTree();
    return current();
}

void TreeHistory::markSaved(const std::string& path)
{
    for (Version& version : versions_) {
        if (version.filePath == path)
            version.matchesFile = false;
    }
    versions_[index_].filePath = path;
    versions_[index_].matchesFile = true;
}

} // namespace gtl
