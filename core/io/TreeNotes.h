// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/Algorithm.h"

#include <cstddef>
#include <string>
#include <vector>

namespace gtl {

/// A teacher's note at one step of a run: a stop of the tree's own lesson.
struct TreeNote {
    std::size_t step = 0;
    std::string text;
    bool operator==(const TreeNote&) const = default;
};

/// The notes a tree carries, by step, and the search they were written for: a step counts
/// in that search's trace, so under another search the notes may point elsewhere.
struct TreeNotes {
    std::vector<TreeNote> notes;
    SearchOptions writtenFor;

    bool empty() const { return notes.empty(); }
    /// Adds @p note in step order (after any note at the same step).
    void add(TreeNote note);
    bool operator==(const TreeNotes&) const = default;
};

} // namespace gtl
