// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/NodeStatus.h"
#include "core/tree/GameTree.h"

#include <QString>

namespace gtl::ui {

/// A leaf as practice shows it: crossed out by the student, and after Check whether that was
/// right, or a leaf the search never reads that the student left uncrossed.
enum class LeafMark { None, Crossed, CrossedRight, CrossedWrong, Missed };

/// What the scene shows for one node at the current step, derived from the replay alone.
struct NodeAppearance {
    NodeStatus status = NodeStatus::Unvisited;
    bool current = false; ///< the node the current step is about
    bool onPath = false; ///< on the search path (call stack)
    bool cut = false; ///< a cut-off here pruned the rest of its children
    bool pruned = false; ///< skipped by a cut-off: drawn grey with dashed edges
    LeafMark mark = LeafMark::None;
    bool ringed = false; ///< a practice question or a lesson stop is about this node
    bool collapsed = false; ///< drawn as a glyph standing for its subtree
    NodeId hidden = 0; ///< nodes a collapsed subtree (or run of subtrees) hides
    std::uint32_t run = 1; ///< the moves the glyph stands for
    QString value; ///< inside the node, "" until known
    /// The value is Monte Carlo tree search's "rewards/visits", drawn as a fraction: one over
    /// the other, which a node's shape holds in half the width.
    bool fraction = false;
    QString pendingValue; ///< a leaf's score before the search reads it, drawn faded, else ""
    QString bounds; ///< "α 3\nβ +∞" while the bounds matter, else ""
    QString cutTag; ///< "✂ α≥β\n3 ≥ 2" at a cut-off, else ""
    QString tableTag; ///< what the table answered here, or what an enhanced step did here, else ""
    bool beyondHorizon = false; ///< deeper than a depth-limited search looks
};

} // namespace gtl::ui
