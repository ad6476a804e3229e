// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/scene/TreeItem.h"

#include "core/search/SearchFamilyEntry.h"
#include "ui/games/GamePainters.h"
#include "ui/playback/RunModel.h"
#include "ui/scene/RunAppearance.h"
#include "ui/scene/SceneExport.h"
#include "ui/scene/TreePainter.h"

#include <QLineF>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>

namespace gtl::ui {
namespace {

QPointF mix(const QPointF& a, const QPointF& b, qreal t)
{
    return a + (b - a) * t;
}

} // namespace

TreeItem::TreeItem(const RunModel& model)
    : model_(model)
    , style_(SceneStyle::make(SceneStyle::Palette::Standard, false))
{
    setFlag(ItemUsesExtendedStyleOption);
}

const GamePainter* TreeItem::gamePainter() const
{
    return GamePainters::forTree(model_.tree());
}

void TreeItem::runChanged()
{
    // Positions drawn beside the nodes need wider columns and taller levels.
    const bool positions = gamePainter() != nullptr;
    columnWidth_ = positions ? 170 : 100;
    levelHeight_ = positions ? 160 : 140;
    valueInFlight_ = kNoNode;
    choices_ = {};
    types_ = typesShown_ ? knuthMooreTypes(model_.tree()) : std::vector<NodeType>();
    relayoutAtOnce();
}

void TreeItem::setNodeTypesShown(bool shown)
{
    typesShown_ = shown;
    types_ = shown ? knuthMooreTypes(model_.tree()) : std::vector<NodeType>();
    update();
}

QString TreeItem::nodeTypeLabel(NodeId node, bool* differs) const
{
    if (differs)
        *differs = false;
    if (!typesShown_ || node >= types_.size())
        return {};
    return RunAppearance::nodeTypeLabel(model_.replay(), types_[node], node, differs);
}

void TreeItem::stepChanged(bool animate)
{
    FocusLayout before = layout_;
    relayout();
    previous_ = animate ? std::move(before) : layout_;
    glide_ = animate ? 0 : 1;
}

void TreeItem::setGlide(qreal progress)
{
    glide_ = progress;
    update();
}

void TreeItem::setAvailableWidth(int pixels)
{
    if (pixels == availableWidth_)
        return;
    availableWidth_ = pixels;
    relayoutAtOnce();
}

qreal TreeItem::columnPx() const
{
    // Decimals ("−7.75", the values at and above chance nodes, and Monte Carlo tree search's
    // rewards over its visits) need wider columns than integers.
    const Trace& trace = model_.run().trace;
    const qreal decimals = !familyEntry(trace.options.algorithm).provesValues || trace.chance.denominator > 1 ? 1.6 : 1;
    return style_.minColumnPx * (gamePainter() ? 2 : 1) * decimals;
}

int TreeItem::widthToOpenAll() const
{
    // The leaves below the focus, each a column; counted no further than any image goes.
    const GameTree& tree = model_.tree();
    if (tree.size() == 0)
        return 0;
    const auto enough = static_cast<std::size_t>(SceneExport::kMaxSide / columnPx()) + 1;
    qreal columns = 0;
    std::vector<NodeId> stack{layout_.focus()};
    while (!stack.empty() && columns <= enough) {
        const NodeId n = stack.back();
        stack.pop_back();
        columns += tree.isLeaf(n) || choices_.isCollapsed(n) ? FocusLayout::slotWidth(tree, n) : 0;
        if (!choices_.isCollapsed(n)) {
            for (NodeId child : tree.children(n))
                stack.push_back(child);
        }
    }
    // The budget's sum solved the other way round: the width that many columns need.
    return static_cast<int>(std::ceil((std::max<qreal>(1, columns) - 1 + 2 * kMargin / columnWidth_) * columnPx())) + 1;
}

void TreeItem::setStyle(const SceneStyle& style)
{
    style_ = style;
    relayoutAtOnce();
}

void TreeItem::setChoices(FocusChoices choices)
{
    choices_ = std::move(choices);
    relayoutAtOnce();
}

void TreeItem::relayoutAtOnce()
{
    relayout();
    previous_ = layout_;
}

void TreeItem::relayout()
{
    prepareGeometryChange();
    const Replay& replay = model_.replay();
    const GameTree& tree = replay.tree();
    if (choices_.focus >= tree.size())
        choices_ = {};
    // Solve "columns × their width + the margins fit the view" for the number of columns.
    const qreal fits = availableWidth_ / columnPx() - 2 * kMargin / columnWidth_ + 1;
    budget_ = static_cast<std::size_t>(std::max(1.0, std::floor(fits)));
    const Event* event = replay.currentEvent();
    layout_ = FocusLayout::compute(
        tree, replay.path(), event ? event->node : kNoNode, choices_, budget_,
        // Monte Carlo tree search's nodes carry their visits.
        [&replay](NodeId n) { return replay.value(n) != kNoValue || replay.visits(n) > 0; },
        [&replay](NodeId n) { return replay.status(n) == NodeStatus::Pruned; },
        [&replay](NodeId n) { return replay.isGenerated(n); });
    leavesUnderFocus_ = 0;
    // The columns of the leaves below the focus, counted only up to the budget: all the fit
    // needs to know. In a tree a search grows, those of the nodes it has generated so far.
    std::vector<NodeId> stack{layout_.focus()};
    while (!stack.empty() && leavesUnderFocus_ <= budget_) {
        const NodeId n = stack.back();
        stack.pop_back();
        bool leaf = true;
        for (NodeId child : tree.children(n)) {
            if (replay.isGenerated(child)) {
                stack.push_back(child);
                leaf = false;
            }
        }
        leavesUnderFocus_ += leaf ? FocusLayout::slotWidth(tree, n) : 0;
    }
    update();
}

void TreeItem::setValueInFlight(NodeId node)
{
    if (node == valueInFlight_)
        return;
    valueInFlight_ = node;
    update();
}

void TreeItem::setMarks(TreeMarks::Layer layer, TreeMarks::Marks marks)
{
    if (marks_.set(layer, std::move(marks)))
        update();
}

void TreeItem::setHovered(NodeId node)
{
    if (node == hovered_)
        return;
    hovered_ = node;
    update();
}

NodeId TreeItem::handleAt(const QPoint& devicePoint) const
{
    return hovered_ != kNoNode && handle_.adjusted(-3, -3, 3, 3).contains(devicePoint) ? hovered_ : kNoNode;
}

QRectF TreeItem::boundingRect() const
{
    const qreal columns = std::max(layout_.width(), previous_.width());
    const qreal levels = std::max(layout_.levels(), previous_.levels());
    return {0, 0, std::max<qreal>(columns - 1, 0) * columnWidth_ + 2 * kMargin, levels * levelHeight_ + 2 * kMargin};
}

QRectF TreeItem::fitRect() const
{
    // As wide as the budget, or the tree if it is narrower, but never narrower than the moves
    // at the top: a fitted view always shows them all. When the open path needs more, the
    // view keeps its readable size and shows the part around the current node, or once the
    // search is over, around the move it chose.
    const GameTree& tree = model_.tree();
    const qreal moves = tree.size() > layout_.focus() ? tree.childCount(layout_.focus()) : 0;
    const qreal whole = std::max<qreal>(leavesUnderFocus_, layout_.width());
    // A tree up to a third wider than the budget is fitted whole, a little smaller, rather
    // than cut at the view's edge.
    const qreal budget = static_cast<qreal>(budget_);
    const qreal width = static_cast<qreal>(layout_.width());
    const qreal most = width <= budget * kWholeFit ? std::max(width, budget) : budget;
    const qreal columns = std::max(std::min(most, whole), moves);
    const QRectF shown(0, 0, std::max<qreal>(layout_.width() - 1, 0) * columnWidth_ + 2 * kMargin,
        layout_.levels() * levelHeight_ + 2 * kMargin);
    QRectF fit(0, 0, std::max<qreal>(columns - 1, 0) * columnWidth_ + 2 * kMargin, shown.height());
    fit.moveCenter(shown.center());
    const Replay& replay = model_.replay();
    const Event* event = replay.currentEvent();
    const NodeId best = replay.trace().result.bestMove;
    const NodeId centre = replay.atEnd() && best != kNoNode ? best : event ? event->node : kNoNode;
    if (fit.width() < shown.width() && centre != kNoNode && layout_.shownAs(tree, centre) != kNoNode) {
        const qreal x = std::clamp(targetCenter(centre).x(), fit.width() / 2, shown.width() - fit.width() / 2);
        fit.moveCenter({x, shown.center().y()});
    }
    return fit;
}

QPointF TreeItem::placeIn(const FocusLayout& layout, NodeId node) const
{
    const NodeId shown = layout.shownAs(model_.tree(), node);
    if (shown == kNoNode)
        return {-1, -1};
    const FocusLayout::Place* place = layout.find(shown);
    return {kMargin + place->x * columnWidth_, kMargin + place->level * levelHeight_};
}

QPointF TreeItem::targetCenter(NodeId node) const
{
    return placeIn(layout_, node);
}

QPointF TreeItem::nodeCenter(NodeId node) const
{
    const QPointF to = placeIn(layout_, node);
    if (glide_ >= 1)
        return to;
    const QPointF from = placeIn(previous_, node);
    return from.x() < 0 ? to : mix(from, to, glide_);
}

NodeAppearance TreeItem::appearance(NodeId node) const
{
    return RunAppearance::of(model_, layout_, marks_, node);
}

NodeId TreeItem::nodeAt(const QPointF& point, const QTransform& toDevice) const
{
    const QPointF at = toDevice.map(point);
    NodeId nearest = kNoNode;
    qreal best = LevelOfDetail::hitRadius(toDevice);
    for (const FocusLayout::Place& place : layout_.placed()) {
        const qreal distance = QLineF(toDevice.map(nodeCenter(place.node)), at).length();
        if (distance <= best) {
            best = distance;
            nearest = place.node;
        }
    }
    return nearest;
}

void TreeItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget* widget)
{
    const QTransform t = painter->worldTransform();
    const DeviceMap map{t.m11(), t.m22(), t.dx(), t.dy()};
    const LevelOfDetail detail(columnWidth_, levelHeight_, map.sx, map.sy);
    QRectF device(0, 0, painter->device()->width(), painter->device()->height());
    // Rendered into part of a page (a handout's block), the tags find their room within the
    // part that is shown. On screen the clip is only what needs repainting: not used there.
    if (!widget && painter->hasClipping())
        device = device.intersected(t.mapRect(painter->clipBoundingRect()));
    painter->save();
    painter->resetTransform();
    painter->setRenderHint(QPainter::Antialiasing);
    TreePainter tree(*this, *painter, map, record_);
    const QRectF handle = tree.paint(nodesToDraw(map, detail, device), device, widget != nullptr);
    if (widget) // a widget is painted: the screen's handle, not an image's
        handle_ = handle;
    painter->restore();
}

std::vector<DrawnNode> TreeItem::nodesToDraw(
    const DeviceMap& map, const LevelOfDetail& detail, const QRectF& device) const
{
    const qreal reach = detail.reach();
    const QRectF near = device.adjusted(-reach, -reach, reach, reach);
    std::vector<DrawnNode> nodes;
    for (const FocusLayout::Place& place : layout_.placed()) {
        const QPointF c = map(nodeCenter(place.node));
        if (!near.contains(c))
            continue;
        nodes.push_back({place.node, c, detail.nodeRadius(), appearance(place.node)});
    }
    // The current node and the path last, so that they are drawn over their neighbours.
    std::stable_partition(
        nodes.begin(), nodes.end(), [](const DrawnNode& d) { return !d.look.current && !d.look.onPath; });
    return nodes;
}

} // namespace gtl::ui
