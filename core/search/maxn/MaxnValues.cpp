// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/maxn/MaxnValues.h"

#include <algorithm>

namespace gtl {

MaxnValues::MaxnValues(const GameTree& tree)
    : players_(tree.players())
    , scores_(std::size_t(tree.size()) * players_)
    , choice_(tree.size(), kNoNode)
{
    // Children have larger ids than their parent: going down the ids, every child is done
    // before its parent.
    for (NodeId node = tree.size(); node-- > 0;) {
        NodeId from = node;
        if (tree.isLeaf(node)) {
            const std::span<const Value> leaf = tree.scores(node);
            std::copy(leaf.begin(), leaf.end(), scores_.begin() + std::ptrdiff_t(node) * players_);
            continue;
        }
        const std::uint32_t seat = tree.seat(node);
        for (NodeId child : tree.children(node)) {
            if (from == node || of(child)[seat] > of(from)[seat])
                from = child;
        }
        choice_[node] = from;
        std::copy_n(scores_.begin() + std::ptrdiff_t(from) * players_, players_,
            scores_.begin() + std::ptrdiff_t(node) * players_);
    }
}

} // namespace gtl
