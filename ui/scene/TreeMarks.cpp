// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/scene/TreeMarks.h"

#include <algorithm>

namespace gtl::ui {

bool TreeMarks::set(Layer layer, Marks marks)
{
    // Sorted, so that a node's marks are found by a binary search while painting.
    std::sort(marks.rings.begin(), marks.rings.end());
    marks.rings.erase(std::unique(marks.rings.begin(), marks.rings.end()), marks.rings.end());
    std::sort(marks.leaves.begin(), marks.leaves.end());
    Marks& stored = layers_[index(layer)];
    if (marks == stored)
        return false;
    stored = std::move(marks);
    return true;
}

bool TreeMarks::isRinged(NodeId node) const
{
    return std::any_of(layers_.begin(), layers_.end(),
        [node](const Marks& marks) { return std::binary_search(marks.rings.begin(), marks.rings.end(), node); });
}

LeafMark TreeMarks::leafMark(NodeId node) const
{
    for (const Marks& marks : layers_) {
        const auto found = std::lower_bound(marks.leaves.begin(), marks.leaves.end(), std::pair(node, LeafMark::None));
        if (found != marks.leaves.end() && found->first == node)
            return found->second;
    }
    return LeafMark::None;
}

} // namespace gtl::ui
