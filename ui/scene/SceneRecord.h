// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tree/GameTree.h"

#include <QColor>
#include <QJsonObject>
#include <QRectF>
#include <QSize>
#include <QString>

#include <vector>

namespace gtl::ui {

/// What a tree canvas painted, item by item, in canvas pixels: the record behind
/// `--scene-json`. Filled by CanvasPainter as it paints, so it cannot disagree with the picture.
class SceneRecord {
public:
    struct Item {
        QString kind; ///< node, value, plate, bounds, cutoff, table, label, glyph, board, leader, type, horizon,
                      ///< quiescence
        NodeId node;
        QString text;
        QRectF rect;
        int fontPx; ///< 0 for shapes
        /// A board's position, in its game's own notation (GameKind::text): what it drew.
        QString position = {};
        /// The colour a text was written in, or a shape's or a line's outline drawn in; and the
        /// colour under it: what its contrast is measured against.
        QColor ink = {};
        QColor on = {};
    };

    void clear() { items_.clear(); }
    void add(Item item) { items_.push_back(std::move(item)); }
    const std::vector<Item>& items() const { return items_; }

    /// `{"width", "height", "current", "items": [...]}` with nodes named by their paths
    /// ("" for the root); "current" is left out when @p current is kNoNode. An item's colours
    /// are "ink" and "on", as "#rrggbb" or "#aarrggbb" when translucent.
    QJsonObject toJson(const GameTree& tree, QSize canvas, NodeId current) const;

private:
    std::vector<Item> items_;
};

} // namespace gtl::ui
