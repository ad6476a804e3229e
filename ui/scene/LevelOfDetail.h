// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTransform>

namespace gtl::ui {

/// What the tree shows at the size it is drawn, decided here alone: from which node spacing
/// every node's value and every position are drawn, how large nodes and texts are, and how far
/// off screen a node may lie and still be drawn. Sizes are in device pixels.
class LevelOfDetail {
public:
    /// A node's radius at the tree's natural size.
    static constexpr double kNodeRadius = 30;

    /// Drawn with @p columnWidth and @p levelHeight (scene units) between nodes, scaled by @p sx
    /// and @p sy to pixels.
    LevelOfDetail(double columnWidth, double levelHeight, double sx, double sy);

    /// The factor for sizes: the smaller scale, so that nothing grows beyond its room.
    double unit() const { return unit_; }
    /// Whether every node shows its value, not only those the step is about.
    bool valuesEverywhere() const;
    /// Whether every node's position (a game's board) may be drawn beside it.
    bool positions() const;
    /// The factor texts follow the zoom by, down to a floor; below it the floor size takes over.
    double textScale() const;
    /// A node's radius before it grows to hold its value.
    double nodeRadius() const;
    /// The largest radius of a node drawn without its value, so that neighbours stay apart.
    double bareRadius() const;
    /// The largest radius a node may grow to, to hold its value, and keep clear of the nodes a
    /// column (a leaf's narrower slot) beside it and a level above and below it.
    double roomRadius(bool leaf) const;
    /// The largest radius of a glyph standing for a run of moves, in its narrower slot.
    double runRadius() const;
    /// How far outside the device a node's centre may lie and its shape, tags or board still
    /// reach in.
    double reach() const;
    /// The factor for an animation's sizes: it follows the zoom less far down than the tree, so
    /// that what moves stays visible on a tree seen whole.
    double animationUnit() const;
    /// The pixel size of a value carried by an animation, for a font of @p pixelSize.
    int animationFontPx(int pixelSize) const;
    /// How near @p toDevice draws a node's centre to a point for the point to hit the node.
    static double hitRadius(const QTransform& toDevice);

private:
    double columnWidth_;
    double levelHeight_;
    double sx_;
    double sy_;
    double unit_;
};

} // namespace gtl::ui
