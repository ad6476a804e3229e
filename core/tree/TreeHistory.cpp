#include "core/tree/TreeHistory.h"

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
    forgetOldest();
}

void TreeHistory::forgetOldest()
{
    // The version on screen always stays, however large its tree.
    while (index_ > 0 && (versions_.size() > maxVersions_ || bytes() > maxBytes_)) {
        versions_.pop_front();
        --index_;
    }
}

std::size_t TreeHistory::bytes() const
{
    std::unordered_set<const GameTree*> counted;
    std::size_t total = 0;
    for (const Version& version : versions_) {
        if (counted.insert(version.state.tree.get()).second)
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
    return current();
}

const TreeHistory::Version& TreeHistory::redo()
{
    if (canRedo())
        ++index_;
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
