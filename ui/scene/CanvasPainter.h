// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tree/GameTree.h"

#include <QColor>
#include <QFont>
#include <QPainter>
#include <QRectF>

#include <vector>

namespace gtl::ui {

class SceneRecord;

/// The shortest distance between two rectangles (0 when they meet).
qreal gapBetween(const QRectF& a, const QRectF& b);

/// Paints the texts and shapes of a tree canvas in device pixels, remembers where each one
/// went so that later texts are placed only in free space, and writes each into a
/// SceneRecord when one is attached.
class CanvasPainter {
public:
    /// Paints with @p painter into @p area, in device pixels, on @p background: texts find free
    /// space within it.
    CanvasPainter(QPainter& painter, const QRectF& area, SceneRecord* record, int minFontPx, const QColor& background);

    QPainter& painter() { return painter_; }
    /// The rectangle texts are placed within.
    const QRectF& area() const { return canvas_; }
    /// Whether what is painted goes into a record (`--scene-json`, the tests).
    bool isRecording() const { return record_ != nullptr; }
    /// @p font at @p pixelSize, but never below the legibility floor.
    QFont sized(QFont font, qreal pixelSize) const;
    /// The smallest type drawn: the legibility floor.
    int minFontPx() const { return minFontPx_; }
    /// The rectangle @p text takes in @p font when centred at @p center.
    static QRectF textRect(const QPointF& center, const QString& text, const QFont& font);
    /// No painted node, value, label or tag meets @p rect, and it lies inside the canvas.
    bool isFree(const QRectF& rect) const;
    /// No painted text meets @p rect, and it lies inside the canvas: second best.
    bool isFreeOfText(const QRectF& rect) const;

    /// Marks @p rect as taken by a node's shape (kind "node"), outlined with the painter's pen.
    void shape(NodeId node, const QRectF& rect);
    /// Marks @p rect as taken by @p node's board (kind "board"), which shows @p position (in
    /// its game's notation).
    void board(NodeId node, const QRectF& rect, const QString& position);
    /// Marks @p rect as taken by the plate under @p node's value (kind "plate"), outlined with
    /// the painter's pen.
    void plate(NodeId node, const QRectF& rect);
    /// Draws the line that joins @p node to its tag with the painter's pen (kind "leader": the
    /// line's bounds).
    void leader(NodeId node, const QLineF& line);
    /// Whether @p rect is nearer @p node's shape than any other shape painted so far, so
    /// that a reader takes a text there for @p node's.
    bool isNearest(NodeId node, const QRectF& rect) const;
    /// Draws @p text centred in @p rect with the painter's pen, on @p backdrop (what is painted
    /// under it), and marks the box as taken.
    void text(const QString& kind, NodeId node, const QRectF& rect, const QString& text, const QFont& font,
        const QColor& backdrop);
    /// Marks @p rect as taken by a box drawn around a text, without recording it again.
    void reserve(const QRectF& rect) { taken_.push_back(rect); }

private:
    QPainter& painter_;
    SceneRecord* record_;
    int minFontPx_;
    QColor background_;
    QRectF canvas_;
    std::vector<QRectF> taken_;
    std::vector<QRectF> texts_;
    std::vector<std::pair<NodeId, QRectF>> shapes_;
};

} // namespace gtl::ui
