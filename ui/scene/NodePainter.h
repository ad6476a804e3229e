// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/scene/CanvasPainter.h"
#include "ui/scene/DrawnNode.h"
#include "ui/scene/LevelOfDetail.h"

namespace gtl::ui {

class TreeItem;

/// Draws the nodes of a tree: a triangle pointing the way its player's value goes (a square
/// for a leaf) filled by its state, its value inside, the halo of the current node, the rings
/// and practice marks on it, a glyph's count of what it hides, and the handle that folds a
/// subtree away.
class NodePainter {
public:
    NodePainter(const TreeItem& item, CanvasPainter& canvas, const LevelOfDetail& detail);

    /// Draws @p drawn's shape, with its value if @p withText, and grows its radius to the
    /// shape drawn.
    void paintNode(DrawnNode& drawn, bool withText) const;
    /// The current node's halo, as large as paintNode() will make its shape: painted before
    /// every shape, so that it lies under the neighbours it reaches, never over their values.
    void paintHalo(const DrawnNode& drawn, bool withText) const;
    /// Hangs a box under a collapsed node that says how many nodes it hides, where that is free.
    void paintGlyphCount(const DrawnNode& drawn) const;
    /// Draws the handle that collapses @p drawn's subtree and returns where it went.
    QRectF paintHandle(const DrawnNode& drawn) const;

private:
    /// What a node's shape holds and how large it grows to hold it.
    struct Sizing {
        QString text; ///< the value, or the faded score before it, or ""
        QFont font;
        qreal radius;
        bool showValue;
        bool fraction; ///< Monte Carlo's rewards over visits, one above the other
    };
    Sizing sizing(const DrawnNode& drawn, bool withText) const;
    /// A practice mark on a leaf, kept off @p valueBox, where its value is written.
    void paintMark(const DrawnNode& drawn, const QRectF& valueBox) const;
    void paintRing(const DrawnNode& drawn) const;
    /// A plate in the node's own colour under a value wider than its shape.
    void paintValuePlate(NodeId node, const QRectF& valueBox, const QColor& fill) const;
    QColor fillFor(const NodeAppearance& look) const;

    const TreeItem& item_;
    CanvasPainter& canvas_;
    const LevelOfDetail& detail_;
};

} // namespace gtl::ui
