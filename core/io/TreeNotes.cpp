// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/TreeNotes.h"

#include <algorithm>

namespace gtl {

void TreeNotes::add(TreeNote note)
{
    const auto at = std::upper_bound(
        notes.begin(), notes.end(), note.step, [](std::size_t step, const TreeNote& n) { return step < n.step; });
    notes.insert(at, std::move(note));
}

} // namespace gtl
