// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/TreeDocument.h"
#include "core/tree/GameTree.h"

#include <cstddef>
#include <deque>
#include <functional>
#include <memory>
#include <string>

namespace gtl {

/// The versions of the tree on screen, for undo and redo. A version keeps the edit that made
/// it from the one before (set a leaf, reorder with a seed, …), which costs the memory of what
/// it changed; its tree is kept only while the memory budget allows, shared with the versions
/// that did not change it, and otherwise made again from the nearest version that still has
/// one by replaying the edits. Opened trees have no edit and keep theirs; when they alone
/// exceed the budget, or there are too many versions, the oldest versions are forgotten.
/// Each version knows the file it was opened from or saved to, and whether that file holds it.
class TreeHistory {
public:
    static constexpr std::size_t kDefaultMaxBytes = std::size_t(256) << 20;
    static constexpr std::size_t kDefaultMaxVersions = 500;
    /// At most this many versions in a row go without their tree, so that undo or redo
    /// replays at most this many edits.
    static constexpr std::size_t kMaxReplay = 8;

    /// Makes a version's tree from the one before it.
    using Edit = std::function<GameTree(const GameTree& before)>;

    struct Version {
        std::string what; ///< the change that made it, e.g. "Order best move first"
        TreeDocument state; ///< its tree is null while it is dropped
        Edit edit; ///< empty for a tree opened as it is, which can never be made again
        std::string filePath; ///< the .gtree.json file Save writes to, or ""
        bool matchesFile = false; ///< opened or saved as it is: nothing to save
    };

    explicit TreeHistory(std::size_t maxBytes = kDefaultMaxBytes, std::size_t maxVersions = kDefaultMaxVersions);

    bool empty() const { return versions_.empty(); }
    /// The version on screen; the history must not be empty.
    const Version& current() const { return versions_[index_]; }
    /// Adds @p version after the current one, dropping the versions that could be redone.
    void push(Version version);
    bool canUndo() const { return index_ > 0; }
    bool canRedo() const { return index_ + 1 < versions_.size(); }
    /// What undo (redo) would take back (do again), or "".
    const std::string& undoText() const;
    const std::string& redoText() const;
    const Version& undo();
    const Version& redo();
    /// The current version now lives in @p path; other versions saved there no longer match it.
    void markSaved(const std::string& path);
    bool hasUnsavedChanges() const { return !empty() && !current().matchesFile; }

    std::size_t versions() const { return versions_.size(); }
    /// The bytes of the distinct trees the history holds.
    std::size_t bytes() const;
    /// How many versions hold their tree now.
    std::size_t treesKept() const;

private:
    void keepWithinBudget();
    /// Gives the current version its tree again, replaying edits from the nearest tree kept.
    void restoreCurrentTree();

    std::deque<Version> versions_;
    std::size_t index_ = 0;
    std::size_t maxBytes_;
    std::size_t maxVersions_;
};

} // namespace gtl
