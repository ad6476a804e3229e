#pragma once

#include "core/tree/GameTree.h"
#include "ui/scene/NodeAppearance.h"
#include "ui/scene/SceneStyle.h"

#include <QGraphicsItem>

namespace gtl::ui {

class RunModel;

/// The whole tree as one item, painted straight from the run's layout arrays: only the nodes
/// in the exposed rectangle are visited (each level is culled by binary search), and the
/// detail follows the zoom: whole columns of nodes merged into strips when many share a
/// pixel, plain shapes and edges at middle zoom, then values, move labels, α/β tags, cut-off
/// tags and tic-tac-toe boards once they can be read. One item serves 22 nodes and 550,000.
class TreeItem : public QGraphicsItem {
public:
    enum { Type = UserType + 1 };
    static constexpr qreal kNodeRadius = 30;
    static constexpr qreal kMargin = 80;
    /// Node spacing, in pixels, below which columns of nodes are merged into strips.
    static constexpr qreal kStripSpacing = 5;

    explicit TreeItem(const RunModel& model);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    /// Call after the model loads a run: the geometry changes.
    void runChanged();
    void setStyle(const SceneStyle& style);
    const SceneStyle& style() const { return style_; }

    QPointF nodeCenter(NodeId node) const;
    NodeAppearance appearance(NodeId node) const;
    /// The node whose shape contains @p point (item coordinates) as drawn through @p toDevice,
    /// or kNoNode.
    NodeId nodeAt(const QPointF& point, const QTransform& toDevice) const;
    /// Hides the value inside @p node (kNoNode for none) while an animated value flies to it.
    void setValueInFlight(NodeId node);
    /// Crosses out @p nodes: the leaves a student expects the search never to read.
    /// What practice shows: @p marks on leaves, and a ring around @p asked (kNoNode for none).
    void setPracticeMarks(std::vector<std::pair<NodeId, LeafMark>> marks, NodeId asked);
    qreal columnWidth() const { return columnWidth_; }
    /// The strip colours for not reached, pruned, searched and on the path.
    QColor stripColour(NodeStatus status) const;

    /// Maps item coordinates to device pixels. The item paints in pixels so that shapes and
    /// text keep their proportions when the view stretches a very wide tree vertically.
    struct DeviceMap {
        qreal sx;
        qreal sy;
        qreal dx;
        qreal dy;
        QPointF operator()(const QPointF& p) const { return {p.x() * sx + dx, p.y() * sy + dy}; }
        /// The factor for sizes: the smaller scale, so nothing grows beyond its room.
        qreal unit() const { return std::min(sx, sy); }
    };

private:
    struct Range {
        NodeId begin;
        NodeId end;
    };
    Range visibleRange(std::uint32_t depth, qreal left, qreal right) const;
    void paintStrips(QPainter* painter, const DeviceMap& map, const QRectF& exposed) const;
    void paintEdges(QPainter* painter, const DeviceMap& map, const QRectF& exposed) const;
    void paintEdgeLabels(QPainter* painter, const DeviceMap& map, const QRectF& exposed) const;
    /// @p spacing is the distance between leaf columns in pixels: it sets the detail.
    void paintNodes(QPainter* painter, const DeviceMap& map, const QRectF& exposed, qreal spacing) const;
    void paintNode(
        QPainter* painter, const DeviceMap& map, NodeId node, const NodeAppearance& look, qreal spacing) const;
    void paintTags(QPainter* painter, const QPointF& center, qreal unit, const NodeAppearance& look) const;
    void paintMark(QPainter* painter, const QPointF& center, qreal radius, qreal unit, LeafMark mark) const;
    void paintAskedRing(QPainter* painter, const QPointF& center, qreal radius, qreal unit) const;
    void paintBoard(QPainter* painter, NodeId node, const QPointF& center, qreal unit) const;
    void paintEdgeLabel(QPainter* painter, const DeviceMap& map, NodeId child) const;
    void paintSearchPath(QPainter* painter, const DeviceMap& map) const;
    QColor fillFor(const NodeAppearance& look) const;

    const RunModel& model_;
    SceneStyle style_;
    qreal columnWidth_ = 110;
    qreal levelHeight_ = 140;
    NodeId valueInFlight_ = kNoNode;
    std::vector<std::pair<NodeId, LeafMark>> marks_; ///< sorted by node
    NodeId asked_ = kNoNode;
};

} // namespace gtl::ui
