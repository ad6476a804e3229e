// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/scene/LevelOfDetail.h"

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
/// Text follows the zoom down to this factor of its size; below, the floor size takes over.
constexpr double kMinTextScale = 0.72;

} // namespace

LevelOfDetail::LevelOfDetail(double columnWidth, double sx, double sy)
    : columnWidth_(columnWidth)
    , sx_(sx)
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
