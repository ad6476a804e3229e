// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/scene/DrawnNode.h"
#include "ui/scene/TreeItem.h"

#include <QLineF>

#include <optional>
#include <vector>

namespace gtl::ui {

/// Draws what joins the nodes of a tree: its edges (dashed where pruned, thicker as their share
/// of Monte Carlo tree search's visits grows), the search path over them, the line the last
/// iteration chose while the next one runs, the move finally chosen, the dashed horizon of a
/// depth-limited search with the shaded band of quiescence search below it, whose moves are
/// dash-dotted, and the dotted path of a playout. Lines are clipped to the device, so
/// that the long edges of a zoomed-in tree are not stroked off screen.
class EdgePainter {
public:
    EdgePainter(const TreeItem& item, QPainter& painter, const TreeItem::DeviceMap& map);

    void paintEdges(const std::vector<DrawnNode>& nodes) const;
    void paintSearchPath() const;
    /// Monte Carlo tree search's playout: a dotted path hanging off the node it started from.
    void paintPlayout() const;
    /// The dashed line between the last level searched and the first beyond the depth limit.
    std::optional<QLineF> horizonLine(const std::vector<DrawnNode>& nodes) const;
    void paintHorizonLine(const QLineF& line) const;
    /// Below the horizon @p line, the levels quiescence search may reach (as far as they are
    /// drawn), when the search has quiescence: a band to shade and label.
    std::optional<QRectF> quiescenceBand(const QLineF& line) const;
    void paintQuiescenceBand(const QRectF& band) const;

private:
    const TreeItem& item_;
    QPainter& painter_;
    const TreeItem::DeviceMap& map_;
};

} // namespace gtl::ui
