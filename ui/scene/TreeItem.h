// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/layout/FocusLayout.h"
#include "core/teaching/NodeTypes.h"
#include "core/tree/GameTree.h"
#include "ui/scene/DrawnNode.h"
#include "ui/scene/LevelOfDetail.h"
#include "ui/scene/NodeAppearance.h"
#include "ui/scene/TreeMarks.h"
#include "ui/style/SceneStyle.h"

#include <QGraphicsItem>

#include <optional>

namespace gtl::ui {

class GamePainter;
class RunModel;
class SceneRecord;

/// The whole tree as one item, painted from a focus-and-context layout of the current step:
/// the search path open and readable, the rest opened as far as the view's width allows and
/// otherwise collapsed into glyphs that give a subtree's value and size. When a step changes
/// the layout, nodes glide from where they were to where they go. Texts never go below the
/// style's floor size; tags and labels are placed only in free space. The item keeps the
/// geometry and answers hit tests; RunAppearance says what a node shows at the step, and a
/// TreePainter draws the frame.
class TreeItem : public QGraphicsItem {
public:
    enum { Type = UserType + 1 };
    static constexpr qreal kNodeRadius = LevelOfDetail::kNodeRadius;
    static constexpr qreal kMargin = 80;
    /// A tree up to this many times as wide as the readable budget is fitted whole.
    static constexpr qreal kWholeFit = 1.34;
    /// How far below its node Monte Carlo tree search's playout hangs, in levels: within the
    /// margin under the deepest level.
    static constexpr qreal kPlayoutDepth = 0.5;

    explicit TreeItem(const RunModel& model);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    /// Call after the model loads a run: the choices are reset and the geometry changes.
    void runChanged();
    /// Call after the step changes; @p animate glides the nodes to their new places.
    void stepChanged(bool animate);
    /// How far a glide has come, from 0 (the old places) to 1.
    void setGlide(qreal progress);
    /// The width, in device pixels, the tree is laid out for: it sets how much opens.
    void setAvailableWidth(int pixels);
    /// The width, in device pixels, at which every subtree under the focus opens (except
    /// those collapsed by hand).
    int widthToOpenAll() const;
    void setStyle(const SceneStyle& style);
    const SceneStyle& style() const { return style_; }
    const RunModel& model() const { return model_; }
    /// The scene units between neighbouring columns and between levels.
    qreal columnWidth() const { return columnWidth_; }
    qreal levelHeight() const { return levelHeight_; }
    /// The painter of the positions the tree's nodes carry, or nullptr.
    const GamePainter* gamePainter() const;

    const FocusLayout& layout() const { return layout_; }
    const FocusChoices& choices() const { return choices_; }
    void setChoices(FocusChoices choices);
    /// The part of the scene a fitted view shows: as wide as the budget of columns (or the
    /// layout, if wider), so that node sizes stay put while the search moves.
    QRectF fitRect() const;

    /// Where @p node is drawn now (mid-glide, between its old and new places).
    QPointF nodeCenter(NodeId node) const;
    /// Where @p node is drawn once the glide ends.
    QPointF targetCenter(NodeId node) const;
    NodeAppearance appearance(NodeId node) const;
    /// The shown node whose shape contains @p point (item coordinates) as drawn through
    /// @p toDevice, or kNoNode.
    NodeId nodeAt(const QPointF& point, const QTransform& toDevice) const;
    /// Hides the value inside @p node (kNoNode for none) while an animated value flies to it.
    void setValueInFlight(NodeId node);
    NodeId valueInFlight() const { return valueInFlight_; }
    /// Replaces what one feature marks on the tree; the other features' marks stay.
    void setMarks(TreeMarks::Layer layer, TreeMarks::Marks marks);
    const TreeMarks& marks() const { return marks_; }
    /// Labels each node PV, CUT or ALL as Knuth and Moore's minimal tree types it, and says
    /// where the search does otherwise (a CUT node that searched more than one move, an ALL
    /// node cut off, a node outside the minimal tree searched).
    void setNodeTypesShown(bool shown);
    /// The node type label of @p node at the current step, or "".
    QString nodeTypeLabel(NodeId node, bool* differs = nullptr) const;
    /// The node under the pointer: an open inner node shows a handle that collapses it.
    void setHovered(NodeId node);
    NodeId hovered() const { return hovered_; }
    /// The node whose collapse handle was last painted at @p devicePoint, or kNoNode.
    NodeId handleAt(const QPoint& devicePoint) const;
    /// Paint into @p record as well (nullptr to stop).
    void setRecord(SceneRecord* record) { record_ = record; }

    /// Maps item coordinates to device pixels. The item paints in pixels so that shapes and
    /// text keep their proportions when the view stretches a wide tree vertically.
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
    void relayout();
    /// Lays the tree out again with no glide from the old places (a new width, style or choice).
    void relayoutAtOnce();
    QPointF placeIn(const FocusLayout& layout, NodeId node) const;
    /// The device pixels one column of the layout needs at the smallest readable size.
    qreal columnPx() const;
    std::vector<DrawnNode> nodesToDraw(const DeviceMap& map, const LevelOfDetail& detail, const QRectF& device) const;

    const RunModel& model_;
    SceneStyle style_;
    qreal columnWidth_ = 100;
    qreal levelHeight_ = 140;
    FocusChoices choices_;
    FocusLayout layout_;
    FocusLayout previous_;
    qreal glide_ = 1;
    std::size_t budget_ = 30;
    int availableWidth_ = 1280;
    qreal leavesUnderFocus_ = 1; ///< the columns the leaves under the focus take, up to the budget
    NodeId valueInFlight_ = kNoNode;
    TreeMarks marks_;
    NodeId hovered_ = kNoNode;
    bool typesShown_ = false;
    std::vector<NodeType> types_; ///< per node, while shown
    /// Where the hovered node's handle was painted last, in device pixels: what a click hits.
    QRectF handle_;
    SceneRecord* record_ = nullptr;
};

} // namespace gtl::ui
