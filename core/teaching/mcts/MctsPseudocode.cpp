// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/teaching/mcts/MctsPseudocode.h"

#include "core/base/Message.h"

namespace gtl {

Pseudocode::Listing MctsPseudocode::listing(const SearchOptions&)
{
    return {{
        {QT_TRANSLATE_NOOP("Pseudocode", "mcts(root, iterations):")},
        {QT_TRANSLATE_NOOP("Pseudocode", "  repeat iterations times:"), EventKind::Sample},
        {QT_TRANSLATE_NOOP("Pseudocode", "    node ← root")},
        {QT_TRANSLATE_NOOP("Pseudocode", "    while every move of node has a node:")},
        {QT_TRANSLATE_NOOP("Pseudocode", "      node ← child of max  Q/N + C·√(ln N(node) / N)"), EventKind::Select},
        {QT_TRANSLATE_NOOP("Pseudocode", "    node ← new child by the next untried move"), EventKind::Expand},
        {QT_TRANSLATE_NOOP("Pseudocode", "    r ← play random moves to the end"), EventKind::Playout},
        {QT_TRANSLATE_NOOP("Pseudocode", "    for node up to root:")},
        {QT_TRANSLATE_NOOP("Pseudocode", "      N ← N + 1;  Q ← Q + r of the side that moved into node"),
            EventKind::Backup},
        {QT_TRANSLATE_NOOP("Pseudocode", "  return the most visited move of root")},
    }};
}

} // namespace gtl
