// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/TreeNotes.h"
#include "core/tree/GameTree.h"

#include <memory>
#include <string>

namespace gtl {

/// A tree with the words that go with it: what a `.gtree.json` file keeps, what a tree source
/// loads, and each version of the tree on screen. The tree is immutable and shared, by the
/// versions that did not change it and by the runs that search it.
struct TreeDocument {
    std::shared_ptr<const GameTree> tree; ///< null only in a version of the history that dropped it
    std::string title;
    // The words a source may leave out start empty.
    std::string description{};
    std::string presetName{}; ///< set while the tree is an unchanged preset; not kept in the file
    TreeNotes notes{}; ///< the teacher's notes: part of the tree file
};

} // namespace gtl
