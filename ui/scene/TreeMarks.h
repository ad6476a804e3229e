// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tree/GameTree.h"
#include "ui/scene/NodeAppearance.h"

#include <array>
#include <utility>
#include <vector>

namespace gtl::ui {

/// What several features draw on the tree at once, each in its own layer, so that one
/// feature's marks never wipe out another's: a lesson stop rings its nodes, practice crosses
/// out leaves and rings the node its question asks about, a node the table answered rings
/// the node whose entry answered it, and the reading cursor rings the node it reads. The tree
/// item shows the union of the layers.
class TreeMarks {
public:
    enum class Layer { Lesson, Practice, TableSource, Reading, Count };

    /// What one layer marks: nodes ringed, and leaves marked for practice.
    struct Marks {
        std::vector<NodeId> rings;
        std::vector<std::pair<NodeId, LeafMark>> leaves;
        bool operator==(const Marks&) const = default;
    };

    /// Replaces @p layer's marks; returns whether anything changed.
    bool set(Layer layer, Marks marks);
    const Marks& of(Layer layer) const { return layers_[index(layer)]; }

    /// Whether any layer rings @p node.
    bool isRinged(NodeId node) const;
    /// @p node's leaf mark in the first layer that marks it, else LeafMark::None.
    LeafMark leafMark(NodeId node) const;

private:
    static std::size_t index(Layer layer) { return static_cast<std::size_t>(layer); }

    std::array<Marks, static_cast<std::size_t>(Layer::Count)> layers_; ///< each sorted by node
};

} // namespace gtl::ui
