// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/scene/LevelOfDetail.h"

#include "core/layout/FocusLayout.h"

#include <algorithm>

namespace gtl::ui {
namespace {

/// Node spacing, in pixels, from which values are drawn inside every node (the search path,
/// the current node and cut-offs keep theirs at any spacing).
constexpr double kValueSpacing = 30;
/// Node spacing, in pixels, from which every node's board may be drawn too.
constexpr double kDetailSpacing = 58;
/// A node drawn with its value is at least this large, in pixels.
constexpr double kMinValueRadius = 15;
/// The least gap, in pixels, between two neighbouring nodes' shapes.
constexpr double kNodeGap = 4;
/// The room, in pixels, a move's label needs between a parent and its child.
constexpr double kEdgeLabel = 16;
/// Text follows the zoom down to this factor of its size; below, the floor size takes over.
constexpr double kMinTextScale = 0.72;

} // namespace

LevelOfDetail::LevelOfDetail(double columnWidth, double levelHeight, double sx, double sy)
    : columnWidth_(columnWidth)
    , levelHeight_(levelHeight)
    , sx_(sx)
    , sy_(sy)
    , unit_(std::min(sx, sy))
{
}

bool LevelOfDetail::valuesEverywhere() const
{
    return columnWidth_ * sx_ >= kValueSpacing;
}

bool LevelOfDetail::positions() const
{
    return columnWidth_ * unit_ >= kDetailSpacing;
}

double LevelOfDetail::textScale() const
{
    return std::max(unit_, kMinTextScale);
}

double LevelOfDetail::nodeRadius() const
{
    return std::max(kNodeRadius * unit_, kMinValueRadius);
}

double LevelOfDetail::bareRadius() const
{
    return columnWidth_ * unit_ * 0.42;
}

double LevelOfDetail::roomRadius(bool leaf) const
{
    // A triangle is 2.24 radii wide and a leaf's square 1.6, in its narrower slot; a shape
    // reaches at most one radius above or below its centre, and the edge to the level below
    // keeps room for its move's label.
    const double column = columnWidth_ * sx_;
    const double across = leaf ? (column * FocusLayout::kLeafSlot - kNodeGap) / 1.6 : (column - kNodeGap) / 2.24;
    const double down = (levelHeight_ * sy_ - kNodeGap - kEdgeLabel) / 2;
    return std::min(across, down);
}

double LevelOfDetail::runRadius() const
{
    return columnWidth_ * unit_ * 0.36;
}

double LevelOfDetail::reach() const
{
    return kNodeRadius * 4 * std::max(unit_, 1.0) + 60;
}

double LevelOfDetail::animationUnit() const
{
    return std::max(unit_, 0.35);
}

int LevelOfDetail::animationFontPx(int pixelSize) const
{
    return std::max(9, static_cast<int>(pixelSize * std::max(animationUnit(), 0.9)));
}

double LevelOfDetail::hitRadius(const QTransform& toDevice)
{
    // Shapes are drawn in pixels with the smaller scale, so measure the distance there.
    return std::max(kNodeRadius * std::min(toDevice.m11(), toDevice.m22()), kMinValueRadius) * 1.2;
}

} // namespace gtl::ui
