// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/scene/TreePainter.h"

#include "ui/playback/RunModel.h"
#include "ui/scene/CanvasPainter.h"
#include "ui/scene/EdgePainter.h"
#include "ui/scene/NodePainter.h"
#include "ui/scene/TagPlacer.h"

namespace gtl::ui {

TreePainter::TreePainter(const TreeItem& item, QPainter& painter, const TreeItem::DeviceMap& map, SceneRecord* record)
    : item_(item)
    , painter_(painter)
    , map_(map)
    , record_(record)
    , detail_(item.columnWidth(), item.levelHeight(), map.sx, map.sy)
{
}

QRectF TreePainter::paint(std::vector<DrawnNode> nodes, const QRectF& device, bool onScreen)
{
    const GameTree& tree = item_.model().tree();
    const EdgePainter edges(item_, painter_, map_);
    const std::optional<QLineF> horizon = edges.horizonLine(nodes);
    const std::optional<QRectF> quiescence = horizon ? edges.quiescenceBand(*horizon) : std::nullopt;
    if (quiescence)
        edges.paintQuiescenceBand(*quiescence);
    edges.paintEdges(nodes);
    edges.paintSearchPath();
    edges.paintPlayout();
    CanvasPainter canvas(painter_, device, record_, item_.style().minTextPx, item_.style().background);
    const NodePainter shapes(item_, canvas, detail_);
    TagPlacer tags(item_, canvas, detail_);
    if (horizon)
        edges.paintHorizonLine(*horizon);
    // Shapes and values first, then the texts and boards that must find free space around
    // them: the path's moves, boards, the tags of what the step is about, the other moves, the
    // glyphs' counts, the other tags.
    const auto withText = [this](const DrawnNode& drawn) {
        return drawn.look.onPath || drawn.look.current || drawn.look.cut || detail_.valuesEverywhere();
    };
    for (const DrawnNode& drawn : nodes) {
        if (drawn.look.current)
            shapes.paintHalo(drawn, withText(drawn));
    }
    for (DrawnNode& drawn : nodes)
        shapes.paintNode(drawn, withText(drawn));
    // The moves of the search path first, so that no board or tag takes their place.
    auto paintLabels = [&](bool onPath) {
        for (const DrawnNode& drawn : nodes) {
            if (drawn.node != item_.layout().focus() && (drawn.look.onPath || drawn.look.current) == onPath)
                tags.paintEdgeLabel(drawn, map_(item_.nodeCenter(tree.parent(drawn.node))), onPath);
        }
    };
    paintLabels(true);
    // The tags of the step keep clear of the labels still to come where they can: the moves,
    // and the probabilities of a throw's outcomes, which its value is worked out from.
    std::vector<QLineF> laterLabels;
    for (const DrawnNode& drawn : nodes) {
        if (drawn.node != item_.layout().focus() && !drawn.look.onPath && !drawn.look.current)
            laterLabels.emplace_back(map_(item_.nodeCenter(tree.parent(drawn.node))), drawn.center);
    }
    tags.keepClearOf(std::move(laterLabels));
    if (horizon)
        tags.paintHorizonLabel(*horizon);
    if (quiescence)
        tags.paintQuiescenceLabel(*quiescence);
    if (detail_.positions()) {
        for (auto it = nodes.rbegin(); it != nodes.rend(); ++it) // the path's boards first
            tags.paintPosition(*it);
    }
    for (const DrawnNode& drawn : nodes) {
        // What the step is about is always tagged; an earlier cut-off, whose pruned moves are
        // drawn dashed, is tagged where there is room by its node.
        const bool force = drawn.look.current && device.contains(drawn.center);
        if (drawn.look.current || drawn.look.cut)
            tags.paintTag(drawn, force, drawn.look.cut ? TagPlacer::Tag::Cutoff : TagPlacer::Tag::Bounds);
        if (!drawn.look.tableTag.isEmpty())
            tags.paintTag(drawn, force, TagPlacer::Tag::Table);
    }
    paintLabels(false);
    for (const DrawnNode& drawn : nodes) {
        if (drawn.look.collapsed)
            shapes.paintGlyphCount(drawn);
    }
    for (const DrawnNode& drawn : nodes) {
        bool differs = false;
        const QString type = item_.nodeTypeLabel(drawn.node, &differs);
        tags.paintNodeType(drawn, type, differs);
    }
    for (auto it = nodes.rbegin(); it != nodes.rend(); ++it) {
        if (it->look.onPath && !it->look.current && !it->look.cut)
            tags.paintTag(*it, false, TagPlacer::Tag::Bounds);
    }
    QRectF handle;
    for (const DrawnNode& drawn : nodes) {
        if (onScreen && drawn.node == item_.hovered() && !drawn.look.collapsed && !tree.isLeaf(drawn.node)
            && drawn.node != item_.layout().focus())
            handle = shapes.paintHandle(drawn);
    }
    return handle;
}

} // namespace gtl::ui
