// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/scene/CanvasPainter.h"
#include "ui/scene/DrawnNode.h"
#include "ui/scene/LevelOfDetail.h"

#include <QLineF>

#include <initializer_list>
#include <optional>
#include <vector>

namespace gtl::ui {

class TreeItem;

/// Places the texts and pictures that stand beside the nodes of a tree, each only in space
/// still free (or, for what the step is about, over shapes but never over text): the moves'
/// labels on the edges, the tags of cut-offs, bounds and the table, the Knuth–Moore types,
/// the horizon's label and the positions of a game.
class TagPlacer {
public:
    /// The tags beside a node: a cut-off's, the α/β window's, or what the table did there.
    enum class Tag { Cutoff, Bounds, Table };

    TagPlacer(const TreeItem& item, CanvasPainter& canvas, const LevelOfDetail& detail);

    /// The edges whose labels (a throw's probabilities) are placed after the tags of the step:
    /// a tag keeps off the middle of each, where its label goes, wherever it finds room elsewhere.
    void keepClearOf(std::vector<QLineF> edges) { laterLabels_ = std::move(edges); }

    /// The move's label on the edge to @p child from @p from; @p force draws it over shapes
    /// where no space is free.
    void paintEdgeLabel(const DrawnNode& child, const QPointF& from, bool force) const;
    /// Places @p drawn's @p tag beside it; @p force draws it even where it must overlap.
    void paintTag(const DrawnNode& drawn, bool force, Tag tag) const;
    /// The node's Knuth–Moore type, at its upper left or else below it.
    void paintNodeType(const DrawnNode& drawn, const QString& text, bool differs) const;
    /// The horizon's label, at whichever end of @p line leaves the nodes clear.
    void paintHorizonLabel(const QLineF& line) const;
    /// Names the band of quiescence search below the horizon.
    void paintQuiescenceLabel(const QRectF& band) const;
    /// The node's position beside it, where that is free.
    void paintPosition(const DrawnNode& drawn) const;

private:
    /// The first of the boxes of @p size at @p topLefts that is free, if any.
    std::optional<QRectF> firstFree(const QRectF& size, std::initializer_list<QPointF> topLefts) const;
    QString edgeLabel(NodeId child) const;
    /// Whether @p box lies over the middle of an edge whose label is still to come.
    bool coversALabel(const QRectF& box) const;
    /// Boxes of @p size anywhere on the canvas, nearest @p center first: the places left for a
    /// tag that finds no room by its node.
    std::vector<QRectF> placesNearest(const QPointF& center, const QSizeF& size) const;

    const TreeItem& item_;
    CanvasPainter& canvas_;
    const LevelOfDetail& detail_;
    std::vector<QLineF> laterLabels_;
};

} // namespace gtl::ui
