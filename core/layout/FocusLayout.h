// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/layout/FocusChoices.h"
#include "core/tree/GameTree.h"

#include <functional>
#include <span>
#include <unordered_map>
#include <vector>

namespace gtl {

class FocusPlanner;

/// Where each shown node sits, in abstract units: x in columns, y in levels below the focus.
///
/// Focus and context: the search path and the node a step is about are always open, so the
/// part of the tree the search works in keeps a readable size; everything else opens only
/// while the picture stays within a budget of columns, what carries numbers first, and
/// otherwise stands as one collapsed node (a glyph that summarises its subtree). Choices made
/// by hand are honoured, except that the search path is never hidden. Bottom slots (leaves
/// and collapsed nodes; a leaf takes kLeafSlot of a column, the others a whole one) follow
/// each other in depth-first order, so the picture reads in the order the search reads the
/// leaves; every open node is centred over its children. Where room is short, a run of
/// neighbouring moves that carry no number (pruned, or not reached) shares one slot, so that
/// the room goes to the values.
///
/// A pure function of (tree, path, current node, choices, budget): stepping back gives back
/// exactly the picture it came from. Linear in the nodes it shows, not in the tree.
class FocusLayout {
public:
    /// A leaf's square is narrower than a triangle: as a bottom slot it takes this share of a
    /// column, so that rows of leaves use the room there is.
    static constexpr float kLeafSlot = 0.75f;
    /// A run of moves that carry no number is drawn as one small glyph: as a bottom slot it
    /// takes this share of a column.
    static constexpr float kRunSlot = 0.75f;
    /// The columns @p node takes as a bottom slot: kLeafSlot for a leaf without a board beside
    /// it that has siblings, else 1.
    static float slotWidth(const GameTree& tree, NodeId node);

    struct Place {
        NodeId node;
        float x; ///< column
        std::uint32_t level; ///< depth below the focus
        bool collapsed; ///< drawn as a glyph standing for its subtree (or its run's subtrees)
        /// The moves this slot stands for, from node on: more than one for a run of moves that
        /// carry no number, drawn as one glyph.
        std::uint32_t run = 1;
    };

    /// @p path is the search path from the root, @p current the node the step is about
    /// (kNoNode for none); @p budget the number of columns that fit the view (at least 1).
    /// @p carriesNumbers tells the nodes whose subtrees hold values the search has found:
    /// they open before the others (none are preferred when it is empty), and where room is
    /// short, neighbouring moves that carry none share a slot. @p pruned tells the nodes the
    /// search cut off: the current node's moves stay apart unless they were pruned. @p generated
    /// tells the nodes of a grown tree that exist at this step: only those are placed (a node
    /// whose moves are not generated yet stands as a leaf).
    static FocusLayout compute(const GameTree& tree, std::span<const NodeId> path, NodeId current,
        const FocusChoices& choices, std::size_t budget, const std::function<bool(NodeId)>& carriesNumbers = {},
        const std::function<bool(NodeId)>& pruned = {}, const std::function<bool(NodeId)>& generated = {});

    /// The shown nodes, by level and then x.
    const std::vector<Place>& placed() const { return placed_; }
    /// The slot of @p node, or nullptr when it is not shown (nor the first move of its run).
    const Place* find(NodeId node) const;
    /// The shown node that stands for @p node: itself, the collapsed ancestor that hides it, the
    /// first move of the run that holds it, or
    /// kNoNode when it lies outside the focused subtree.
    NodeId shownAs(const GameTree& tree, NodeId node) const;
    float width() const { return width_; } ///< columns: the last slot's x + 1
    std::uint32_t levels() const { return levels_; } ///< levels below the focus
    NodeId focus() const { return focus_; }

private:
    /// Places the nodes @p plan shows, depth-first.
    void place(const GameTree& tree, const FocusPlanner& plan);
    /// Sorts the slots by level and then x, and indexes them.
    void indexByLevel();

    std::vector<Place> placed_;
    std::unordered_map<NodeId, std::uint32_t> index_;
    std::unordered_map<NodeId, NodeId> runOf_; ///< a run's other moves, to the move that stands for them
    float width_ = 0;
    std::uint32_t levels_ = 0;
    NodeId focus_ = GameTree::root();
};

} // namespace gtl
