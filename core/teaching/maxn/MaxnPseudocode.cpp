// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/teaching/maxn/MaxnPseudocode.h"

#include "core/base/Message.h"

namespace gtl {

Pseudocode::Listing MaxnPseudocode::listing(const SearchOptions&)
{
    return {{
        {QT_TRANSLATE_NOOP("Pseudocode", "maxn(node, bound):   # bound = S − the best of the player above")},
        {QT_TRANSLATE_NOOP("Pseudocode", "  if node is a leaf: return its scores"), EventKind::Leaf},
        {QT_TRANSLATE_NOOP("Pseudocode", "  p ← the player to move at node"), EventKind::Enter},
        {QT_TRANSLATE_NOOP("Pseudocode", "  best ← none")},
        {QT_TRANSLATE_NOOP("Pseudocode", "  for each child of node:")},
        {QT_TRANSLATE_NOOP("Pseudocode", "    v ← maxn(child, S − best[p])")},
        {QT_TRANSLATE_NOOP("Pseudocode", "    if best is none or v[p] > best[p]: best ← v"), EventKind::ValueChanged},
        {QT_TRANSLATE_NOOP("Pseudocode", "    if best[p] ≥ bound: return best   # only when every leaf adds up to S"),
            EventKind::Cutoff},
        {QT_TRANSLATE_NOOP("Pseudocode", "  return best"), EventKind::Return},
    }};
}

} // namespace gtl
