// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/TreeCoverage.h"

#include <utility>

namespace gtl {

TreeCoverage TreeCoverage::of(const GameTree& tree, const std::vector<std::uint8_t>& marks)
{
    // A node never entered is pruned when the nearest entered node above it cut off there:
    // the moves it never tried in any iteration are the ones a cut-off skipped.
    enum class Fate : std::uint8_t { Entered, Pruned, Unreached };
    TreeCoverage coverage;
    std::vector<std::pair<NodeId, Fate>> pending{{GameTree::root(), Fate::Unreached}};
    while (!pending.empty()) {
        const auto [node, above] = pending.back();
        pending.pop_back();
        const std::uint8_t mark = node < marks.size() ? marks[node] : 0;
        const Fate fate = (mark & kEntered) != 0 ? Fate::Entered : above;
        if (fate == Fate::Entered)
            ++coverage.entered;
        else if (fate == Fate::Pruned)
            ++coverage.pruned;
        else
            ++coverage.unreached;
        const bool cut = (mark & kCut) != 0;
        const Fate untried = fate != Fate::Entered ? fate : cut ? Fate::Pruned : Fate::Unreached;
        for (NodeId child : tree.children(node))
            pending.emplace_back(child, untried);
    }
    return coverage;
}

} // namespace gtl
